/**
 * The standard answers of the legitimate interest assessment, per kind of interest, as the content
 * clause `_shared/lia-standard` writes them into TEST_INTERES_LEGITIM: the one source, so the text
 * the workspace offers the admin as a starting point is the text the document prints when the admin
 * keeps it, and a lawyer's change to the clause reaches both.
 */
import { LEGITIMATE_INTEREST_KINDS } from '@conform/catalogues';
import {
  STANDARD_INTEREST_ANSWER_PARTS,
  type TStandardInterestAnswerPart,
  type TStandardInterestAnswers,
} from '@conform/contracts';
import { renderClauseLines } from '../engine/content/engine.ts';
import { lawFacts } from '../engine/content/facts.ts';
import type { Language } from '../engine/context.ts';

/** A Markdown line of the clause as text: a table row is a question and its answer, an item a safeguard. */
function answerLine(line: string): { question: string | null; answer: string } {
  const unescape = (text: string) => text.trim().replace(/\\([*_[\]#|\\])/g, '$1');
  const row = /^\|(.*)\|(.*)\|\s*$/.exec(line);
  if (row) return { question: unescape(row[1] ?? ''), answer: unescape(row[2] ?? '') };
  return { question: null, answer: unescape(line.replace(/^\s*[-*]\s+/, '')) };
}

const cache = new Map<string, TStandardInterestAnswers>();

/**
 * Every kind with standard answers (all but OTHER), each part's lines, in one language and edition,
 * with the legal figures in force on the day (`now`), as a document made that day prints them.
 */
export function standardInterestAnswers(
  language: Language,
  int: boolean,
  now: Date = new Date(),
): TStandardInterestAnswers {
  const law = lawFacts(now);
  const key = `${language}/${int}/${JSON.stringify(law)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const kinds = LEGITIMATE_INTEREST_KINDS.filter((kind) => kind !== 'OTHER').map((kind) => {
    const parts = {} as Record<TStandardInterestAnswerPart, { question: string | null; answer: string }[]>;
    for (const part of STANDARD_INTEREST_ANSWER_PARTS)
      parts[part] = renderClauseLines('lia-standard', language, { int, kind, part, law }).map(answerLine);
    return { kind, parts };
  });
  const answers = { language, kinds };
  cache.set(key, answers);
  return answers;
}
