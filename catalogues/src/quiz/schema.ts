import { z } from 'zod';
import { ZEditionSchema, ZLocalizedSchema } from '../schema/common.ts';
import { ZProductFamilySchema, ZProductIdSchema } from '../products/schema.ts';

/** A question id: a dotted path whose prefix is the parent question, e.g. `online.website.shop`. */
export const ZQuestionIdSchema = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/, 'a dotted path like online.website.shop');

/** Authored shape of a question (the schema below is recursive, so the type is written out). */
export interface TQuizQuestion {
  id: string;
  text: z.infer<typeof ZLocalizedSchema>;
  description?: z.infer<typeof ZLocalizedSchema> | undefined;
  configuredProducts: z.infer<typeof ZProductIdSchema>[];
  followUpQuestions?: TQuizQuestion[] | undefined;
}

/** A yes/no question of the evaluation quiz. */
export const ZQuizQuestionSchema: z.ZodType<TQuizQuestion> = z.lazy(() =>
  z
    .strictObject({
      /** Dotted path: `<topic>.<question>` or `<parent id>.<follow-up>`. */
      id: ZQuestionIdSchema,
      /** The question, answerable with yes or no. */
      text: ZLocalizedSchema,
      /** A hint under the question: examples, why it matters. */
      description: ZLocalizedSchema.optional(),
      /**
       * Products recommended when this is the deepest question answered yes on its branch (a
       * question with follow-ups answered yes gives way to them).
       */
      configuredProducts: z.array(ZProductIdSchema),
      /** Questions shown one at a time after a yes; their ids extend this one's. */
      followUpQuestions: z.array(ZQuizQuestionSchema).min(1).optional(),
    })
    .refine((q) => (q.followUpQuestions ?? []).every((f) => f.id.startsWith(`${q.id}.`)), {
      message: "a follow-up's id must extend its parent's id",
      path: ['followUpQuestions'],
    })
    .refine((q) => q.configuredProducts.length > 0 || (q.followUpQuestions?.length ?? 0) > 0, {
      message: 'a question must recommend products or lead to follow-ups',
      path: ['configuredProducts'],
    }),
);

/** A step of the quiz stepper. */
export const ZQuizTopicSchema = z
  .strictObject({
    /** Topic id, the first segment of its questions' ids. */
    id: z.string().regex(/^[a-z][a-zA-Z0-9]*$/),
    /** Step title. */
    name: ZLocalizedSchema,
    /** One line under the title. */
    description: ZLocalizedSchema,
    /** Material Design icon of the step. */
    icon: z.string().regex(/^mdi-[a-z0-9-]+$/),
    /** Top-level questions, in order. */
    questions: z.array(ZQuizQuestionSchema).min(1),
  })
  .refine((t) => t.questions.every((q) => q.id.startsWith(`${t.id}.`)), {
    message: "a question's id must start with its topic id",
    path: ['questions'],
  });
export type TQuizTopic = z.infer<typeof ZQuizTopicSchema>;

/** The evaluation quiz (docs/spec/catalogues.md §11.1). */
export const ZQuizSchema = z.strictObject({
  /** Quiz id, stored with the answers. */
  id: z.string().min(1),
  /** Edition whose products the answers recommend. */
  edition: ZEditionSchema,
  /** The five topics. */
  topics: z.array(ZQuizTopicSchema).min(1),
  /** Products always added to the results when missing (the internal policies package). */
  alwaysRecommended: z.array(ZProductIdSchema),
  /** The time the quiz promises to take, in minutes. */
  estimatedMinutes: z.number().int().positive(),
});
export type TQuiz = z.infer<typeof ZQuizSchema>;

/** How the results page presents one product family. */
export const ZResultCategorySchema = z.strictObject({
  /** The product family it presents. */
  id: ZProductFamilySchema,
  /** Category title. */
  name: ZLocalizedSchema,
  /** Why the company needs it, in one or two sentences. */
  description: ZLocalizedSchema,
  /** Material Design icon. */
  icon: z.string().regex(/^mdi-[a-z0-9-]+$/),
});
export type TResultCategory = z.infer<typeof ZResultCategorySchema>;
