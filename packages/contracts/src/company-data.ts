// Contracts of the company data the documents need beyond the spec's model
// (docs/facts/document-checklists.md, "NEW" fields): website, legal representative, employee count,
// security measures, processors for the processing agreements, video surveillance.
//
// A module of its own (`@conform/contracts/company-data`): the processors' rules need the
// catalogue's countries and their transfer regimes, which the shell must not download.
import {
  legalValue,
  CHANNEL_KINDS,
  CHANNEL_TOOL_KINDS,
  COOKIE_CATEGORIES,
  COOKIE_DURATION_UNITS,
  COOKIE_USES,
  PRODUCT_IDS,
  SECURITY_MEASURES,
  TRANSFER_MECHANISMS,
  transferMechanismsFor,
  type TTransferMechanism,
  valueLists,
} from '@conform/catalogues';
import { z } from 'zod';
import { checkTransferPin, keepPin, transferPinShape } from './transfer-pin.ts';
import { ZDaySchema, ZEmailSchema } from './validation.ts';

/** Message keys of this file (the companies service answers them in `details`, the forms translate them). */
export const COMPANY_DATA_VALIDATION_KEYS = [
  'validation.website.invalid',
  'validation.employeeCount.invalid',
  'validation.securityMeasures.required',
  'validation.country.invalid',
  'validation.transferMechanism.required',
  'validation.transferMechanism.invalid',
  'validation.dpfCheckedOn.required',
  'validation.sccModule.required',
  'validation.sccSignedOn.required',
  'validation.derogation.required',
  'validation.date.future',
  'validation.cctv.areas.required',
  'validation.cctv.retentionDays.invalid',
  'validation.cctv.retentionReason.required',
  'validation.date.invalid',
  'validation.list.duplicate',
  'validation.list.tooMany',
  'validation.channel.languages.required',
  'validation.channel.product.invalid',
  'validation.time.invalid',
  'validation.terms.months.invalid',
  'validation.cookie.duration.invalid',
  'validation.cookie.category.necessary',
  'validation.cookie.none',
] as const;

export const COMPANY_DATA_LIMITS = {
  processors: 50,
  subProcessors: 30,
  items: 50,
  channels: 20,
  tools: 30,
  cookies: 50,
} as const;

const text = () => z.string({ error: 'validation.required' }).trim();
const required = (max: number) => text().min(1, 'validation.required').max(max, 'validation.tooLong');
/**
 * Optional text: empty is stored as null. Null is accepted too, so that what a form's schema
 * outputs (and sends) parses again on the service.
 */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((v) => v || null);

/** A list of short texts, no blanks and no repeats. */
const texts = (max: number, min: 0 | 1, minMessage = 'validation.required') =>
  z
    .array(required(max))
    .min(min, minMessage)
    .max(COMPANY_DATA_LIMITS.items, 'validation.list.tooMany')
    .refine((items) => new Set(items.map((i) => i.toLowerCase())).size === items.length, {
      message: 'validation.list.duplicate',
    });

/** A website: a domain, with or without http(s)://, and an optional path. */
const WEBSITE = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(:\d{2,5})?(\/\S*)?$/i;

/** An address that may be left out (empty: not said, null). */
const optionalWebsite = () =>
  z
    .string()
    .trim()
    .max(300, 'validation.tooLong')
    .nullish()
    .refine((v) => !v || WEBSITE.test(v), 'validation.website.invalid')
    .transform((v) => v || null);

/** `PUT /companies/:companyId/details`: what the policies and signature blocks name. */
export const ZCompanyDetailsSchema = z.object({
  /** The site the privacy and cookie policies apply to; none when the company has no website. */
  website: optionalWebsite(),
  /** Who signs for the company (agreements, notices' acknowledgement, DPIA approval). */
  legalRepresentative: z.object({
    name: required(200),
    /** E.g. administrator, general manager. */
    role: required(120),
  }),
  /** Employees today (Art. 30(5) wording, DPO need); 0 for a company without employees. */
  employeeCount: z
    .number({ error: 'validation.employeeCount.invalid' })
    .int('validation.employeeCount.invalid')
    .min(0, 'validation.employeeCount.invalid')
    .max(1_000_000, 'validation.employeeCount.invalid'),
  /**
   * Art. 37(1)(a) GDPR: the company is a public authority or body, as national law defines it (WP243
   * only recommends a DPO to private bodies carrying out public tasks). Null when not said: no
   * document states it either way.
   */
  publicBody: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
});
export type TCompanyDetailsInput = z.input<typeof ZCompanyDetailsSchema>;
export type TCompanyDetails = z.output<typeof ZCompanyDetailsSchema>;

/** `PUT /companies/:companyId/security-measures`: the TOMs summary (Art. 30(1)(g), Art. 32). */
export const ZSecurityMeasuresSchema = z
  .object({
    /** The catalogue's measures the company applies. */
    measures: z
      .array(z.enum(SECURITY_MEASURES))
      .refine((m) => new Set(m).size === m.length, { message: 'validation.list.duplicate' }),
    /** Other measures, in the company's words. */
    other: text().max(2000, 'validation.tooLong').default(''),
  })
  .refine((s) => s.measures.length > 0 || s.other !== '', {
    message: 'validation.securityMeasures.required',
    path: ['measures'],
  });
export type TSecurityMeasuresInput = z.input<typeof ZSecurityMeasuresSchema>;
export type TSecurityMeasures = z.output<typeof ZSecurityMeasuresSchema>;

const countryRegime = new Map(valueLists.countries.map((c) => [c.id, c.transfer]));
/** A country of the catalogue's list (ISO code, or OTHER), whose transfer regime is known. */
const ZCountrySchema = z
  .string({ error: 'validation.required' })
  .refine((c) => countryRegime.has(c), 'validation.country.invalid');

/**
 * A recipient's Chapter V mechanism outside the EEA: required, and one the country's regime allows
 * (an adequacy decision only where one exists, the DPF only for the United States). Returns whether
 * a valid mechanism outside the EEA was given, for the checks that pin it further.
 */
function checkTransferMechanism(
  recipient: { country: string; transferMechanism: TTransferMechanism | null },
  ctx: z.RefinementCtx,
): boolean {
  const regime = countryRegime.get(recipient.country);
  if (!regime || regime === 'EEA') return false;
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['transferMechanism'], message });
  if (recipient.transferMechanism === null) issue('validation.transferMechanism.required');
  else if (!transferMechanismsFor(regime).includes(recipient.transferMechanism)) {
    issue('validation.transferMechanism.invalid');
  } else return true;
  return false;
}

/**
 * A country outside the list (OTHER) is named: the documents print the name, and a storage location
 * typed on an operation with the same name is the country this processor is in.
 */
const countryNameShape = {
  /** The country's name when `country` is OTHER; null otherwise. */
  countryName: z
    .string()
    .trim()
    .max(100, 'validation.tooLong')
    .nullish()
    .transform((v) => v || null),
};
function checkCountryName(recipient: { country: string; countryName: string | null }, ctx: z.RefinementCtx) {
  if (recipient.country === 'OTHER' && !recipient.countryName)
    ctx.addIssue({ code: 'custom', path: ['countryName'], message: 'validation.required' });
}
const keepCountryName = (country: string, name: string | null) => (country === 'OTHER' ? name : null);

/** Inside the EEA no mechanism is kept. */
const mechanismOutsideEea = (country: string, mechanism: TTransferMechanism | null) =>
  countryRegime.get(country) === 'EEA' ? null : mechanism;

/**
 * A sub-processor the processor engages (agreement's Annex IV). Outside the EEA the transfer is the
 * processor's (module 3 clauses, or the sub-processor's DPF certification): the admin records the
 * safeguard the processor's list of sub-processors states, one the country's regime allows.
 */
export const ZSubProcessorSchema = z
  .object({
    name: required(200),
    country: ZCountrySchema,
    ...countryNameShape,
    /** What it does for the processor. */
    service: optional(300),
    /** Outside the EEA: the safeguard the processor states for it; null inside the EEA. */
    transferMechanism: z
      .enum(TRANSFER_MECHANISMS)
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((s, ctx) => {
    checkCountryName(s, ctx);
    checkTransferMechanism(s, ctx);
  })
  .transform((s) => ({
    ...s,
    countryName: keepCountryName(s.country, s.countryName),
    transferMechanism: mechanismOutsideEea(s.country, s.transferMechanism),
  }));

/**
 * A processor of the company (Art. 28): the other party of a processing agreement. Outside the EEA
 * a transfer mechanism is required, one the country's regime allows (an adequacy decision only
 * where one exists, the DPF only for the United States); inside it none is kept.
 */
export const ZProcessorSchema = z
  .object({
    name: required(200),
    /** Its fiscal code (CUI) or foreign tax or VAT number. */
    fiscalCode: required(40),
    registrationNumber: optional(60),
    address: required(300),
    country: ZCountrySchema,
    ...countryNameShape,
    /** Who signs for the processor. */
    representative: optional(200),
    contactEmail: z
      .string()
      .trim()
      .nullish()
      .refine((v) => !v || ZEmailSchema.safeParse(v).success, 'validation.email.invalid')
      .transform((v) => (v ? v.toLowerCase() : null)),
    /** The service it provides, as the agreement describes the processing. */
    service: required(1000),
    transferMechanism: z.enum(TRANSFER_MECHANISMS).nullable().default(null),
    /** What pins the mechanism (DPF day checked, SCC module and day signed, Art. 49(1) point, BCR reference). */
    ...transferPinShape,
    subProcessors: z
      .array(ZSubProcessorSchema)
      .max(COMPANY_DATA_LIMITS.subProcessors, 'validation.list.tooMany')
      .default([]),
  })
  .superRefine((p, ctx) => {
    checkCountryName(p, ctx);
    // The mechanism is pinned by the fact that makes it true for this recipient.
    if (checkTransferMechanism(p, ctx)) checkTransferPin(p, ctx);
  })
  // Only the facts of the chosen mechanism are kept (none inside the EEA).
  .transform((p) =>
    keepPin(
      { ...p, countryName: keepCountryName(p.country, p.countryName) },
      mechanismOutsideEea(p.country, p.transferMechanism),
    ),
  );
export type TProcessorInput = z.input<typeof ZProcessorSchema>;
export type TProcessor = z.output<typeof ZProcessorSchema>;

/**
 * The longest retention of footage without a stated reason (Law 190/2018 art. 5): the catalogue's
 * dated figure in force when this module is loaded (the form's default and the check of a reason).
 */
export const CCTV_DEFAULT_RETENTION_DAYS = legalValue('EMPLOYEE_MONITORING_RETENTION_DAYS', new Date());

/** `PUT /companies/:companyId/cctv`: video surveillance details (Law 190/2018 art. 5, CCTV notice). */
export const ZCctvSchema = z
  .object({
    /** The areas the cameras cover (never private areas such as changing rooms). */
    areas: texts(200, 1, 'validation.cctv.areas.required'),
    retentionDays: z
      .number({ error: 'validation.cctv.retentionDays.invalid' })
      .int('validation.cctv.retentionDays.invalid')
      .min(1, 'validation.cctv.retentionDays.invalid')
      .max(365, 'validation.cctv.retentionDays.invalid')
      .default(CCTV_DEFAULT_RETENTION_DAYS),
    /** Why footage is kept longer than 30 days (a law or a documented justification). */
    retentionReason: optional(1000),
    /** Who receives the footage (security company, police on request, …). */
    recipients: texts(200, 0),
    /** Less intrusive means tried before cameras (monitoring of employees). */
    lessIntrusiveMeans: optional(1000),
    /** When the trade union or the employees' representatives were consulted (YYYY-MM-DD). */
    consultationDate: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || null)
      .pipe(ZDaySchema.nullable()),
    /** The people authorised to view the images, live and recorded (name and position). */
    viewers: z
      .array(z.object({ name: required(120), position: required(120) }))
      .max(COMPANY_DATA_LIMITS.items, 'validation.list.tooMany')
      .default([]),
  })
  .superRefine((c, ctx) => {
    if (c.retentionDays > CCTV_DEFAULT_RETENTION_DAYS && c.retentionReason === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['retentionReason'],
        message: 'validation.cctv.retentionReason.required',
      });
    }
  });
export type TCctvInput = z.input<typeof ZCctvSchema>;
export type TCctv = z.output<typeof ZCctvSchema>;

/** The languages a channel can be in (the documents' languages). */
export const CHANNEL_LANGUAGES = ['ro', 'en'] as const;

/**
 * How long a cookie stays on the device: the browser session (no amount), or an amount of days,
 * months or years (1..999). A session cookie's amount is dropped.
 */
const cookieDuration = {
  duration: z.enum(COOKIE_DURATION_UNITS, { error: 'validation.required' }),
  durationAmount: z
    .number({ error: 'validation.cookie.duration.invalid' })
    .int('validation.cookie.duration.invalid')
    .min(1, 'validation.cookie.duration.invalid')
    .max(999, 'validation.cookie.duration.invalid')
    .nullish()
    .transform((v) => v ?? null),
};

const checkDuration = (c: { duration: string; durationAmount: number | null }, ctx: z.RefinementCtx) => {
  if (c.duration !== 'SESSION' && c.durationAmount === null) {
    ctx.addIssue({ code: 'custom', path: ['durationAmount'], message: 'validation.cookie.duration.invalid' });
  }
};

/**
 * A cookie (or similar technology: local storage, pixel) a channel's tool sets, as its provider
 * documents it: its name, its type, how long it stays and whether it is set on the channel's own
 * domain (first party) or on the provider's (third party). Its purpose and provider are the tool's.
 */
export const ZToolCookieSchema = z
  .object({
    name: required(200),
    category: z.enum(COOKIE_CATEGORIES, { error: 'validation.required' }),
    ...cookieDuration,
    thirdParty: z.boolean({ error: 'validation.required' }),
  })
  .superRefine(checkDuration)
  .transform((c) => ({ ...c, durationAmount: c.duration === 'SESSION' ? null : c.durationAmount }));
export type TToolCookieInput = z.input<typeof ZToolCookieSchema>;
export type TToolCookie = z.output<typeof ZToolCookieSchema>;

/**
 * A cookie the channel sets itself, tied to no tool (the shop's session, the cart, the cookie that
 * records the person's consent choice): first party, the company its provider, so its purpose is
 * said here.
 */
export const ZChannelCookieSchema = z
  .object({
    name: required(200),
    purpose: required(500),
    category: z.enum(COOKIE_CATEGORIES, { error: 'validation.required' }),
    ...cookieDuration,
  })
  .superRefine(checkDuration)
  .transform((c) => ({ ...c, durationAmount: c.duration === 'SESSION' ? null : c.durationAmount }));
export type TChannelCookieInput = z.input<typeof ZChannelCookieSchema>;
export type TChannelCookie = z.output<typeof ZChannelCookieSchema>;

/** A list of cookies, no name twice; null (absent) when not said, distinct from none ([]). */
const cookieList = <S extends z.ZodType<{ name: string }>>(schema: S) =>
  z
    .array(schema)
    .max(COMPANY_DATA_LIMITS.cookies, 'validation.list.tooMany')
    .refine((l) => new Set(l.map((c) => c.name)).size === l.length, { message: 'validation.list.duplicate' })
    .nullish()
    .transform((v) => v ?? null);

/**
 * A third-party tool a channel uses (analytics, pixel, newsletter, payments, …): who provides it,
 * what for, whether it sets cookies, and where the data goes. Outside the EEA a transfer mechanism
 * is required, one the country's regime allows (the processors' rule); inside it none is kept.
 */
export const ZChannelToolSchema = z
  .object({
    kind: z.enum(CHANNEL_TOOL_KINDS, { error: 'validation.required' }),
    /** The provider's name (e.g. Google Analytics, Stripe). */
    provider: required(200),
    /** What the company uses it for, in its words. */
    purpose: required(500),
    cookies: z.enum(COOKIE_USES, { error: 'validation.required' }),
    country: ZCountrySchema,
    transferMechanism: z
      .enum(TRANSFER_MECHANISMS, { error: 'validation.transferMechanism.invalid' })
      .nullish()
      .transform((v) => v ?? null),
    /**
     * The cookies it sets, each as its provider documents it; null when not said (the cookie policy
     * then asks for them), [] for a tool that sets none.
     */
    cookieList: cookieList(ZToolCookieSchema),
  })
  .superRefine((t, ctx) => {
    checkTransferMechanism(t, ctx);
    // A tool said to set no cookies lists none; a strictly necessary tool sets only strictly
    // necessary ones (Law 506/2004 art. 4(6)): the others need the consent it is not asked for.
    if (t.cookies === 'NONE' && (t.cookieList?.length ?? 0) > 0) {
      ctx.addIssue({ code: 'custom', path: ['cookieList'], message: 'validation.cookie.none' });
    }
    if (t.cookies === 'STRICTLY_NECESSARY') {
      t.cookieList?.forEach((c, i) => {
        if (c.category !== 'STRICTLY_NECESSARY') {
          ctx.addIssue({
            code: 'custom',
            path: ['cookieList', i, 'category'],
            message: 'validation.cookie.category.necessary',
          });
        }
      });
    }
  })
  .transform((t) => ({ ...t, transferMechanism: mechanismOutsideEea(t.country, t.transferMechanism) }));
export type TChannelToolInput = z.input<typeof ZChannelToolSchema>;
export type TChannelTool = z.output<typeof ZChannelToolSchema>;

/**
 * One of the company's online channels (a website, shop, app, booking page, social page): the
 * privacy and cookie policies and the banner are built from these facts. `id` is given by the
 * service: absent on a new channel, kept on one already saved.
 */
export const ZChannelSchema = z.object({
  id: z.string().trim().max(64).nullish(),
  kind: z.enum(CHANNEL_KINDS, { error: 'validation.required' }),
  name: required(200),
  /** Its address (the website rule); for a mobile app, its page in the app store. */
  url: text()
    .min(1, 'validation.required')
    .max(300, 'validation.tooLong')
    .refine((v) => WEBSITE.test(v), 'validation.website.invalid'),
  /**
   * Where its privacy policy and its cookie policy are published (the banner and the policies link
   * to them); null when not said: the banner then asks for the address.
   */
  privacyPolicyUrl: optionalWebsite(),
  cookiePolicyUrl: optionalWebsite(),
  /** The languages it is published in: at least one. */
  languages: z
    .array(z.enum(CHANNEL_LANGUAGES))
    .min(1, 'validation.channel.languages.required')
    .refine((l) => new Set(l).size === l.length, { message: 'validation.list.duplicate' }),
  /** The company's packages it serves (catalogue product ids, e.g. ONLINE_SHOP); may be empty. */
  products: z
    .array(
      z
        .string()
        .refine((p) => (PRODUCT_IDS as readonly string[]).includes(p), 'validation.channel.product.invalid'),
    )
    .max(COMPANY_DATA_LIMITS.items, 'validation.list.tooMany')
    .refine((p) => new Set(p).size === p.length, { message: 'validation.list.duplicate' })
    .default([]),
  tools: z.array(ZChannelToolSchema).max(COMPANY_DATA_LIMITS.tools, 'validation.list.tooMany').default([]),
  /**
   * The cookies the channel sets itself, tied to no tool (its session, the consent choice); null
   * when not said.
   */
  cookies: cookieList(ZChannelCookieSchema),
});
export type TChannelInput = z.input<typeof ZChannelSchema>;
export type TChannel = z.output<typeof ZChannelSchema>;

/** `PUT /companies/:companyId/channels`: the whole list, replacing the saved one. */
export const ZChannelsSchema = z.object({
  channels: z.array(ZChannelSchema).max(COMPANY_DATA_LIMITS.channels, 'validation.list.tooMany'),
});
export type TChannelsInput = z.input<typeof ZChannelsSchema>;
export type TChannels = z.output<typeof ZChannelsSchema>;

/** An hour of the day, HH:MM on 24 hours (e.g. 14:00). */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time that may be left out (empty: not said, null). */
const optionalTime = () =>
  z
    .string()
    .trim()
    .nullish()
    .refine((v) => !v || TIME.test(v), 'validation.time.invalid')
    .transform((v) => v || null);

/** What happens to a marketing contact who has not interacted for the stated interval. */
export const INACTIVE_CONTACT_ACTIONS = ['DELETE', 'RECONFIRM'] as const;
export type TInactiveContactAction = (typeof INACTIVE_CONTACT_ACTIONS)[number];

/** A group of terms, null when nothing in it was said (every field of it null). */
const group = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object(shape)
    .nullish()
    .transform((g) => (g && Object.values(g).some((v) => v !== null) ? g : null));

/**
 * `PUT /companies/:companyId/commercial-terms`: the company's own commercial terms the terms and
 * the marketing policy state. Each field is null when not said and
 * the document then asks it; a free text is the company's own term, printed as given, never read
 * for meaning. The whole set is replaced.
 */
export const ZCommercialTermsSchema = z.object({
  /** Accommodation (the booking terms of ONLINE_ACCOMMODATION). */
  accommodation: group({
    /** From when the guests may check in, HH:MM. */
    checkIn: optionalTime(),
    /** Until when they check out, HH:MM. */
    checkOut: optionalTime(),
    /** The deposit asked on booking and when the rest is paid, in the company's words. */
    deposit: optional(300),
    /** Until when and how a booking is cancelled free of charge. */
    freeCancellation: optional(500),
    /** The cancellation fees after that. */
    cancellationFees: optional(500),
  }),
  /** Courses (the terms of ONLINE_COURSES). */
  courses: group({
    /** The refunds after the 14-day withdrawal period (e.g. for a cancelled in-person course). */
    refundAfterWithdrawal: optional(1000),
  }),
  /** Marketing messages (the marketing policy): the interval and what happens then, both or neither. */
  marketing: group({
    /** After how many months without interaction a contact is deleted or asked to reconfirm. */
    inactiveContactsMonths: z
      .number({ error: 'validation.terms.months.invalid' })
      .int('validation.terms.months.invalid')
      .min(1, 'validation.terms.months.invalid')
      .max(120, 'validation.terms.months.invalid')
      .nullish()
      .transform((v) => v ?? null),
    inactiveContactsAction: z
      .enum(INACTIVE_CONTACT_ACTIONS, { error: 'validation.required' })
      .nullish()
      .transform((v) => v ?? null),
  }).superRefine((m, ctx) => {
    if (!m) return;
    if (m.inactiveContactsMonths === null)
      ctx.addIssue({ code: 'custom', path: ['inactiveContactsMonths'], message: 'validation.required' });
    if (m.inactiveContactsAction === null)
      ctx.addIssue({ code: 'custom', path: ['inactiveContactsAction'], message: 'validation.required' });
  }),
});
export type TCommercialTermsInput = z.input<typeof ZCommercialTermsSchema>;
export type TCommercialTerms = z.output<typeof ZCommercialTermsSchema>;
