import { z } from 'zod';
import { ZLocalizedSchema } from './common.ts';

/** The six legal grounds of Art. 6(1) GDPR, in its order: (a) to (f). */
export const LEGAL_GROUNDS = [
  'CONSENT',
  'CONTRACT_PERFORMANCE',
  'LEGAL_OBLIGATION',
  'VITAL_INTEREST',
  'PUBLIC_INTEREST',
  'LEGITIMATE_INTEREST',
] as const;
export const ZLegalGroundSchema = z.enum(LEGAL_GROUNDS);
export type TLegalGround = z.infer<typeof ZLegalGroundSchema>;

/** Grounds that need a stated reason (groundReason) on the operation. */
export const GROUNDS_NEEDING_REASON: readonly TLegalGround[] = ['LEGAL_OBLIGATION', 'LEGITIMATE_INTEREST'];

/** Art. 9(2) exceptions for special categories of data. NONE is stored as null. */
export const SPECIAL_DATA_GROUNDS = [
  'ART9_A',
  'ART9_B',
  'ART9_C',
  'ART9_D',
  'ART9_E',
  'ART9_F',
  'ART9_G',
  'ART9_H',
  'ART9_I',
  'ART9_J',
] as const;
export const ZSpecialDataGroundSchema = z.enum(SPECIAL_DATA_GROUNDS);
export type TSpecialDataGround = z.infer<typeof ZSpecialDataGroundSchema>;

/**
 * Data-subject categories that have a configurator (docs/spec/catalogues.md §1, §11.2). The configurator route
 * parameter is the lowercase value (`/…/configurator/personal_clients`).
 */
export const DATA_SUBJECTS = [
  'PERSONAL_CLIENTS',
  'BUSINESS_CLIENTS',
  'PERSONAL_SUPPLIERS',
  'BUSINESS_SUPPLIERS',
  'CANDIDATES',
  'EMPLOYEES',
  'PATIENTS',
  'EVENT_ATTENDANTS',
  'ONLINE_EVENT_ATTENDANTS',
  'ONLINE_USERS',
  'ONLINE_SHOP_USERS',
  'ONLINE_RESTAURANT_USERS',
  'COURSE_ATTENDANTS',
  'REAL_ESTATE_USERS',
  'ACCOMMODATION_GUESTS',
] as const;
export const ZDataSubjectSchema = z.enum(DATA_SUBJECTS);
export type TDataSubject = z.infer<typeof ZDataSubjectSchema>;

/** Suggestion id prefix per data subject: preset situations are `<prefix>-<id>`, e.g. `e-cim`. */
export const SUGGESTION_PREFIX: Record<TDataSubject, string> = {
  PERSONAL_CLIENTS: 'pc',
  BUSINESS_CLIENTS: 'bc',
  PERSONAL_SUPPLIERS: 'ps',
  BUSINESS_SUPPLIERS: 'bs',
  CANDIDATES: 'c',
  EMPLOYEES: 'e',
  PATIENTS: 'p',
  EVENT_ATTENDANTS: 'ea',
  ONLINE_EVENT_ATTENDANTS: 'oea',
  ONLINE_USERS: 'ou',
  ONLINE_SHOP_USERS: 'osu',
  ONLINE_RESTAURANT_USERS: 'oru',
  COURSE_ATTENDANTS: 'oc',
  REAL_ESTATE_USERS: 'ore',
  ACCOMMODATION_GUESTS: 'oa',
};

/** The configurator route parameter of a data subject. */
export function subjectRouteParam(subject: TDataSubject): string {
  return subject.toLowerCase();
}

/** The data subject for a configurator route parameter, or undefined for an unknown one. */
export function subjectFromRouteParam(param: string): TDataSubject | undefined {
  const upper = param.toUpperCase();
  return (DATA_SUBJECTS as readonly string[]).includes(upper) ? (upper as TDataSubject) : undefined;
}

/** A labelled enumeration value; the label schema is shared by every closed list. */
export const ZEnumEntrySchema = z.strictObject({
  /** The stored value. */
  id: z.string().min(1),
  /** What the user reads. */
  label: ZLocalizedSchema,
  /** A one-line explanation, where the value needs one. */
  description: ZLocalizedSchema.optional(),
});
export type TEnumEntry = z.infer<typeof ZEnumEntrySchema>;

/**
 * Whether providing the data is required (Art. 13(2)(e) GDPR): by law, by a contract, because a
 * contract cannot be concluded or performed without it, or not at all.
 */
export const PROVISION_REQUIREMENTS = [
  'STATUTORY',
  'CONTRACTUAL',
  'CONTRACT_NECESSARY',
  'VOLUNTARY',
] as const;
export const ZProvisionRequirementSchema = z.enum(PROVISION_REQUIREMENTS);
export type TProvisionRequirement = z.infer<typeof ZProvisionRequirementSchema>;

/**
 * The requirement an operation's grounds suggest (docs/facts/document-checklists.md): a legal obligation
 * makes providing the data statutory, a contract makes it necessary for the contract, anything else
 * leaves it voluntary. The strongest ground wins.
 */
export function defaultProvisionRequirement(grounds: readonly TLegalGround[]): TProvisionRequirement {
  if (grounds.includes('LEGAL_OBLIGATION')) return 'STATUTORY';
  if (grounds.includes('CONTRACT_PERFORMANCE')) return 'CONTRACT_NECESSARY';
  return 'VOLUNTARY';
}

/** Automated decision-making (Art. 13(2)(f), Art. 22 GDPR): none, profiling, or solely automated decisions. */
export const AUTOMATED_DECISIONS = ['NONE', 'PROFILING', 'AUTOMATED_DECISION'] as const;
export const ZAutomatedDecisionSchema = z.enum(AUTOMATED_DECISIONS);
export type TAutomatedDecision = z.infer<typeof ZAutomatedDecisionSchema>;

/**
 * What an operation is for, chosen from this list (never read from its name): the documents that
 * speak of one kind of processing (the marketing policy and procedure, the cookie policy, employee
 * monitoring under Law 190/2018 art. 5, WP248's systematic monitoring) list exactly the operations
 * of that category. Every catalogue preset carries one; a custom operation gets the admin's choice.
 */
export const PURPOSE_CATEGORIES = [
  'SERVICE',
  'CUSTOMER_CARE',
  'MARKETING',
  'PUBLICATION',
  'ANALYTICS',
  'RECRUITMENT',
  'EMPLOYMENT',
  'FINANCE',
  'SECURITY',
  'MONITORING',
  'COMPLIANCE',
] as const;
export const ZPurposeCategorySchema = z.enum(PURPOSE_CATEGORIES);
export type TPurposeCategory = z.infer<typeof ZPurposeCategorySchema>;

/**
 * What kind of legitimate interest an operation on Art. 6(1)(f) pursues, chosen from this list (never
 * read from its words): each kind is an interest recognised in recitals 47-49 GDPR and EDPB Guidelines
 * 1/2024, and the legitimate interest assessment prints the standard answers the content gives for it
 * (content/TEST_INTERES_LEGITIM). OTHER: the company answers every question itself.
 */
export const LEGITIMATE_INTEREST_KINDS = [
  'B2B_CONTACT_MANAGEMENT',
  'DIRECT_MARKETING_EXISTING_CUSTOMERS',
  'FEEDBACK_AND_SERVICE_IMPROVEMENT',
  'RESPONDING_TO_ENQUIRIES',
  'RECRUITMENT_SOURCING',
  'EMPLOYMENT_MANAGEMENT',
  'EMPLOYEE_MONITORING',
  'VIDEO_SURVEILLANCE',
  'SECURITY_AND_FRAUD',
  'NETWORK_AND_IT_SECURITY',
  'WEBSITE_OPERATION',
  'EVENT_RECORDING',
  'LEGAL_CLAIMS',
  'OTHER',
] as const;
export const ZLegitimateInterestKindSchema = z.enum(LEGITIMATE_INTEREST_KINDS);
export type TLegitimateInterestKind = z.infer<typeof ZLegitimateInterestKindSchema>;

/**
 * Whether an operation stores or reads information on the person's device (cookies, pixels, local
 * storage, SDK identifiers): Law 506/2004 art. 4(5) (ePrivacy Directive art. 5(3)) asks consent
 * unless it is strictly necessary for the service the person asked for.
 */
export const COOKIE_USES = ['NONE', 'STRICTLY_NECESSARY', 'WITH_CONSENT'] as const;
export const ZCookieUseSchema = z.enum(COOKIE_USES);
export type TCookieUse = z.infer<typeof ZCookieUseSchema>;

/**
 * The kinds of online channel a company reaches people through (a website, a shop, an app, a
 * booking page, a page on a social network): the privacy and cookie policies and the banner are
 * built from the channels the admin lists, never from words they typed.
 */
export const CHANNEL_KINDS = [
  'WEBSITE',
  'ONLINE_SHOP',
  'MOBILE_APP',
  'BOOKING_PAGE',
  'SOCIAL_PAGE',
  'OTHER',
] as const;
export const ZChannelKindSchema = z.enum(CHANNEL_KINDS);
export type TChannelKind = z.infer<typeof ZChannelKindSchema>;

/** The kinds of third-party tool a channel uses (each with its provider, purpose, cookies and country). */
export const CHANNEL_TOOL_KINDS = [
  'ANALYTICS',
  'ADVERTISING_PIXEL',
  'NEWSLETTER',
  'PAYMENTS',
  'CHAT',
  'EMBEDDED_CONTENT',
  'FORMS',
  'OTHER',
] as const;
export const ZChannelToolKindSchema = z.enum(CHANNEL_TOOL_KINDS);
export type TChannelToolKind = z.infer<typeof ZChannelToolKindSchema>;

/**
 * The type of a cookie or similar technology a channel sets, as the cookie policy lists it (Law
 * 506/2004 art. 4(5)-(6); the categories of the EDPB/ANSPDCP practice, docs/facts/). Only a strictly
 * necessary one is set without consent (art. 4(6)); the others wait for the person's consent.
 */
export const COOKIE_CATEGORIES = ['STRICTLY_NECESSARY', 'PREFERENCES', 'STATISTICS', 'MARKETING'] as const;
export const ZCookieCategorySchema = z.enum(COOKIE_CATEGORIES);
export type TCookieCategory = z.infer<typeof ZCookieCategorySchema>;

/** How long a cookie stays on the device: for the browser session, or a number of days, months or years. */
export const COOKIE_DURATION_UNITS = ['SESSION', 'DAYS', 'MONTHS', 'YEARS'] as const;
export const ZCookieDurationUnitSchema = z.enum(COOKIE_DURATION_UNITS);
export type TCookieDurationUnit = z.infer<typeof ZCookieDurationUnitSchema>;

/** Technical and organisational security measures a company can tick (Art. 32 GDPR), summarised in the records and agreements. */
export const SECURITY_MEASURES = [
  'ACCESS_CONTROL',
  'STRONG_AUTHENTICATION',
  'ENCRYPTION',
  'BACKUPS',
  'UPDATES_ANTIVIRUS',
  'ACCESS_LOGS',
  'PHYSICAL_SECURITY',
  'CONFIDENTIALITY',
  'TRAINING',
  'RETENTION_DELETION',
  'PROCESSOR_CONTRACTS',
  'INCIDENT_PROCEDURE',
] as const;
export const ZSecurityMeasureSchema = z.enum(SECURITY_MEASURES);
export type TSecurityMeasure = z.infer<typeof ZSecurityMeasureSchema>;

/**
 * How data may lawfully go to a processor outside the EEA (GDPR Chapter V): an adequacy decision
 * (Art. 45), a recipient certified under the EU-US Data Privacy Framework, standard contractual
 * clauses or binding corporate rules (Art. 46-47), or an Art. 49 derogation as a last resort.
 */
export const TRANSFER_MECHANISMS = ['ADEQUACY', 'DPF', 'SCC', 'BCR', 'DEROGATION'] as const;
export const ZTransferMechanismSchema = z.enum(TRANSFER_MECHANISMS);
export type TTransferMechanism = z.infer<typeof ZTransferMechanismSchema>;

/**
 * The modules of the standard contractual clauses (Decision (EU) 2021/914), in its order: 1
 * controller to controller, 2 controller to processor, 3 processor to processor, 4 processor to
 * controller. A company sending data to its processor signs module 2.
 */
export const SCC_MODULES = ['C2C', 'C2P', 'P2P', 'P2C'] as const;
export const ZSccModuleSchema = z.enum(SCC_MODULES);
export type TSccModule = z.infer<typeof ZSccModuleSchema>;

/** The derogations of Art. 49(1) first subparagraph GDPR, in its order: points (a) to (g). */
export const TRANSFER_DEROGATIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const ZTransferDerogationSchema = z.enum(TRANSFER_DEROGATIONS);
export type TTransferDerogation = z.infer<typeof ZTransferDerogationSchema>;

/**
 * The retention presets' ids (values/retention.ts holds their labels): an operation made from one
 * keeps which it chose (contract `retentionId`), so its text can follow a change of the law.
 */
export const RETENTION_IDS = [
  'sessionDuration',
  'days30',
  'cctv30Days',
  'employeeMonitoring30Days',
  'untilOrderCompleted',
  'untilEventEnds',
  'months3',
  'upTo3Months',
  'candidates3Months',
  'months6',
  'year1',
  'upTo1Year',
  'cookies13Months',
  'years3',
  'years3AfterEvent',
  'years3Limitation',
  'years5',
  'upTo5Years',
  'years5Tax',
  'aml5Years',
  'accounting10Years',
  'payroll50Years',
  'contractDuration',
  'contractPlus3Years',
  'employmentPlusArchiving',
  'legalArchiving',
  'medicalArchiving',
  'disciplinarySanction',
  'criminalCheckNote',
  'whistleblowing5Years',
  'untilConsentWithdrawn',
  'untilObjection',
  'untilAccountDeleted',
  'untilDisputeResolved',
] as const;
export type TRetentionId = (typeof RETENTION_IDS)[number];
