import type { TAssistantAnswers } from '@conform/catalogues';
import { useCallback, useState } from 'react';

/** The assistant quiz of this browser tab (docs/spec/behaviour.md §4: results only for the session's quiz). */
export interface AssistantSession {
  companyId: string;
  product: string;
  answers: TAssistantAnswers;
}

const KEY = 'conform.assistant';

function read(): AssistantSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<AssistantSession>;
    if (typeof value.companyId !== 'string' || typeof value.product !== 'string') return null;
    if (typeof value.answers !== 'object' || value.answers === null) return null;
    const answers = Object.fromEntries(
      Object.entries(value.answers).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
    return { companyId: value.companyId, product: value.product, answers };
  } catch {
    // Storage refused (private mode) or damaged: no session quiz.
    return null;
  }
}

/**
 * The session quiz, kept in sessionStorage so a reload or the way back from the results keeps the
 * answers, and forgotten when the tab closes. `forProduct` is the session's answers when the
 * session quiz is this product's, else null.
 */
export function useAssistantSession(companyId: string, product: string) {
  const [session, setSession] = useState(read);
  const forProduct =
    session && session.companyId === companyId && session.product === product ? session.answers : null;

  const save = useCallback(
    (answers: TAssistantAnswers) => {
      const next = { companyId, product, answers };
      try {
        sessionStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Without storage the answers live as long as the page does.
      }
      setSession(next);
    },
    [companyId, product],
  );

  // Only the stored copy is forgotten: the page that asks is leaving, and clearing its state too
  // would first send it back to the quiz (a results page without answers).
  const forget = useCallback(() => {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing stored.
    }
  }, []);

  return { answers: forProduct, save, forget };
}
