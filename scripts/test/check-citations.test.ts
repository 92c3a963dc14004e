/** What the citation check lets through and what it refuses, on texts written here. */
import { anchorOf, citationProblems } from '../check-citations.ts';

const DOCS: Record<string, string> = {
  'docs/spec/behaviour.md': '# Behaviour\n\n## 2. Screens and routes\n\n## 4. States and transitions\n',
  'docs/spec/catalogues.md': '# Catalogues\n\n### 3.2 Operation\n\n## 13. Document catalogue\n',
  'docs/facts/romania.md': '# Romania\n\n## Fiscal code (CUI / CIF)\n',
  'docs/architecture.md': "# Architecture\n\n## The event spine\n\n### A service's shape\n",
  'docs/facts': '',
};
const readDoc = (path: string): string | undefined => DOCS[path];
const problems = (text: string) => citationProblems(text, readDoc).map((p) => `${p.line}: ${p.cited}`);

describe('the citation check', () => {
  it('lets through citations of the record in the repository, and text that only looks like one', () => {
    const text = [
      '/** The company pages (docs/spec/behaviour.md §2, §4), operations (docs/spec/catalogues.md §3.2).',
      ' * Groups of docs/spec/catalogues.md §13; the check digit (docs/facts/romania.md).',
      ' * The bus: docs/architecture.md#the-event-spine and docs/architecture.md#a-services-shape.',
      " * A continuation (§9.1), RFC 4648 §5, the spec's route table, the facts block, `facts,` imported. */",
      'import { facts } from "./tree.ts"; // see [the facts](docs/facts/)',
    ].join('\n');
    expect(problems(text)).toEqual([]);
  });

  it('refuses a section without its file, the target design, the folder outside, bare facts and issues', () => {
    const text = [
      '/** Checkout (spec §2); Spec §5: shown 4 s; (spec',
      ' * §8); (behaviour §3) and catalogues §13; spec catalogues §12.',
      ' * Events (ARCHITECTURE §5), see ../shared/ARCHITECTURE.md and /work/shared/spec.',
      ' * The check digit (facts/romania.md), codes (facts: v2 status codes), (content-review.md, section D).',
      ' * A refund (issue 19); versions (issue: versions). */',
    ].join('\n');
    expect(problems(text)).toEqual([
      '1: spec §',
      '1: Spec §',
      '1: spec\n * §',
      '2: behaviour §',
      '2: catalogues §',
      '2: catalogues §',
      '3: ARCHITECTURE',
      '3: ../shared',
      '3: ARCHITECTURE',
      '3: /work/shared',
      '4: facts/',
      '4: (facts:',
      '4: content-review.md',
      '5: issue 19',
      '5: (issue:',
    ]);
  });

  it('refuses a cited file, section or heading the record does not have', () => {
    const text = [
      '// docs/spec/behaviour.md §3 is not there; docs/spec/catalogues.md §3.2 is.',
      '// docs/facts/ireland.md does not exist; docs/architecture.md#the-job-queue neither.',
    ].join('\n');
    expect(citationProblems(text, readDoc).map((p) => `${p.line}: ${p.problem}`)).toEqual([
      '1: docs/spec/behaviour.md has no section 3',
      '2: docs/facts/ireland.md does not exist',
      '2: docs/architecture.md has no heading #the-job-queue',
    ]);
  });

  it("makes GitHub's anchors of headings", () => {
    expect(anchorOf("A service's shape")).toBe('a-services-shape');
    expect(anchorOf('Money: payment notifications')).toBe('money-payment-notifications');
    expect(anchorOf('Fiscal code (CUI / CIF)')).toBe('fiscal-code-cui--cif');
  });
});
