import { z } from 'zod';
import { ZPlatformSchema } from './validation.ts';

/** Quiz answers by dotted question id (`online.website.shop`): yes or no. */
export const ZQuizAnswersSchema = z.record(
  z.string().regex(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)*$/, 'not a question id'),
  z.boolean(),
);

/**
 * A finished evaluation, as the quiz sends it: the answers only. The service computes the
 * recommended products from them with the catalogue's rules; a client's own list is never trusted.
 */
export const ZCreateEvaluationSchema = z.object({
  answers: ZQuizAnswersSchema.refine((a) => Object.keys(a).length > 0, 'no answers').refine(
    (a) => Object.keys(a).length <= 200,
    'too many answers',
  ),
  /**
   * Where the quiz was taken: the onboarding funnel (`/onboarding/evaluation`, the default) or the
   * standalone quiz (`/quiz/form`). Marketing tells them apart (docs/spec/behaviour.md §7: onboarding evaluation, quiz completed).
   */
  source: z.enum(['onboarding', 'quiz']).optional(),
});
export type TCreateEvaluation = z.infer<typeof ZCreateEvaluationSchema>;

export const ZEvaluationSchema = ZCreateEvaluationSchema.extend({
  source: z.enum(['onboarding', 'quiz']),
  id: z.string(),
  /** Recommended product ids, computed by the service from the answers (internal policies always included). */
  results: z.array(z.string()),
  locale: z.enum(['ro', 'en']),
  platform: ZPlatformSchema,
  createdAt: z.string(),
});
export type TEvaluation = z.infer<typeof ZEvaluationSchema>;

/** Where the company registry places a company's head office. */
export const ZRegistrySettlementSchema = z.object({
  /** municipiu, oraș, comună or sat; '' when the registry does not say. */
  type: z.string(),
  /** The city, town or village, e.g. 'Cluj-Napoca', 'București'. */
  name: z.string(),
  /** Bucharest's sector ('Sector 3'); null elsewhere. */
  district: z.string().nullable(),
  /** The county's code (ISO 3166-2:RO without `RO-`: CJ, B); '' when unknown. */
  county: z.string(),
});

/**
 * `GET /onboarding/v1/companies/{fiscalCode}/info` (docs/spec/behaviour.md §7): what the registry knows about a Romanian
 * company. The form fills city from the settlement and county from the sector in Bucharest (docs/spec/behaviour.md §3).
 */
export const ZCompanyRegistryInfoSchema = z.object({
  /** The fiscal code asked for, without the RO prefix. */
  fiscalCode: z.string(),
  registrationNumber: z.string(),
  name: z.string(),
  address: z.object({ street: z.string(), settlement: ZRegistrySettlementSchema }),
});
export type TCompanyRegistryInfo = z.infer<typeof ZCompanyRegistryInfoSchema>;

/**
 * `POST /onboarding/contact-requests`: the signed-in user asks to be contacted (the dashboard's contact
 * and help dialog, docs/spec/behaviour.md §1), about the company they are looking at when there is one.
 */
export const ZCreateContactRequestSchema = z.object({
  companyId: z.string().min(1).max(64).optional(),
});
export type TCreateContactRequest = z.infer<typeof ZCreateContactRequestSchema>;

/**
 * `PUT /onboarding/marketing/tracking`: the visitor's marketing-cookies choice (docs/spec/behaviour.md §3 local settings),
 * sent by the shell for the signed-in user whenever it is made or the user changes. Only when it is
 * true does the service take the HubSpot tracking cookie (`hubspotutk`) of that request for the
 * user's marketing submissions; false forgets it.
 */
export const ZMarketingTrackingSchema = z.object({ marketingCookies: z.boolean() });
export type TMarketingTracking = z.infer<typeof ZMarketingTrackingSchema>;
