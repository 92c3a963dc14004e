// The documents' content files checked like code (services/documents/src/engine/content/check.ts):
// every variable a content file uses exists in its document type's facts, Romanian and English
// have the same sections, clauses, variables and blanks, the Markdown is inside the subset, no
// cedilla; and every item of docs/facts/document-checklists.md still has its test
// (services/documents/test/checklists.ts). Each problem names the file and the line. Part of
// `npm run lint`; docs/content.md says how to fix what it reports.
//
//   node scripts/check-content.ts
import { checkContent } from '../services/documents/src/engine/content/check.ts';
import { isContentTemplate } from '../services/documents/src/engine/content/template.ts';
import { STANDALONE_CLAUSES } from '../services/documents/src/engine/history.ts';
import { TEMPLATES } from '../services/documents/src/engine/registry.ts';
import { checklistProblems } from '../services/documents/test/checklists.ts';

const types = [
  ...Object.values(TEMPLATES)
    .filter(isContentTemplate)
    .map((template) => template.content),
  // The clauses code renders on their own (the version history), with their facts.
  ...STANDALONE_CLAUSES,
];
const problems = [...checkContent(types), ...checklistProblems()];
if (problems.length > 0) {
  console.error(
    `Content check failed (${problems.length}):\n  ${problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `Content check: ${types.length} document types made from content, every checklist item with its test, no problem.`,
);
