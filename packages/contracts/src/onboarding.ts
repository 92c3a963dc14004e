import { z } from 'zod';

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
});
export type TCreateEvaluation = z.infer<typeof ZCreateEvaluationSchema>;

export const ZEvaluationSchema = ZCreateEvaluationSchema.extend({
  id: z.string(),
  /** Recommended product ids, computed by the service from the answers (internal policies always included). */
  results: z.array(z.string()),
  locale: z.enum(['ro', 'en']),
  platform: z.enum(['ro', 'en', 'int']),
  createdAt: z.string(),
});
export type TEvaluation = z.infer<typeof ZEvaluationSchema>;
