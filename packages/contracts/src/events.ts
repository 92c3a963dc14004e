// The events services publish to each other (server-kit's outbox): one zod schema per event type.
// A payload is checked when it is published and again when it is consumed. Payloads carry ids and
// codes, never personal data (they are kept a week in platform_events for inspection), except the one
// whose mail needs an address (`acknowledgement.invited`, said there).
import { z } from 'zod';
import { ZPlatformSchema } from './validation.ts';

const ZId = z.string().min(1).max(64);

/** A data source of a company (docs/spec/behaviour.md §3 `dirty`) and when it was last marked changed. */
export const ZSourceMarkSchema = z.object({
  /** A data-subject category (EMPLOYEES…), COMPANY_INFO, CONTACT_INFO or AUTO_CONFIGURED_PRODUCTS. */
  source: z.string().min(1).max(64),
  markedAt: z.iso.datetime({ offset: true }),
});
export type TSourceMark = z.infer<typeof ZSourceMarkSchema>;

export const PLATFORM_EVENTS = {
  /**
   * checkout → companies: an order is paid, by card (the provider's IPN confirmed it) or by a
   * voucher covering all of it. Published once per order.
   */
  'order.paid': z.object({
    orderId: ZId,
    companyId: ZId,
    platform: ZPlatformSchema,
    products: z.array(z.string().min(1)).min(1),
    method: z.enum(['CARD', 'VOUCHER']),
  }),
  /**
   * checkout → companies: a paid order was refunded in full (the provider's `credit` notification, or a
   * refund the platform asked for). Published once per order, and only for an order whose
   * `order.paid` was published: the company loses the products that order bought.
   */
  'order.refunded': z.object({
    orderId: ZId,
    companyId: ZId,
    platform: ZPlatformSchema,
    products: z.array(z.string().min(1)).min(1),
  }),
  /**
   * companies → documents, checkout: an order's products moved from the cart to purchased.
   * `dirty` is the company's dirty list at that moment (what the new documents are generated from).
   */
  'company.purchased': z.object({
    companyId: ZId,
    orderId: ZId,
    products: z.array(z.string().min(1)),
    dirty: z.array(ZSourceMarkSchema),
  }),
  /**
   * companies → documents: a refunded order's products left the company's purchased ones (only
   * those no other paid, unrefunded order also bought). The documents that belonged only to them
   * are locked; `dirty` is the company's dirty list at that moment (the refund marks their sources,
   * as a purchase does), what the documents listing the packages are made again from. Published
   * once per refunded order, and not at all when every product stays bought through another order.
   */
  'company.refunded': z.object({
    companyId: ZId,
    orderId: ZId,
    products: z.array(z.string().min(1)).min(1),
    dirty: z.array(ZSourceMarkSchema),
  }),
  /** companies → documents: data sources of a company changed (marked dirty). */
  'company.changed': z.object({
    companyId: ZId,
    sources: z.array(ZSourceMarkSchema).min(1),
  }),
  /**
   * configurator → companies: a situation or operation of a data-subject category changed, or the
   * admin's answers to a legitimate interest assessment covering its operations.
   */
  'situations.changed': z.object({
    companyId: ZId,
    dataSubject: z.string().min(1).max(64),
  }),
  /**
   * configurator → companies: the assistant of a product finished and its suggested situations
   * were added; the product is marked configured (docs/spec/behaviour.md §2 assistant, §4 product lifecycle).
   */
  'assistant.completed': z.object({
    companyId: ZId,
    product: z.string().min(1).max(64),
  }),
  /**
   * documents → companies: every document depending on these sources was regenerated from data
   * at least as new as `markedAt`; the company clears them from its dirty list.
   */
  'documents.regenerated': z.object({
    companyId: ZId,
    sources: z.array(ZSourceMarkSchema).min(1),
  }),
  /**
   * identity → onboarding (marketing): a person's account now has a confirmed e-mail address (an
   * anonymous user upgraded in place, a new user by e-mail link, a partner registration).
   */
  'user.registered': z.object({
    userId: ZId,
    platform: ZPlatformSchema,
    locale: z.enum(['ro', 'en']),
  }),
  /**
   * identity → companies, onboarding: an anonymous user signed in to another account (the e-mail's
   * own, "replace the account"); what the anonymous user made now belongs to that account.
   */
  'user.merged': z.object({
    fromUserId: ZId,
    intoUserId: ZId,
  }),
  /** companies → onboarding (marketing): a company was created by a user. */
  'company.created': z.object({
    companyId: ZId,
    userId: ZId,
    platform: ZPlatformSchema,
  }),
  /**
   * identity → onboarding (marketing): a user's communications consent (docs/spec/behaviour.md §3 consentedCommsAt) was
   * given or withdrawn. Marketing submissions waiting for it are sent, or dropped.
   */
  'user.consented': z.object({
    userId: ZId,
    communications: z.boolean(),
  }),
  /**
   * onboarding → onboarding (marketing): an evaluation quiz was finished, in the onboarding funnel
   * (`/onboarding/evaluation`) or standalone (`/quiz/form`). `userId` is null for a visitor without a
   * session (nobody to tell about it).
   */
  'evaluation.completed': z.object({
    evaluationId: ZId,
    userId: ZId.nullable(),
    platform: z.enum(['ro', 'en', 'int']),
    locale: z.enum(['ro', 'en']),
    source: z.enum(['onboarding', 'quiz']),
  }),
  /**
   * onboarding → onboarding (marketing): a user asked to be contacted (the dashboard's contact and
   * help dialog, docs/spec/behaviour.md §1), about one of their companies or in general.
   */
  'contact.requested': z.object({
    userId: ZId,
    companyId: ZId.nullable(),
    platform: z.enum(['ro', 'en', 'int']),
    locale: z.enum(['ro', 'en']),
  }),
  /**
   * documents → identity: an open data-subject request is near its deadline (7 or 2 days, or due
   * today); the company's admins are e-mailed. Ids and the register's number only, no person.
   */
  'request.reminder': z.object({
    companyId: ZId,
    requestId: ZId,
    number: z.string().min(1).max(32),
    deadline: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    daysLeft: z.number().int().min(0),
  }),
  /**
   * documents → identity: a breach the authority has not been told of is 24 hours from its
   * notification deadline (stage 24) or past it (stage 0); the company's admins are e-mailed. Ids and
   * the register's number only, nothing of the breach itself.
   */
  'breach.reminder': z.object({
    companyId: ZId,
    breachId: ZId,
    number: z.string().min(1).max(32),
    notifyBy: z.iso.datetime({ offset: true }),
    stage: z.union([z.literal(24), z.literal(0)]),
  }),
  /**
   * documents → identity: a whistleblowing report's clock (Law 361/2022) is near its last day or at
   * it: the acknowledgement (2 days before, on the day) or the feedback (14 days before, on the day);
   * the company's admins are e-mailed. Ids and the register's number only, nothing of the report.
   */
  'whistleblowing.reminder': z.object({
    companyId: ZId,
    reportId: ZId,
    number: z.string().min(1).max(32),
    clock: z.enum(['ACKNOWLEDGEMENT', 'FEEDBACK']),
    due: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    daysLeft: z.number().int().min(0),
  }),
  /**
   * documents → identity: a document is due for review (the record of processing and the internal
   * policies yearly, the DPIA every three years) in 14 days (stage 14) or now (stage 0), once per
   * version of the document; the company's admins are e-mailed with the document's name.
   */
  'review.reminder': z.object({
    companyId: ZId,
    type: z.string().min(1).max(100),
    version: z.number().int().min(1),
    due: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    stage: z.union([z.literal(14), z.literal(0)]),
    title: z.object({ ro: z.string().min(1).max(300), en: z.string().min(1).max(300) }),
    /** The rule the review cycle comes from, in each language. */
    rule: z.object({ ro: z.string().min(1).max(300), en: z.string().min(1).max(300) }),
  }),
  /**
   * documents → identity: legal updates reached the company's documents (docs/legal-updates.md):
   * its documents are being made again, or will be on the day an announced update applies. One
   * event per company and pass listing every update it newly reaches (five content folders changed
   * in one release: one e-mail, not five); the company's admins are e-mailed each update's title,
   * summary and effective day, with the link to the documents. An event from before the list
   * carries one update in `updateId`, `title`, `summary` and `effective` (still read).
   */
  'legal-update.published': z.object({
    companyId: ZId,
    updates: z
      .array(
        z.object({
          updateId: ZId,
          title: z.object({ ro: z.string().min(1).max(300), en: z.string().min(1).max(300) }),
          summary: z.object({ ro: z.string().min(1).max(2000), en: z.string().min(1).max(2000) }),
          /** The day it applies from (YYYY-MM-DD, Romanian time). */
          effective: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        }),
      )
      .min(1)
      .max(200)
      .optional(),
    updateId: ZId.optional(),
    title: z.object({ ro: z.string().min(1).max(300), en: z.string().min(1).max(300) }).optional(),
    summary: z.object({ ro: z.string().min(1).max(2000), en: z.string().min(1).max(2000) }).optional(),
    effective: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    /** How many of the company's documents they are made again for. */
    documents: z.number().int().min(1),
  }),
  /**
   * documents → identity: an employee is asked to read a version of a document and confirm it
   * (staff acknowledgement), or reminded (a new link, the one before no longer works). The one event
   * carrying personal data and a secret, because the mail needs them: the address to send to and the
   * single-use link's token (only its hash is kept in documents; the event is kept a week, and the
   * link expires and works once). Never logged.
   */
  'acknowledgement.invited': z.object({
    companyId: ZId,
    invitationId: ZId,
    email: z.email(),
    token: z.string().min(16).max(128),
    locale: z.enum(['ro', 'en']),
    title: z.object({ ro: z.string().min(1).max(300), en: z.string().min(1).max(300) }),
    version: z.number().int().min(1),
    expiresAt: z.iso.datetime({ offset: true }),
    reminder: z.boolean(),
  }),
} as const;
export type TPlatformEvents = typeof PLATFORM_EVENTS;
export type TPlatformEventType = keyof TPlatformEvents;
export type TPlatformEvent<K extends TPlatformEventType> = z.infer<TPlatformEvents[K]>;
