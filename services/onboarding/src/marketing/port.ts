import { z } from 'zod';
import { MARKETING_KINDS, type MarketingKind } from '../config.ts';

/**
 * The body of a HubSpot Forms v3 submission (`POST /submissions/v3/integration/submit/{portalId}/{formId}`,
 * docs/spec/behaviour.md §7): the contact's fields, the page context and, when configured, the consents the user gave.
 * Kept as the job's payload until it is sent, so it is parsed again when the job is read.
 */
export const ZHubSpotSubmissionSchema = z.object({
  /** When it happened, in milliseconds since the epoch (HubSpot records this, not the arrival time). */
  submittedAt: z.string().regex(/^\d+$/),
  fields: z.array(z.object({ objectTypeId: z.literal('0-1'), name: z.string().min(1), value: z.string() })),
  context: z.object({
    /** HubSpot's visitor cookie: only when the visitor accepted marketing cookies. */
    hutk: z.string().optional(),
    pageUri: z.string(),
    pageName: z.string(),
  }),
  legalConsentOptions: z
    .object({
      consent: z.object({
        consentToProcess: z.boolean(),
        text: z.string(),
        communications: z.array(
          z.object({ value: z.boolean(), subscriptionTypeId: z.number().int(), text: z.string() }),
        ),
      }),
    })
    .optional(),
});
export type THubSpotSubmission = z.infer<typeof ZHubSpotSubmissionSchema>;

/** One submission on its way out: which event it is (each may have a form of its own) and its body. */
export const ZMarketingJobSchema = z.object({
  submissionId: z.string().min(1),
  kind: z.enum(MARKETING_KINDS),
  body: ZHubSpotSubmissionSchema,
});
export type TMarketingJob = z.infer<typeof ZMarketingJobSchema>;

/**
 * The marketing port (docs/architecture.md#ports-to-the-outside-world): HubSpot's Forms API in production, a table of this service in
 * embedded mode. `submit` throws when the submission was not taken (the job queue tries once more).
 * Errors carry status codes only, never the submission (it holds an e-mail address; errors are logged).
 */
export interface MarketingSink {
  submit(submission: { kind: MarketingKind; body: THubSpotSubmission }, signal: AbortSignal): Promise<void>;
}
