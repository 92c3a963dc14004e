/**
 * Every item of docs/facts/document-checklists.md has its test (checklists.ts maps each to the
 * section that holds it and the test that checks it), and the section is in the document the
 * sample company gets, in Romanian and English: a checklist item cannot lose its test or its
 * section silently, whichever form the document's template takes.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHECKLIST, checklistProblems, type ChecklistEntry } from './checklists.ts';
import { make } from './support/make.ts';

describe('the checklists of the five key documents', () => {
  it('maps every checklist item to a test that exists, and no item the checklist does not have', () => {
    expect(checklistProblems()).toEqual([]);
  });

  it('names the checklist line of an item without a test, and an entry whose test is gone', () => {
    const root = mkdtempSync(join(tmpdir(), 'checklists-'));
    mkdirSync(join(root, 'docs/facts'), { recursive: true });
    mkdirSync(join(root, 'services/documents/test'), { recursive: true });
    writeFileSync(
      join(root, 'docs/facts/document-checklists.md'),
      '# C\n\n## 1. Notice\n\n| # | RO | EN |\n|---|---|---|\n| 0 | Titlu | Title |\n| 1 | Operator | Controller |\n',
    );
    writeFileSync(join(root, 'services/documents/test/a.test.ts'), "it('has a title', () => {});\n");
    const map: Record<string, ChecklistEntry> = {
      '1.0': { codes: ['NOTA_INFORMARE_ANGAJATI'], test: { file: 'a.test.ts', name: 'has a title' } },
      '1.2': { codes: ['NOTA_INFORMARE_ANGAJATI'], test: { file: 'a.test.ts', name: 'has a controller' } },
    };
    expect(checklistProblems(map, root)).toEqual([
      {
        file: 'docs/facts/document-checklists.md',
        line: 8,
        message:
          'checklist item §1.1 has no test: add it to services/documents/test/checklists.ts with the test that checks it',
      },
      {
        file: 'services/documents/test/checklists.ts',
        line: 1,
        message: '§1.2 is not an item of docs/facts/document-checklists.md any more',
      },
      {
        file: 'services/documents/test/checklists.ts',
        line: 1,
        message: '§1.2: services/documents/test/a.test.ts has no test named "has a controller"',
      },
    ]);
  });

  const withSections = Object.entries(CHECKLIST).flatMap(([id, entry]) =>
    entry.section
      ? entry.codes.flatMap((code) =>
          (['ro', 'en'] as const).map((language) => [id, code, language, entry.section!] as const),
        )
      : [],
  );

  it.each(withSections)('§%s: %s (%s) has its section %s', (_id, code, language, section) => {
    const pattern = new RegExp(
      `^${section
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    const { tree } = make(code, { language });
    expect(tree.sections.map((s) => s.id).filter((id) => pattern.test(id))).not.toEqual([]);
  });
});
