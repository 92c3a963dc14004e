import { z } from 'zod';

/** Quiz answers by dotted question id (`online.website.shop`): yes or no. */
export const ZQuizAnswersSchema = z.record(
  z.string().regex(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)*$/, 'not a question id'),
  z.boolean(),
);

/** A finished evaluation, as the quiz sends it. */
export const ZCreateEvaluationSchema = z.object({
  answers: ZQuizAnswersSchema.refine((a) => Object.keys(a).length > 0, 'no answers').refine(
    (a) => Object.keys(a).length <= 200,
    'too many answers',
  ),
  /** Recommended product ids. */
  results: z.array(z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'not a product id')).max(60),
});
export type TCreateEvaluation = z.infer<typeof ZCreateEvaluationSchema>;

export const ZEvaluationSchema = ZCreateEvaluationSchema.extend({
  id: z.string(),
  locale: z.enum(['ro', 'en']),
  platform: z.enum(['ro', 'en', 'int']),
  createdAt: z.string(),
});
export type TEvaluation = z.infer<typeof ZEvaluationSchema>;
