import type { TLocalized } from '../schema/common.ts';
import { DATA_SUBJECTS, GROUNDS_NEEDING_REASON, SUGGESTION_PREFIX } from '../schema/enums.ts';
import type { TDataSubject } from '../schema/enums.ts';
import type { TOperationPreset, TSubjectPresets, TValueRef } from '../schema/presets.ts';
import { findValue, isResolvable } from '../values/index.ts';
import type { TValueListName } from '../values/index.ts';

/** Which value list each open field of an operation draws from. */
export const OPERATION_FIELD_LISTS = {
  data: 'dataTypes',
  sources: 'sources',
  recipients: 'recipients',
  recipientsLocations: 'countries',
  storageLocations: 'storageLocations',
} as const satisfies Record<string, TValueListName>;

/** The list of `storageDuration`. */
export const STORAGE_DURATION_LIST: TValueListName = 'retention';

function refKey(ref: TValueRef): string {
  return typeof ref === 'string' ? ref : `${ref.ro}|${ref.en}`;
}

/**
 * The rules a preset operation must follow (docs/spec/catalogues.md §3.2, §5; docs/facts/gdpr-documents.md), as messages.
 * Empty when the operation is valid.
 */
export function operationProblems(op: TOperationPreset): string[] {
  const problems: string[] = [];
  const where = `operation "${op.id}"`;

  // Every id resolves, and no list repeats an item.
  for (const [field, list] of Object.entries(OPERATION_FIELD_LISTS)) {
    const refs = op[field as keyof typeof OPERATION_FIELD_LISTS];
    const seen = new Set<string>();
    for (const ref of refs) {
      if (!isResolvable(list, ref))
        problems.push(`${where}: ${field} "${refKey(ref)}" is not in the ${list} list`);
      if (seen.has(refKey(ref))) problems.push(`${where}: ${field} repeats "${refKey(ref)}"`);
      seen.add(refKey(ref));
    }
  }
  if (!isResolvable(STORAGE_DURATION_LIST, op.storageDuration)) {
    problems.push(`${where}: storageDuration "${refKey(op.storageDuration)}" is not in the retention list`);
  }
  if (new Set(op.grounds).size !== op.grounds.length) problems.push(`${where}: grounds repeat`);

  // groundReason exactly when a ground needs one.
  const needsReason = op.grounds.some((g) => GROUNDS_NEEDING_REASON.includes(g));
  if (needsReason && op.groundReason === null) {
    problems.push(
      `${where}: grounds include legal obligation or legitimate interest but groundReason is missing`,
    );
  }
  if (!needsReason && op.groundReason !== null) {
    problems.push(`${where}: groundReason is set but no ground needs one`);
  }

  // The kind of legitimate interest exactly when the grounds include it (the assessment's standard answers).
  const onInterest = op.grounds.includes('LEGITIMATE_INTEREST');
  if (onInterest && op.interestKind === null) {
    problems.push(`${where}: grounds include legitimate interest but interestKind is missing`);
  }
  if (!onInterest && op.interestKind !== null) {
    problems.push(`${where}: interestKind is set but the grounds do not include legitimate interest`);
  }

  // Special data needs an Art. 9(2) exception, and an exception needs special data.
  const dataIds = op.data.filter((d): d is string => typeof d === 'string');
  const special = dataIds.filter((id) => findValue('dataTypes', id)?.special === true);
  if (special.length > 0 && op.specialDataGround === null) {
    problems.push(`${where}: special data (${special.join(', ')}) without a specialDataGround`);
  }
  const hasCustomData = op.data.some((d) => typeof d !== 'string');
  if (special.length === 0 && !hasCustomData && op.specialDataGround !== null) {
    problems.push(`${where}: specialDataGround ${op.specialDataGround} set but no special data is processed`);
  }
  if (op.specialDataGround === 'ART9_A' && !op.grounds.includes('CONSENT')) {
    problems.push(`${where}: explicit consent (ART9_A) without the CONSENT ground`);
  }

  // Criminal data (Art. 10) only under a legal obligation.
  const criminal = dataIds.filter((id) => findValue('dataTypes', id)?.criminal === true);
  if (criminal.length > 0 && !op.grounds.includes('LEGAL_OBLIGATION')) {
    problems.push(
      `${where}: criminal-record data (${criminal.join(', ')}) without the LEGAL_OBLIGATION ground`,
    );
  }

  // National identifiers not on legitimate interest alone (Law 190/2018 art. 4).
  const nationalIds = dataIds.filter((id) => findValue('dataTypes', id)?.nationalId === true);
  const strongGround = op.grounds.some(
    (g) => g === 'CONTRACT_PERFORMANCE' || g === 'LEGAL_OBLIGATION' || g === 'CONSENT',
  );
  if (nationalIds.length > 0 && !strongGround) {
    problems.push(
      `${where}: national identifiers (${nationalIds.join(', ')}) processed on legitimate interest alone`,
    );
  }

  // Recipients' locations follow the recipients.
  if (op.recipients.length === 0 && op.recipientsLocations.length > 0) {
    problems.push(`${where}: recipientsLocations without recipients`);
  }
  if (op.recipients.length > 0 && op.recipientsLocations.length === 0) {
    problems.push(`${where}: recipients without recipientsLocations`);
  }
  for (const recipient of op.recipients) {
    if (typeof recipient !== 'string') continue;
    const country = findValue('recipients', recipient)?.country;
    if (country !== undefined && !op.recipientsLocations.includes(country)) {
      problems.push(`${where}: recipient "${recipient}" is in ${country}, missing from recipientsLocations`);
    }
  }
  return problems;
}

/** Every localized text of an operation or situation, with a path, for text checks. */
export function presetTexts(presets: TSubjectPresets): { path: string; text: TLocalized }[] {
  const out: { path: string; text: TLocalized }[] = [];
  for (const situation of presets.situations) {
    out.push({ path: `${situation.id}.name`, text: situation.name });
    for (const op of situation.operations) {
      out.push({ path: `${op.id}.name`, text: op.name }, { path: `${op.id}.purpose`, text: op.purpose });
      if (op.groundReason) out.push({ path: `${op.id}.groundReason`, text: op.groundReason });
      for (const field of [
        'data',
        'sources',
        'recipients',
        'recipientsLocations',
        'storageLocations',
      ] as const) {
        op[field].forEach((ref, i) => {
          if (typeof ref !== 'string') out.push({ path: `${op.id}.${field}[${i}]`, text: ref });
        });
      }
      if (typeof op.storageDuration !== 'string')
        out.push({ path: `${op.id}.storageDuration`, text: op.storageDuration });
    }
  }
  return out;
}

/**
 * All problems of the preset catalogue: keys and prefixes, unique ids across the catalogue, ids
 * nested under their situation, and every operation rule. Empty when the catalogue is valid.
 */
export function presetProblems(all: Record<TDataSubject, TSubjectPresets>): string[] {
  const problems: string[] = [];
  const situationIds = new Set<string>();
  const operationIds = new Set<string>();
  for (const subject of DATA_SUBJECTS) {
    const presets = all[subject];
    if (!presets) {
      problems.push(`no presets for ${subject}`);
      continue;
    }
    if (presets.dataSubject !== subject)
      problems.push(`presets under ${subject} declare ${presets.dataSubject}`);
    const prefix = `${SUGGESTION_PREFIX[subject]}-`;
    for (const situation of presets.situations) {
      if (!situation.id.startsWith(prefix))
        problems.push(`situation "${situation.id}" does not start with "${prefix}"`);
      if (situationIds.has(situation.id)) problems.push(`duplicate situation id "${situation.id}"`);
      situationIds.add(situation.id);
      if (situation.operations.length === 0) problems.push(`situation "${situation.id}" has no operations`);
      for (const op of situation.operations) {
        if (!op.id.startsWith(`${situation.id}-`)) {
          problems.push(`operation "${op.id}" does not start with its situation id "${situation.id}-"`);
        }
        if (operationIds.has(op.id)) problems.push(`duplicate operation id "${op.id}"`);
        operationIds.add(op.id);
        problems.push(...operationProblems(op));
      }
    }
  }
  return problems;
}
