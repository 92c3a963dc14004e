import { locationCountry, sameTransferCountry, transferCountryOf } from '@conform/catalogues';
import type {
  TCookieUse,
  TDataSubject,
  TLegitimateInterestKind,
  TLocale,
  TPurposeCategory,
  TRetentionId,
} from '@conform/catalogues';
import type { Edition } from '@conform/contracts';
import {
  MISSING_SITUATION_MESSAGE,
  type TCreateFromSuggestion,
  type TCreateSituation,
  type TOperation,
  type TOperationRecord,
  type TSaveOperation,
  type TSituation,
  type TSuggestion,
} from '@conform/contracts';
import { AppError, newId, notFound } from '@conform/server-kit';
import type { NewOperation, SituationsRepository } from './repository.ts';

/** A catalogue preset situation with its operations written out in one language and edition. */
export interface ResolvedPreset {
  id: string;
  dataSubject: TDataSubject;
  name: string;
  operations: NewOperation[];
}

/** What the configurator needs from the catalogue of preset situations (docs/spec/catalogues.md §10). */
export interface PresetSource {
  /** The preset situations of a data subject, in the language and edition. */
  suggestions(subject: TDataSubject, locale: TLocale, edition: Edition): TSuggestion[];
  /** One preset situation with every operation resolved to texts; undefined for an unknown id. */
  resolve(suggestionId: string, locale: TLocale, edition: Edition): ResolvedPreset | undefined;
  /** Whether a preset operation id exists for the data subject. */
  hasOperation(subject: TDataSubject, operationId: string): boolean;
  /**
   * What a preset operation is for, whether it uses cookies and the assessment answers the catalogue
   * gives with certainty (null where the admin answers); undefined for an unknown id.
   */
  operationFacts(operationId: string):
    | {
        purposeCategory: TPurposeCategory;
        cookies: TCookieUse;
        coreActivity: boolean | null;
        vulnerableSubjects: boolean | null;
        interestKind: TLegitimateInterestKind | null;
      }
    | undefined;
  /** The items of a processed-data list that name a special category of data (Art. 9(1) GDPR). */
  specialData(data: readonly string[]): string[];
  /**
   * Whether a storage duration is word for word one of a retention preset's own labels (any
   * language, edition, or day of a dated figure it states): the platform's text, not the admin's.
   */
  isRetentionLabel(retentionId: TRetentionId, text: string): boolean;
}

/** Operation ids are `<situation id>-<generated id>`; the generated part has no dash, so an id names its situation. */
const OPERATION_SUFFIX = /^[A-Za-z0-9]{8,40}$/;

/** Situation id: the lowercase first letter of the data subject, a dash, a generated id (docs/spec/behaviour.md §3). */
export function newSituationId(subject: TDataSubject): string {
  return `${subject.charAt(0).toLowerCase()}-${newId()}`;
}

export function newOperationId(situationId: string): string {
  return `${situationId}-${newId()}`;
}

/**
 * The countries outside the EEA among an operation's recipients' locations, as a transfer names them:
 * the catalogue's ids, and the places the company typed, in their words (taken as outside the EEA
 * without adequacy, so their transfers can be pinned like any other).
 */
function transferCountries(locations: readonly string[]): { has(country: string): boolean } {
  const names = locations.flatMap((l) => {
    const country = locationCountry(l);
    if (country) return country.transfer !== 'EEA' ? [country.id] : [];
    return [transferCountryOf(l).country];
  });
  return { has: (country) => names.some((n) => sameTransferCountry(n, country)) };
}

/**
 * The pinned transfers kept when a replace leaves them out: those whose recipient and country the
 * operation still names (a recipient or country removed takes its transfer with it).
 */
function keptTransfers(
  stored: TOperationRecord['recipientTransfers'] | undefined,
  op: Pick<TOperation, 'recipients' | 'recipientsLocations'>,
): TOperationRecord['recipientTransfers'] {
  const recipients = new Set(op.recipients.map((r) => r.toLowerCase()));
  const countries = transferCountries(op.recipientsLocations);
  return (stored ?? []).filter((t) => recipients.has(t.recipient.toLowerCase()) && countries.has(t.country));
}

/** An answer as given; left out (undefined), the first known of the stored and the catalogue's, else null. */
function answer<T>(given: T | null | undefined, ...fallbacks: Array<T | null | undefined>): T | null {
  if (given !== undefined) return given;
  for (const value of fallbacks) if (value !== undefined && value !== null) return value;
  return null;
}

/**
 * The retention preset an operation keeps: as given (left out on a replace, the stored one while the
 * text is unchanged), and only while the storage duration is that preset's own text: a text the
 * admin typed over a suggestion is theirs (null), and a document prints it as written.
 */
function keptRetentionWith(presets: PresetSource) {
  return (
    input: Pick<TSaveOperation, 'retentionId' | 'storageDuration'>,
    stored: Pick<TOperationRecord, 'retentionId' | 'storageDuration'> | undefined,
  ): TRetentionId | null => {
    const given = input.retentionId !== undefined ? input.retentionId : (stored?.retentionId ?? null);
    return given && presets.isRetentionLabel(given, input.storageDuration) ? given : null;
  };
}

/** The company's processors, through the companies service's published read model. */
export interface ProcessorSource {
  /** The ids of the company's processors; empty for none. */
  ids(companyId: string): Promise<string[]>;
}

export function createSituationsDomain(deps: {
  situations: SituationsRepository;
  presets: PresetSource;
  processors: ProcessorSource;
  now?: () => Date;
}) {
  const { situations, presets, processors } = deps;
  const keptRetention = keptRetentionWith(presets);
  const now = deps.now ?? (() => new Date());

  /**
   * docs/spec/behaviour.md §5: special data requires a legal exception. Custom texts cannot be judged, but an item
   * that is the name of a special category from the catalogue (e.g. health data) can.
   */
  function requireSpecialDataGround(
    operations: ReadonlyArray<Pick<TOperation, 'data' | 'specialDataGround'>>,
    path: (index: number) => string,
  ): void {
    const details = operations.flatMap((op, index) => {
      const special = presets.specialData(op.data);
      return special.length > 0 && op.specialDataGround === null
        ? [
            {
              path: path(index),
              message: `Special categories of data (${special.join(', ')}) need an exception of Art. 9(2) GDPR`,
            },
          ]
        : [];
    });
    if (details.length > 0) {
      throw new AppError(
        'validation',
        'Special categories of data are processed without an exception of Art. 9(2) GDPR.',
        details,
      );
    }
  }

  /**
   * Each pinned transfer names a country of the operation's recipients' locations outside the EEA,
   * by its catalogue id (the contract checks the recipient is one of the operation's): a 400 naming
   * the field otherwise.
   */
  function requireTransferCountries(
    operations: ReadonlyArray<Pick<TOperation, 'recipientsLocations' | 'recipientTransfers'>>,
    path: (index: number, transfer: number) => string,
  ): void {
    const details = operations.flatMap((op, index) => {
      const countries = transferCountries(op.recipientsLocations);
      return (op.recipientTransfers ?? []).flatMap((t, i) =>
        countries.has(t.country)
          ? []
          : [
              {
                path: path(index, i),
                message: `"${t.country}" is not a country outside the EEA among the operation's recipients' locations`,
              },
            ],
      );
    });
    if (details.length > 0) {
      throw new AppError(
        'validation',
        'A transfer names a country the operation does not send data to.',
        details,
      );
    }
  }

  /**
   * An operation names only processors the company has (a 400 naming the field otherwise). A
   * processor deleted from the company's data since it was assigned is dropped instead: the admin
   * removed it there, and the dialog no longer offers it, so saving the operation must not fail on it.
   * `stored` are the ids the operation had before this save (none for a new one).
   */
  async function knownProcessors(
    companyId: string,
    operations: ReadonlyArray<{ processorIds?: readonly string[] | undefined; stored?: readonly string[] }>,
    path: (index: number) => string,
  ): Promise<string[][]> {
    const asked = operations.map((op) => [...(op.processorIds ?? op.stored ?? [])]);
    if (!asked.some((ids) => ids.length > 0)) return asked;
    const known = new Set(await processors.ids(companyId));
    const details = operations.flatMap((op, index) =>
      (op.processorIds ?? [])
        .filter((id) => !known.has(id) && !(op.stored ?? []).includes(id))
        .map((id) => ({ path: path(index), message: `The company has no processor "${id}"` })),
    );
    if (details.length > 0) {
      throw new AppError('validation', 'An operation names a processor the company does not have.', details);
    }
    return asked.map((ids) => ids.filter((id) => known.has(id)));
  }

  async function mustFind(companyId: string, situationId: string, message: string): Promise<TSituation> {
    const situation = await situations.find(companyId, situationId);
    if (!situation) throw new AppError('not_found', message);
    return situation;
  }

  return {
    list(companyId: string, subject?: TDataSubject): Promise<TSituation[]> {
      return situations.list(companyId, subject);
    },

    /** A custom situation: it comes with its first operations, never empty. */
    async create(companyId: string, input: TCreateSituation): Promise<TSituation> {
      requireSpecialDataGround(input.operations, (i) => `operations.${i}.specialDataGround`);
      requireTransferCountries(input.operations, (i, t) => `operations.${i}.recipientTransfers.${t}.country`);
      const assigned = await knownProcessors(
        companyId,
        input.operations,
        (i) => `operations.${i}.processorIds`,
      );
      const id = newSituationId(input.dataSubject);
      await situations.insert({
        id,
        companyId,
        dataSubject: input.dataSubject,
        name: input.name,
        suggestionId: null,
        operations: input.operations.map((op, i) => ({
          ...op,
          processorIds: assigned[i] ?? [],
          retentionId: keptRetention(op, undefined),
          id: newOperationId(id),
          suggestionId: null,
        })),
      });
      return mustFind(companyId, id, 'Situation not found.');
    },

    /**
     * A preset situation with its operations (all of them, or the ones chosen), written out in the
     * request's language and edition: from then on they are the company's own texts, edited like
     * any other.
     */
    async createFromSuggestion(
      companyId: string,
      input: TCreateFromSuggestion,
      locale: TLocale,
      edition: Edition,
    ): Promise<TSituation> {
      const preset = presets.resolve(input.suggestionId, locale, edition);
      if (!preset) {
        throw new AppError('not_found', `There is no suggested situation "${input.suggestionId}".`);
      }
      const chosen = input.operations ?? preset.operations.map((op) => op.id);
      const unknown = chosen.filter((id) => !preset.operations.some((op) => op.id === id));
      if (unknown.length > 0) {
        throw new AppError(
          'validation',
          'The request is not valid.',
          unknown.map((id) => ({
            path: `operations.${chosen.indexOf(id)}`,
            message: `There is no suggested operation "${id}" in this situation`,
          })),
        );
      }
      const id = newSituationId(preset.dataSubject);
      const added = await situations.insert({
        id,
        companyId,
        dataSubject: preset.dataSubject,
        name: input.name ?? preset.name,
        suggestionId: preset.id,
        operations: preset.operations
          .filter((op) => chosen.includes(op.id))
          .map((op) => ({ ...op, id: newOperationId(id) })),
      });
      if (!added) throw new AppError('conflict', 'This suggested situation has already been added.');
      return mustFind(companyId, id, 'Situation not found.');
    },

    async rename(companyId: string, situationId: string, name: string): Promise<TSituation> {
      if (!(await situations.rename(companyId, situationId, name, now()))) throw notFound('Situation');
      return mustFind(companyId, situationId, 'Situation not found.');
    },

    /**
     * docs/spec/behaviour.md §2: only a situation without operations may be deleted. One made from a suggestion too:
     * once its last operation is deleted it is an empty situation, which must be deletable or the
     * company could never leave the configurator.
     */
    async remove(companyId: string, situationId: string): Promise<void> {
      const result = await situations.deleteUnlessRefused(companyId, situationId, (s) => {
        if (s.operationCount > 0) {
          return `Only a situation without operations can be deleted; this one has ${s.operationCount}.`;
        }
        return null;
      });
      if (result.outcome === 'missing') throw notFound('Situation');
      if (result.outcome === 'refused') throw new AppError('conflict', result.reason);
    },

    /** Creates or replaces one operation of a situation; `created` tells which. */
    async saveOperation(
      companyId: string,
      situationId: string,
      operationId: string,
      input: TSaveOperation,
    ): Promise<{ created: boolean; operation: TOperationRecord }> {
      const prefix = `${situationId}-`;
      if (!operationId.startsWith(prefix) || !OPERATION_SUFFIX.test(operationId.slice(prefix.length))) {
        throw new AppError(
          'bad_request',
          'The operation id must be the situation id, a dash and a generated id of 8 to 40 letters or digits.',
        );
      }
      requireSpecialDataGround([input], () => 'specialDataGround');
      requireTransferCountries([input], (_, t) => `recipientTransfers.${t}.country`);
      const situation = await mustFind(companyId, situationId, MISSING_SITUATION_MESSAGE);
      if (input.suggestionId && !presets.hasOperation(situation.dataSubject, input.suggestionId)) {
        throw new AppError(
          'bad_request',
          `There is no suggested operation "${input.suggestionId}" for this situation.`,
        );
      }
      // What the operation is for comes from the admin; left out, an operation made from a preset
      // keeps the catalogue's (the admin chose the preset), a custom one stays "not said yet".
      // Left out on a replace, the preset it came from and the processors stay as they were (a
      // client that does not know them loses nothing).
      const stored = situation.operations.find((o) => o.id === operationId);
      const [processorIds = []] = await knownProcessors(
        companyId,
        [{ processorIds: input.processorIds, stored: stored?.processorIds ?? [] }],
        () => 'processorIds',
      );
      const presetId = input.suggestionId === undefined ? stored?.suggestionId : input.suggestionId;
      const preset = presetId ? presets.operationFacts(presetId) : undefined;
      const result = await situations.saveOperation(
        companyId,
        situationId,
        {
          ...input,
          purposeCategory: input.purposeCategory ?? preset?.purposeCategory ?? null,
          cookies: input.cookies ?? preset?.cookies ?? 'NONE',
          processorIds,
          // The assessment answers: left out, the stored answer, else the catalogue's certain one, else
          // not said (null); an explicit null is the admin taking the answer back.
          largeScale: answer(input.largeScale, stored?.largeScale),
          subjectsCount: answer(input.subjectsCount, stored?.subjectsCount),
          coreActivity: answer(input.coreActivity, stored?.coreActivity, preset?.coreActivity),
          vulnerableSubjects: answer(
            input.vulnerableSubjects,
            stored?.vulnerableSubjects,
            preset?.vulnerableSubjects,
          ),
          newTechnology: answer(input.newTechnology, stored?.newTechnology),
          occasional: answer(input.occasional, stored?.occasional),
          // The kind of legitimate interest: as given, else kept, else the preset's, else not said.
          interestKind: answer(input.interestKind, stored?.interestKind, preset?.interestKind),
          retentionId: keptRetention(input, stored),
          // The pinned transfers: as given, else the stored ones the operation still names.
          recipientTransfers: input.recipientTransfers ?? keptTransfers(stored?.recipientTransfers, input),
          // Reviewed only when the admin says so (an edit checks what it changed, not the rest).
          reviewedAt: input.reviewed ? now().toISOString().slice(0, 10) : (stored?.reviewedAt ?? null),
          id: operationId,
        },
        now(),
      );
      if (result === 'missing') throw new AppError('not_found', MISSING_SITUATION_MESSAGE);
      const saved = await mustFind(companyId, situationId, MISSING_SITUATION_MESSAGE);
      const operation = saved.operations.find((o) => o.id === operationId);
      if (!operation) throw new AppError('not_found', 'Operation not found.');
      return { created: result === 'created', operation };
    },

    /**
     * Deleting the last operation leaves the situation empty: allowed, so a company can empty a
     * situation and then delete it; the configurator then refuses to be left while it stays
     * empty (docs/spec/behaviour.md §2, §5).
     */
    async removeOperation(companyId: string, situationId: string, operationId: string): Promise<void> {
      const result = await situations.deleteOperation(companyId, situationId, operationId, now());
      if (result === 'missing') throw notFound('Operation');
    },

    suggestions(subject: TDataSubject, locale: TLocale, edition: Edition): TSuggestion[] {
      return presets.suggestions(subject, locale, edition);
    },
  };
}
export type SituationsDomain = ReturnType<typeof createSituationsDomain>;
