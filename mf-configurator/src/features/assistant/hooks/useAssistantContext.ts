import type { TAssistantAnswers, TDataSubject } from '@conform/catalogues';
import { useOutletContext } from '@conform/shell-contract';

/** What the assistant's layout gives its two pages (the quiz and the results). */
export interface AssistantContext {
  companyId: string;
  product: string;
  /** The package's name in the interface's language. */
  productName: string;
  subject: TDataSubject;
  /** The session quiz's answers when it is this product's (docs/spec/behaviour.md §4), else null. */
  answers: TAssistantAnswers | null;
  saveAnswers: (answers: TAssistantAnswers) => void;
  /** Forgets the session quiz once its suggestions are added. */
  forgetAnswers: () => void;
}

export function useAssistantContext(): AssistantContext {
  return useOutletContext<AssistantContext>();
}
