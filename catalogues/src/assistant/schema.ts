import { z } from 'zod';
import { ZLocalizedSchema } from '../schema/common.ts';
import type { TLocalized } from '../schema/common.ts';
import { ZDataSubjectSchema } from '../schema/enums.ts';
import type { TDataSubject } from '../schema/enums.ts';

/** Dotted question id: the quiz key, then one camelCase segment per level, e.g. `employees.it.monitoring`. */
const QUESTION_ID = /^[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9]*)+$/;

/** A yes/no question of an assistant quiz (docs/spec/catalogues.md §11.2). */
export type TAssistantQuestion = {
  /** Dotted id, unique in the quiz; a follow-up's id extends its parent's id. */
  id: string;
  /** The question, answered yes or no. */
  text: TLocalized;
  /** An explanation shown under the question, where it needs one. */
  description?: TLocalized | undefined;
  /** Preset operation ids suggested when the answer is yes. */
  operations: string[];
  /** Questions shown only after a yes to this one; same shape. */
  followUpQuestions?: TAssistantQuestion[] | undefined;
};

/** Schema of a question; recursive through `followUpQuestions`. */
export const ZAssistantQuestionSchema: z.ZodType<TAssistantQuestion> = z.lazy(() =>
  z
    .strictObject({
      /** Dotted id, unique in the quiz; a follow-up's id extends its parent's id. */
      id: z.string().regex(QUESTION_ID, 'question ids are dotted camelCase paths'),
      /** The question, answered yes or no. */
      text: ZLocalizedSchema,
      /** An explanation shown under the question, where it needs one. */
      description: ZLocalizedSchema.optional(),
      /** Preset operation ids suggested when the answer is yes. */
      operations: z.array(z.string().min(1)),
      /** Questions shown only after a yes to this one. */
      followUpQuestions: z.array(ZAssistantQuestionSchema).min(1).optional(),
    })
    .refine((q) => q.operations.length > 0 || (q.followUpQuestions?.length ?? 0) > 0, {
      message: 'a question must suggest operations or have follow-up questions',
    }),
);

/** The assistant quiz of one product category (docs/spec/catalogues.md §11.2): basic operations plus yes/no questions. */
export const ZAssistantQuizSchema = z.strictObject({
  /** The data subject (product category) the quiz configures. */
  dataSubject: ZDataSubjectSchema,
  /** Preset operation ids always suggested, whatever the answers. */
  basicOperations: z.array(z.string().min(1)).min(1),
  /** The top-level questions, in display order. */
  questions: z.array(ZAssistantQuestionSchema).min(1),
});
export type TAssistantQuiz = z.infer<typeof ZAssistantQuizSchema>;

/** Answers of an assistant quiz: question id to yes (true) or no (false); unanswered ids are absent. */
export type TAssistantAnswers = Record<string, boolean>;

/** The first segment of every question id of a subject's quiz: the camelCase subject, e.g. `onlineShopUsers`. */
export function quizKey(subject: TDataSubject): string {
  return subject.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Content shorthand for a question. */
export function question(
  id: string,
  text: TLocalized,
  operations: string[],
  extra: { description?: TLocalized; followUpQuestions?: TAssistantQuestion[] } = {},
): TAssistantQuestion {
  return { id, text, operations, ...extra };
}
