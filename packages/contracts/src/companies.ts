// Contracts of the companies service: Z<Name>Schema zod schemas and T<Name> types.
//
// Validation messages are keys (`validation.…`), not sentences: the service returns them in
// `details` and the front ends show them in the user's language. The field validators (fiscal code,
// registration number, phone, e-mail) are the shared ones of validation.ts.
import { z } from 'zod';
import {
  fiscalCodeSchema,
  isValidPhone,
  phoneSchema,
  registrationNumberSchema,
  ZDaySchema,
  ZEmailSchema,
  ZPlatformSchema,
} from './validation.ts';
import { toEdition, type Platform } from './edition.ts';

/** Message keys of this file beyond validation.ts's VALIDATION_MESSAGES. */
export const COMPANY_VALIDATION_KEYS = [
  'validation.tooLong',
  'validation.product.invalid',
  'validation.products.tooMany',
  'validation.date.invalid',
  'validation.date.future',
] as const;

// `error` on the type covers a missing field: it reads as "required", not "expected string".
const text = () => z.string({ error: 'validation.required' }).trim();
const required = (max: number) => text().min(1, 'validation.required').max(max, 'validation.tooLong');
const optional = (max: number) => text().max(max, 'validation.tooLong').default('');

/** Company info as stored and answered (docs/spec/behaviour.md §3). */
export const ZCompanyInfoSchema = z.object({
  fiscalCode: z.string(),
  registrationNumber: z.string(),
  name: z.string(),
  country: z.string(),
  city: z.string(),
  county: z.string(),
  streetAddress: z.string(),
  phoneNumber: z.string(),
});
export type TCompanyInfo = z.infer<typeof ZCompanyInfoSchema>;

/**
 * The company form's rules for an edition (docs/spec/behaviour.md §5): name, street address and city required; county
 * on RO and EN, country on INT; registration number required on RO, optional on EN and INT.
 */
export function companyInfoSchemaFor(platform: Platform) {
  const edition = toEdition(platform);
  return z.object({
    fiscalCode: fiscalCodeSchema(edition),
    // prefault: a missing number goes through the edition's rule (required on RO) as ''.
    registrationNumber: registrationNumberSchema(edition).prefault(''),
    name: required(200),
    // The RO and EN editions serve Romanian companies: the country is Romania unless stated.
    country: platform === 'int' ? required(60) : optional(60).transform((v) => v || 'RO'),
    city: required(120),
    county: platform === 'int' ? optional(120) : required(120),
    streetAddress: required(300),
    // The registry lookup leaves it empty (docs/spec/behaviour.md §3); when given it follows the edition's phone rule.
    phoneNumber: optional(30).refine(
      (v) => v === '' || isValidPhone(v, edition),
      edition === 'RO' ? 'validation.phone.invalidRo' : 'validation.phone.invalidIntl',
    ),
  });
}

/** A product id as stored in a company's lists (the catalogue's ids: upper snake case). */
export const ZCompanyProductIdSchema = text().regex(/^[A-Z][A-Z0-9_]{1,63}$/, 'validation.product.invalid');

/** `POST /companies` for an edition: the company form plus the quiz's products and the stored referral. */
export function createCompanySchemaFor(platform: Platform) {
  return z.object({
    info: companyInfoSchemaFor(platform),
    /** Product ids from the quiz results: they become the pending list (the cart). */
    products: z.array(ZCompanyProductIdSchema).max(64, 'validation.products.tooMany').default([]),
    referral: z.string().trim().min(1).max(100, 'validation.tooLong').optional(),
  });
}
/** The RO edition's creation rules (the default platform); routes use `createCompanySchemaFor`. */
export const ZCreateCompanySchema = createCompanySchemaFor('ro');
export type TCreateCompanyInput = z.input<typeof ZCreateCompanySchema>;
export type TCreateCompany = z.output<typeof ZCreateCompanySchema>;

/** The person in charge of data protection (docs/spec/behaviour.md §3). */
export const ZDataProtectionResponsibleSchema = z.object({
  /** Formally appointed as DPO to the supervisory authority; false when only handled internally. */
  isDpo: z.boolean(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /**
   * A DPO: the day (YYYY-MM-DD) the appointment was communicated to the supervisory authority
   * (ANSPDCP, Art. 37(7)); null when not said, and always for a contact person. Companies saved
   * before the question existed have none (null).
   */
  notifiedOn: z.string().nullable(),
});
export type TDataProtectionResponsible = z.infer<typeof ZDataProtectionResponsibleSchema>;

/** Contact info form rules (docs/spec/behaviour.md §5): contact e-mail; responsible name, e-mail and phone required. */
export function contactInfoSchemaFor(platform: Platform) {
  return z.object({
    contactEmail: ZEmailSchema,
    dataProtectionResponsible: z
      .object({
        isDpo: z.boolean({ error: 'validation.required' }),
        name: required(200),
        email: ZEmailSchema,
        // Stored without spaces (validation.ts's phone schema).
        phone: phoneSchema(toEdition(platform)),
        /** Asked of a DPO only: a contact person's is dropped (null). Optional, never in the future. */
        notifiedOn: z
          .string({ error: 'validation.date.invalid' })
          .trim()
          .nullish()
          .transform((v) => v || null)
          .pipe(ZDaySchema.refine((day) => day <= latestToday(), 'validation.date.future').nullable()),
      })
      .transform((r) => ({ ...r, notifiedOn: r.isDpo ? r.notifiedOn : null })),
  });
}

/** Today where it is already latest (UTC+14): a day after it is in the future everywhere. */
function latestToday(): string {
  return new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
}
export const ZContactInfoSchema = contactInfoSchemaFor('ro');
export type TContactInfoInput = z.input<typeof ZContactInfoSchema>;
export type TContactInfo = z.output<typeof ZContactInfoSchema>;

/** The three product lists of a company (docs/spec/behaviour.md §4 product lifecycle). */
export const ZCompanyProductsSchema = z.object({
  /** In the cart, not bought yet. */
  pending: z.array(z.string()),
  /**
   * Configured (or needing no configuration); a subset of pending, purchased and refunded (a refunded
   * package keeps its configuration: bought again, its documents are made at once).
   */
  configured: z.array(z.string()),
  purchased: z.array(z.string()),
});
export type TCompanyProducts = z.infer<typeof ZCompanyProductsSchema>;

/**
 * A package whose order was refunded and that was not bought again since: it is no longer purchased
 * and its documents are locked. `refundedAt` is when the refund reached the company.
 */
export const ZCompanyRefundSchema = z.object({
  product: z.string(),
  refundedAt: z.iso.datetime({ offset: true }),
});
export type TCompanyRefund = z.infer<typeof ZCompanyRefundSchema>;

/** A processor of the company as stored (the input rules: `@conform/contracts/company-data`). */
export const ZProcessorRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  fiscalCode: z.string(),
  registrationNumber: z.string().nullable(),
  address: z.string(),
  /** A country id of the catalogue's `countries` value list (ISO code or OTHER). */
  country: z.string(),
  /** With country OTHER: the country's name (null otherwise, or saved before it was asked; absent: null). */
  countryName: z.string().nullable().default(null),
  representative: z.string().nullable(),
  contactEmail: z.string().nullable(),
  service: z.string(),
  /** ADEQUACY, DPF, SCC, BCR or DEROGATION outside the EEA; null inside it. */
  transferMechanism: z.string().nullable(),
  /**
   * What pins the mechanism, null when not said (processors saved before these facts existed have
   * none): the day the DPF list was checked, the SCC module (`sccModuleEntries`) and day signed,
   * the Art. 49(1) point (`transferDerogationEntries`), the BCR approval reference.
   */
  dpfCheckedOn: z.string().nullable(),
  sccModule: z.string().nullable(),
  sccSignedOn: z.string().nullable(),
  derogation: z.string().nullable(),
  bcrReference: z.string().nullable(),
  /** Each sub-processor; outside the EEA with the safeguard the processor states (null: not said). */
  subProcessors: z.array(
    z.object({
      name: z.string(),
      country: z.string(),
      countryName: z.string().nullable().default(null),
      service: z.string().nullable(),
      transferMechanism: z.string().nullable(),
    }),
  ),
});
export type TProcessorRecord = z.infer<typeof ZProcessorRecordSchema>;

/** Video surveillance details as stored. */
export const ZCctvRecordSchema = z.object({
  areas: z.array(z.string()),
  retentionDays: z.number(),
  retentionReason: z.string().nullable(),
  recipients: z.array(z.string()),
  lessIntrusiveMeans: z.string().nullable(),
  /** YYYY-MM-DD. */
  consultationDate: z.string().nullable(),
  /** The people authorised to view the images; stored before they were asked: none. */
  viewers: z.array(z.object({ name: z.string(), position: z.string() })).default([]),
});
export type TCctvRecord = z.infer<typeof ZCctvRecordSchema>;

/** A cookie a channel or its tool sets, as stored. */
const ZCookieRecordSchema = z.object({
  name: z.string(),
  /** COOKIE_CATEGORIES id (labels: `cookieCategoryEntries`). */
  category: z.string(),
  /** COOKIE_DURATION_UNITS id: SESSION, DAYS, MONTHS or YEARS. */
  duration: z.string(),
  /** The number of days, months or years; null for a session cookie. */
  durationAmount: z.number().nullable(),
});

/** One of the company's online channels as stored (the input rules: `@conform/contracts/company-data`). */
export const ZChannelRecordSchema = z.object({
  id: z.string(),
  /** CHANNEL_KINDS id (labels: `channelKindEntries`). */
  kind: z.string(),
  name: z.string(),
  url: z.string(),
  /** Where its privacy policy and its cookie policy are published; null when not said. */
  privacyPolicyUrl: z.string().nullable(),
  cookiePolicyUrl: z.string().nullable(),
  /** 'ro' and/or 'en'. */
  languages: z.array(z.string()),
  /** Catalogue product ids the channel serves. */
  products: z.array(z.string()),
  tools: z.array(
    z.object({
      /** CHANNEL_TOOL_KINDS id (labels: `channelToolKindEntries`). */
      kind: z.string(),
      provider: z.string(),
      purpose: z.string(),
      /** COOKIE_USES id. */
      cookies: z.string(),
      country: z.string(),
      /** Outside the EEA: the mechanism; null inside it. */
      transferMechanism: z.string().nullable(),
      /** The cookies the tool sets; null when not said (saved before they were asked too). */
      cookieList: z.array(ZCookieRecordSchema.extend({ thirdParty: z.boolean() })).nullable(),
    }),
  ),
  /** The cookies the channel sets itself (first party); null when not said. */
  cookies: z.array(ZCookieRecordSchema.extend({ purpose: z.string() })).nullable(),
});
export type TChannelRecord = z.infer<typeof ZChannelRecordSchema>;

/**
 * The company's own commercial terms as stored (the input rules: `@conform/contracts/company-data`);
 * a group is null when nothing in it was said, a field null when not said.
 */
export const ZCommercialTermsRecordSchema = z.object({
  accommodation: z
    .object({
      /** HH:MM. */
      checkIn: z.string().nullable(),
      /** HH:MM. */
      checkOut: z.string().nullable(),
      deposit: z.string().nullable(),
      freeCancellation: z.string().nullable(),
      cancellationFees: z.string().nullable(),
    })
    .nullable(),
  courses: z.object({ refundAfterWithdrawal: z.string().nullable() }).nullable(),
  marketing: z
    .object({
      inactiveContactsMonths: z.number().nullable(),
      /** 'DELETE' or 'RECONFIRM'. */
      inactiveContactsAction: z.string().nullable(),
    })
    .nullable(),
});
export type TCommercialTermsRecord = z.infer<typeof ZCommercialTermsRecordSchema>;

/** A company as the services answer it (docs/spec/behaviour.md §3). */
export const ZCompanySchema = z.object({
  id: z.string(),
  /** The edition the company belongs to, by its platform name (docs/spec/behaviour.md §1). */
  platform: ZPlatformSchema,
  adminIds: z.array(z.string()),
  info: ZCompanyInfoSchema,
  dataProtectionResponsible: ZDataProtectionResponsibleSchema.nullable(),
  contactEmail: z.string().nullable(),
  products: ZCompanyProductsSchema,
  /** Refunded packages not bought again since, the latest refund of each (the dashboard says so). */
  refunds: z.array(ZCompanyRefundSchema),
  /** Data sources changed since the documents were last generated (CONTACT_INFO, a data subject, …). */
  dirty: z.array(z.string()),
  referral: z.string().nullable(),
  /** The website the privacy and cookie policies cover; null when there is none (or not said yet). */
  website: z.string().nullable(),
  legalRepresentative: z.object({ name: z.string(), role: z.string() }).nullable(),
  employeeCount: z.number().nullable(),
  /** Art. 37(1)(a): a public authority or body, as the admin said; null when not said. */
  publicBody: z.boolean().nullable(),
  /** SECURITY_MEASURES ids of the catalogue, and other measures in the company's words. */
  securityMeasures: z.object({ measures: z.array(z.string()), other: z.string() }).nullable(),
  processors: z.array(ZProcessorRecordSchema),
  cctv: ZCctvRecordSchema.nullable(),
  /** The company's online channels and the tools each uses; empty when none was listed. */
  channels: z.array(ZChannelRecordSchema),
  /** The company's own commercial terms (accommodation, courses, marketing); nothing said: all null. */
  commercialTerms: ZCommercialTermsRecordSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCompany = z.infer<typeof ZCompanySchema>;

/** `GET /companies`: the caller's companies on the request's platform. */
export const ZCompanyListSchema = z.object({ companies: z.array(ZCompanySchema) });
export type TCompanyList = z.infer<typeof ZCompanyListSchema>;

/** `POST /companies/:companyId/products/pending` and `…/products/configured`. */
export const ZCompanyProductRequestSchema = z.object({ productId: ZCompanyProductIdSchema });
export type TCompanyProductRequest = z.infer<typeof ZCompanyProductRequestSchema>;
