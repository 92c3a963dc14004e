import type { TLocalized } from '../schema/common.ts';
import type {
  TCookieUse,
  TLegalGround,
  TLegitimateInterestKind,
  TPurposeCategory,
  TSpecialDataGround,
} from '../schema/enums.ts';
import type { TOperationPreset, TSituationPreset, TSubjectPresets } from '../schema/presets.ts';
import type { TCountryId } from '../values/locations.ts';
import { RECIPIENTS } from '../values/recipients.ts';
import type {
  TDataTypeId,
  TRecipientId,
  TRetentionId,
  TSourceId,
  TStorageLocationId,
} from '../values/index.ts';

/** A value ref whose id is checked against a value list at compile time. */
export type TRef<I extends string> = I | TLocalized;

/** How preset content is written: like an operation preset, with typed ids and defaults. */
export type TOperationInput = {
  /** `<situation id>-<short id>`. */
  id: string;
  /** Operation name. */
  name: TLocalized;
  /** Purpose, written for the information notice. */
  purpose: TLocalized;
  /** What kind of purpose it is: decides which documents list the operation. */
  purposeCategory: TPurposeCategory;
  /** Cookies or similar technologies on the device; none when omitted. */
  cookies?: TCookieUse;
  /** Part of the core activity (WP243 §2.1.2), when certain for every company; not known when omitted. */
  coreActivity?: boolean;
  /** Vulnerable people (WP248 rev.01 criterion 7), when certain; not known when omitted. */
  vulnerableSubjects?: boolean;
  /** The kind of legitimate interest pursued; required when the grounds include LEGITIMATE_INTEREST. */
  interestKind?: TLegitimateInterestKind;
  /** Processed data types. */
  data: readonly TRef<TDataTypeId>[];
  /** Legal grounds (Art. 6(1)). */
  grounds: readonly TLegalGround[];
  /** The law (legal obligation) or the interest (legitimate interest); omitted otherwise. */
  groundReason?: TLocalized;
  /** Art. 9(2) exception; omitted when no special data is processed. */
  specialDataGround?: TSpecialDataGround;
  /** Sources of the data. */
  sources: readonly TRef<TSourceId>[];
  /** Recipients; none when omitted. */
  recipients?: readonly TRef<TRecipientId>[];
  /** Recipients' countries; derived from the recipients when omitted (their `country`, else Romania). */
  recipientsLocations?: readonly TRef<TCountryId>[];
  /** Retention preset. */
  storageDuration: TRef<TRetentionId>;
  /** Storage countries; Romania when omitted (docs/spec/catalogues.md §10.4). */
  storageLocations?: readonly TRef<TStorageLocationId>[];
  /** Video surveillance: documents state the company's CCTV retention instead of `storageDuration`. */
  videoSurveillance?: true;
};

/** The countries the recipients are in: each recipient's usual country, else Romania. */
export function locationsOf(recipients: readonly TRef<TRecipientId>[]): TCountryId[] {
  const out: TCountryId[] = [];
  for (const recipient of recipients) {
    const entry =
      typeof recipient === 'string' ? (RECIPIENTS[recipient] as { country?: TCountryId }) : undefined;
    const country: TCountryId = entry?.country ?? 'RO';
    if (!out.includes(country)) out.push(country);
  }
  return out;
}

/** An operation preset with the defaults filled in. */
export function op(input: TOperationInput): TOperationPreset {
  const recipients = input.recipients ?? [];
  return {
    id: input.id,
    name: input.name,
    purpose: input.purpose,
    purposeCategory: input.purposeCategory,
    cookies: input.cookies ?? 'NONE',
    coreActivity: input.coreActivity ?? null,
    vulnerableSubjects: input.vulnerableSubjects ?? null,
    interestKind: input.interestKind ?? null,
    data: [...input.data],
    grounds: [...input.grounds],
    groundReason: input.groundReason ?? null,
    specialDataGround: input.specialDataGround ?? null,
    sources: [...input.sources],
    recipients: [...recipients],
    recipientsLocations: [...(input.recipientsLocations ?? locationsOf(recipients))],
    storageDuration: input.storageDuration,
    storageLocations: [...(input.storageLocations ?? ['RO'])],
    ...(input.videoSurveillance ? { videoSurveillance: true as const } : {}),
  };
}

/** Overrides for a shared operation builder; the id suffix and everything else may change. */
export type TOperationOverrides = Partial<Omit<TOperationInput, 'id'>> & { suffix?: string };

/** A shared operation for situation `situationId`: `base` adjusted by `overrides`. */
export function shared(
  situationId: string,
  suffix: string,
  base: Omit<TOperationInput, 'id'>,
  overrides: TOperationOverrides = {},
): TOperationPreset {
  const { suffix: customSuffix, ...rest } = overrides;
  return op({ ...base, ...rest, id: `${situationId}-${customSuffix ?? suffix}` });
}

/** A preset situation. */
export function situation(id: string, name: TLocalized, operations: TOperationPreset[]): TSituationPreset {
  return { id, name, operations };
}

/**
 * A data subject's presets with the assessment answers the catalogue gives with certainty: `vulnerable`
 * for every operation (WP248 rev.01 criterion 7 names employees and patients), `core` by operation id
 * (WP243 §2.1.2: a hospital's patient records are core; paying employees and standard IT support are
 * ancillary). Whatever is not given stays null: the admin answers.
 */
export function withAssessment(
  presets: TSubjectPresets,
  answers: { vulnerable?: boolean; core?: Readonly<Record<string, boolean>> },
): TSubjectPresets {
  return {
    ...presets,
    situations: presets.situations.map((s) => ({
      ...s,
      operations: s.operations.map((o) => ({
        ...o,
        coreActivity: answers.core?.[o.id] ?? o.coreActivity,
        vulnerableSubjects: answers.vulnerable ?? o.vulnerableSubjects,
      })),
    })),
  };
}
