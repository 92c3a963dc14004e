/** What a localizer row shows of a catalogue text: which field of which item it is. */
export type TranslationField =
  'label' | 'description' | 'situation' | 'name' | 'purpose' | 'groundReason' | 'customValue';

/** One catalogue text side by side in both languages (and the INT edition's English, when it differs). */
export interface TranslationRow {
  /** Unique on the page, e.g. `dataTypes.cnp.label` or `e-cim-hiring.purpose`. */
  key: string;
  /** The catalogue id of the item the text belongs to (value id, situation id, operation id). */
  item: string;
  field: TranslationField;
  /** Absent or blank: a missing translation. */
  ro: string | undefined;
  en: string | undefined;
  int?: string | undefined;
}

/** A list of rows under one heading (a value list, a data subject's presets). */
export interface TranslationGroup {
  id: string;
  title: string;
  rows: TranslationRow[];
}

/** What the localizer flags: a text missing in a language, or the same in both (not translated). */
export type TranslationIssue = 'missing' | 'identical';
