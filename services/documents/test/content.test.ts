/**
 * Document content as data (docs/content.md): the Markdown subset read into the document tree, the
 * values a content file prints kept as text whatever they contain, the engine's strictness, and
 * the check `npm run lint` runs over the content files.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { STANDALONE_CLAUSES } from '../src/engine/history.ts';
import { checkContent } from '../src/engine/content/check.ts';
import { folderHash } from '../src/engine/content/versions.ts';
import { lawFacts } from '../src/engine/content/facts.ts';
import { compiledDocument, renderContent } from '../src/engine/content/engine.ts';
import {
  ContentError,
  markdownToSections,
  slotMark,
  type SlotValue,
} from '../src/engine/content/markdown.ts';
import { isContentTemplate } from '../src/engine/content/template.ts';
import { TEMPLATES } from '../src/engine/registry.ts';
import { prepareDocument } from '../src/engine/render.ts';
import { responseFieldValues } from '../src/engine/templates/responses.ts';
import { sampleCompany } from '../src/engine/sample.ts';
import { treeText, type Block } from '../src/engine/tree.ts';
import { make } from './support/make.ts';

const read = (markdown: string, slots: SlotValue[] = [], language: 'ro' | 'en' = 'ro') =>
  markdownToSections(markdown, slots, { language, file: 'test.md' });

describe('the content syntax: Markdown read into the document tree', () => {
  it('reads the subtitle, sections by id, paragraphs with their tone, headings, lists, tables, facts, signatures, checkboxes, blanks, fields, links, bold and italic', () => {
    const markdown = [
      '# for the people it concerns',
      '',
      '## Who we are {#controller}',
      '',
      '{.lead}',
      'What this is for,',
      'on two lines.',
      '',
      `${slotMark(0)} is **the controller** and *decides*; see [the authority](https://www.dataprotection.ro).`,
      '',
      '{.note}',
      '',
      'A note, its attributes on the line before.',
      '',
      '### A heading',
      '',
      '- one',
      '- two',
      '',
      '1. first',
      '2. second',
      '',
      '{widths=30,70}',
      '| Country | Safeguard |',
      '|---|---|',
      `| ${slotMark(1)} | [de completat: the mechanism] |`,
      '',
      '{.facts}',
      `- Name: ${slotMark(2)}`,
      '- Phone: [[the number]]',
      '',
      '## Signatures {#signatures}',
      '',
      '- [ ] I agree to **this**.',
      '- [ ] And to that.',
      '',
      'Then.',
      '',
      '- a list',
      '',
      '[ ] A box of its own, after a list it does not join.',
      '',
      '{.signatures}',
      '- The controller',
      `  - Name: ${slotMark(3)}`,
      '  - Signature:',
      '',
    ].join('\n');
    const { subtitle, sections } = read(markdown, [
      'Exemplu SRL',
      'United States',
      { missing: 'name' },
      { link: 'https://x.example', text: 'x.example' },
    ]);
    expect(subtitle).toBe('for the people it concerns');
    expect(sections.map((s) => [s.id, s.title])).toEqual([
      ['controller', 'Who we are'],
      ['signatures', 'Signatures'],
    ]);
    expect(sections[0]!.blocks).toEqual<Block[]>([
      { kind: 'paragraph', tone: 'lead', content: ['What this is for,', ' ', 'on two lines.'] },
      {
        kind: 'paragraph',
        content: [
          'Exemplu SRL',
          ' is ',
          { text: 'the controller', bold: true },
          ' and ',
          { text: 'decides', italic: true },
          '; see ',
          { link: 'https://www.dataprotection.ro', text: 'the authority' },
          '.',
        ],
      },
      { kind: 'paragraph', tone: 'note', content: ['A note, its attributes on the line before.'] },
      { kind: 'heading', text: 'A heading' },
      { kind: 'list', items: [['one'], ['two']] },
      { kind: 'list', ordered: true, items: [['first'], ['second']] },
      {
        kind: 'table',
        columns: ['Country', 'Safeguard'],
        rows: [[['United States'], [{ missing: 'the mechanism' }]]],
        widths: [30, 70],
      },
      {
        kind: 'facts',
        rows: [
          { label: 'Name', value: [{ missing: 'name' }] },
          { label: 'Phone', value: [{ field: 'the number' }] },
        ],
      },
    ]);
    expect(sections[1]!.blocks).toEqual<Block[]>([
      { kind: 'checkbox', label: ['I agree to ', { text: 'this', bold: true }, '.'] },
      { kind: 'checkbox', label: ['And to that.'] },
      { kind: 'paragraph', content: ['Then.'] },
      { kind: 'list', items: [['a list']] },
      { kind: 'checkbox', label: ['A box of its own, after a list it does not join.'] },
      {
        kind: 'signatures',
        parties: [
          {
            title: 'The controller',
            lines: [
              { label: 'Name', value: [{ link: 'https://x.example', text: 'x.example' }] },
              { label: 'Signature' },
            ],
          },
        ],
      },
    ]);
  });

  it('reads a signature block whose party has no title (its lines alone)', () => {
    const { sections } = read('## T {#t}\n\n{.signatures}\n\n-\n  - Order number:\n  - Date:\n');
    expect(sections[0]!.blocks).toEqual([
      { kind: 'signatures', parties: [{ title: '', lines: [{ label: 'Order number' }, { label: 'Date' }] }] },
    ]);
  });

  it('writes a blank in the words of the document’s language', () => {
    const { sections } = read('## T {#t}\n\n[to be completed: the name] [de completat: x]\n', [], 'en');
    expect(sections[0]!.blocks).toEqual([
      { kind: 'paragraph', content: [{ missing: 'the name' }, ' [de completat: x]'] },
    ]);
  });

  it.each([
    ['text before the first section', 'Hello.\n', /text before the first section/],
    ['a section without its id', '## Title\n', /## Title \{#id\}/],
    ['a quotation', '## T {#t}\n\n> quoted\n', /a quotation \(>\) is not part of the content syntax/],
    ['code', '## T {#t}\n\n`code`\n', /code \(`…`\) is not part of the content syntax/],
    ['a heading below ###', '## T {#t}\n\n#### Deep\n', /headings go down to ###/],
    ['an unknown attribute', '## T {#t}\n\n{.bold}\nText\n', /unknown attribute \.bold/],
    [
      'widths that do not fit',
      '## T {#t}\n\n{widths=1,2,3}\n| a | b |\n|---|---|\n| c | d |\n',
      /widths=… has 3 numbers for 2 columns/,
    ],
    ['a nested list', '## T {#t}\n\n- a\n  - b\n', /lists do not nest/],
    ['a fact without its label', '## T {#t}\n\n{.facts}\n- no label\n', /"Label: value"/],
  ])('refuses %s, naming the line', (_what, markdown, message) => {
    let error: unknown;
    try {
      read(markdown);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toMatch(/^test\.md/);
  });
});

describe('values are text, never Markdown', () => {
  const HOSTILE = '**x** [a](http://evil) <b>y</b> | c |';

  it('prints a company named `**x** [a](http://evil) <b>y</b> | c |` as those characters, in a paragraph and in the facts', () => {
    const sample = sampleCompany('ro');
    const { tree } = make('NOTA_INFORMARE_AVERTIZORI', {
      company: {
        info: { ...sample.info, name: HOSTILE },
        dataProtectionResponsible: {
          isDpo: true,
          name: '# Title\n\n- item',
          email: '[[x]]',
          phone: '{{ x }}',
          notifiedOn: null,
        },
      },
    });
    const controller = tree.sections.find((s) => s.id === 'controller')!;
    const intro = controller.blocks[1]!;
    expect(intro.kind === 'paragraph' && intro.content[0]).toBe(HOSTILE);
    // Nothing of the name became bold, a link or markup: every other inline is the template's text.
    expect(intro.kind === 'paragraph' && intro.content.every((c) => typeof c === 'string')).toBe(true);
    const facts = controller.blocks.find((b) => b.kind === 'facts');
    expect(facts?.kind === 'facts' && facts.rows[0]).toEqual({ label: 'Denumire', value: [HOSTILE] });
    const dpo = tree.sections.find((s) => s.id === 'dpo')!.blocks.find((b) => b.kind === 'facts');
    expect(dpo?.kind === 'facts' && dpo.rows.map((r) => r.value)).toEqual([
      ['# Title\n\n- item'],
      ['[[x]]'],
      ['{{ x }}'],
    ]);
    // No section, block or blank came from the values.
    expect(tree.sections.map((s) => s.id)).toEqual(
      make('NOTA_INFORMARE_AVERTIZORI').tree.sections.map((s) => s.id),
    );
    expect(tree.company).toBe(HOSTILE);
  });

  it('keeps a table cell’s value whole, pipes and line breaks included', () => {
    const { sections } = read(`## T {#t}\n\n| a | b |\n|---|---|\n| ${slotMark(0)} | ${slotMark(1)} |\n`, [
      'x | y | z',
      'line\n\n## Not a section {#evil}',
    ]);
    expect(sections).toHaveLength(1);
    expect(sections[0]!.blocks[0]).toEqual({
      kind: 'table',
      columns: ['a', 'b'],
      rows: [[['x | y | z'], ['line\n\n## Not a section {#evil}']]],
    });
  });
});

describe('the engine', () => {
  it('parses each content file once per process', () => {
    expect(compiledDocument('NOTA_INFORMARE_AVERTIZORI', 'ro')).toBe(
      compiledDocument('NOTA_INFORMARE_AVERTIZORI', 'ro'),
    );
  });

  const facts = {
    int: false,
    meta: { version: null, date: '5 martie 2026' },
    controller: {
      name: 'Exemplu SRL',
      fiscalCode: '1',
      registrationNumber: 'J1',
      address: 'București',
      phone: '0',
      contactEmail: null,
      website: null,
    },
    dpo: { isDpo: false, name: null, email: null, phone: null },
    channel: null,
    law: lawFacts(new Date('2026-03-02T10:00:00Z')),
    whistleblowing: { employees: null, required: null },
    transfers: { places: [] },
    automated: { decisions: [], profiling: [] },
    rights: { consent: false, objectable: [], portable: false },
  };

  it('refuses facts without a variable the content uses, naming the file and the line', () => {
    const { int: _int, ...withoutInt } = { ...facts, meta: { version: '1', date: 'azi' } };
    expect(() => renderContent('NOTA_INFORMARE_AVERTIZORI', 'ro', withoutInt)).toThrow(
      'services/documents/content/_shared/controller-facts/ro.md:3: undefined variable: int',
    );
    const { controller: _controller, ...withoutController } = facts;
    expect(() => renderContent('NOTA_INFORMARE_AVERTIZORI', 'ro', withoutController)).toThrow(
      'services/documents/content/_shared/controller/ro.md:1: undefined variable: controller',
    );
  });

  it('refuses to print nothing where a value is missing and the content did not say | or_blank', () => {
    expect(() => renderContent('NOTA_INFORMARE_AVERTIZORI', 'ro', facts)).toThrow(
      'services/documents/content/_shared/changes/ro.md:3: {{ … }} printed nothing (null): a value that may be missing takes | or_blank',
    );
    expect(() =>
      renderContent('NOTA_INFORMARE_AVERTIZORI', 'ro', { ...facts, meta: { version: '1', date: 'azi' } }),
    ).not.toThrow();
  });
});

describe('the content check (npm run lint)', () => {
  /** A content folder with the given files (path → text), and the check's problems for it. */
  function check(files: Record<string, string>, schema = z.object({ int: z.boolean(), name: z.string() })) {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    // Each folder's changelog records its files as written (content-versions.test.ts checks the changelogs).
    for (const folder of new Set(Object.keys(files).map((path) => dirname(join(dir, path)))))
      writeFileSync(
        join(folder, 'CHANGELOG.md'),
        `## 1 (2026-11-28)\n\n- What: x\n- Why: y\n- Source: z\n- Content: sha256:${folderHash(folder)}\n`,
      );
    return checkContent([{ code: 'DOC', schema }], { dir }).map(
      (p) => `${p.file.replace(/^.*content-[^/]+\//, '')}:${p.line}: ${p.message}`,
    );
  }
  const ok = {
    'DOC/ro.md': "## Titlu {#a}\n\n{% if int %}\nText {{ name }}.\n{% endif %}\n\n{% render 'part' %}\n",
    'DOC/en.md': "## Title {#a}\n\n{% if int %}\nText {{ name }}.\n{% endif %}\n\n{% render 'part' %}\n",
    '_shared/part/ro.md': '## Parte {#part}\n\nDespre {{ name }}.\n',
    '_shared/part/en.md': '## Part {#part}\n\nAbout {{ name }}.\n',
  };

  it('passes the content of the repository', () => {
    const types = [
      ...Object.values(TEMPLATES)
        .filter(isContentTemplate)
        .map((t) => t.content),
      ...STANDALONE_CLAUSES,
    ];
    expect(types.length).toBeGreaterThan(0);
    expect(checkContent(types)).toEqual([]);
  });

  it('passes well-formed content', () => {
    expect(check(ok)).toEqual([]);
  });

  it('names the file and line of a variable the facts do not have, in a file or in a clause it includes', () => {
    expect(
      check({
        ...ok,
        'DOC/en.md': ok['DOC/en.md'].replace('{{ name }}', '{{ nme }}'),
        '_shared/part/ro.md': '## Parte {#part}\n\nDespre {{ name.first }}.\n',
      }),
    ).toEqual([
      '_shared/part/ro.md:3: "name.first": name is text: it has no "first"',
      'DOC/en.md:4: unknown variable "nme" (the facts have int, name)',
      'DOC/en.md:1: ro.md and en.md differ in the variables they use: ro ["int","name"], en ["int"]',
      '_shared/part/en.md:1: ro.md and en.md differ in the variables they use: ro ["name.first"], en ["name"]',
    ]);
  });

  it('refuses a tag or a filter outside the content syntax, and a clause that does not exist', () => {
    expect(
      check({
        ...ok,
        'DOC/ro.md': ok['DOC/ro.md'].replace(
          '{{ name }}',
          '{{ name | raw }}{% capture x %}y{% endcapture %}',
        ),
        'DOC/en.md': ok['DOC/en.md'].replace("'part'", "'parts'"),
      }),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^DOC\/ro\.md:4: the filter "raw" is not part of the content syntax/),
        expect.stringMatching(/^DOC\/ro\.md:4: the tag "capture" is not part of the content syntax/),
        expect.stringMatching(/^DOC\/en\.md:7: no shared clause "parts"/),
      ]),
    );
  });

  it('refuses Romanian and English with different sections, naming the first that differs', () => {
    expect(check({ ...ok, 'DOC/en.md': ok['DOC/en.md'].replace('{#a}', '{#b}') })).toEqual([
      'DOC/en.md:1: ro.md and en.md differ in their sections: ro ["a"], en ["b"]',
    ]);
  });

  it('refuses an s or t with cedilla, and Markdown outside the subset at its source line', () => {
    expect(
      check({
        ...ok,
        'DOC/ro.md': ok['DOC/ro.md'].replace('Text', '\u015Eti\u0163i'),
        '_shared/part/en.md': '## Part {#part}\n\n> About {{ name }}.\n',
      }),
    ).toEqual([
      'DOC/ro.md:4: an s or t with cedilla (U+015F, U+0163): Romanian is written with comma-below ș ț',
      '_shared/part/en.md:3: a quotation (>) is not part of the content syntax',
    ]);
  });

  it('refuses a content folder of no document type and a clause no document includes', () => {
    expect(
      check({
        ...ok,
        'OTHER/ro.md': '## X {#x}\n',
        '_shared/unused/ro.md': 'x\n',
        '_shared/unused/en.md': 'x\n',
      }),
    ).toEqual([
      'OTHER:1: a content folder of no document type made from content (registry.ts)',
      '_shared/unused/ro.md:1: the clause unused is included by no document',
    ]);
  });
});

describe('wording the goldens do not reach (their companies bought packages)', () => {
  it.each([
    ['ro', 'Nu ați cumpărat încă niciun pachet. După cumpărare, documentele fiecărui pachet apar aici'],
    ['en', 'You have not bought a package yet. Once you do, the documents of each package are listed here'],
  ] as const)('the guide (%s) of a company that bought nothing says so', (language, text) => {
    const company = { ...sampleCompany('ro'), products: { pending: [], configured: [], purchased: [] } };
    const prepared = prepareDocument({
      type: 'GHID_UTILIZARE_DOCUMENTE',
      product: 'UTILS',
      company,
      situations: [],
      language,
      version: 1,
    })!;
    const packages = prepared.tree.sections.find((s) => s.id === 'packages')!;
    expect(packages.blocks).toHaveLength(1);
    expect(treeText({ ...prepared.tree, sections: [packages] })).toContain(text);
  });

  it.each([
    [
      'NOTA_INFORMARE_CLIENTI_PF',
      'ro',
      'Nu ați descris încă nicio operațiune de prelucrare pentru această categorie',
    ],
    [
      'NOTA_INFORMARE_ANGAJATI',
      'en',
      'You have not described any processing operation for this category of persons yet',
    ],
  ] as const)(
    'a notice (%s, %s) for a category without operations leaves the purposes visibly to complete',
    (code, language, text) => {
      const { tree } = make(code, { language, situations: [] });
      expect(tree.sections.map((s) => s.id)).toEqual([
        'controller',
        'dpo',
        'purposes',
        'rights',
        'complaint',
        'changes',
        ...(code === 'NOTA_INFORMARE_ANGAJATI' ? ['acknowledgement'] : []),
        'version-history',
      ]);
      const purposes = tree.sections.find((s) => s.id === 'purposes')!;
      expect(purposes.blocks).toEqual([
        { kind: 'paragraph', content: [{ missing: expect.stringContaining(text) }] },
      ]);
    },
  );

  it.each(['ro', 'en'] as const)(
    'every field a logged request fills in (%s) is a field of the response letters',
    (language) => {
      const labels = Object.keys(
        responseFieldValues(
          language,
          { number: 'R-1', person: 'P', receivedOn: '2026-03-02', deadline: '2026-04-02' },
          '2026-03-03',
        ),
      );
      const fieldsOf = (code: 'MODELE_RASPUNS_ACCES' | 'MODELE_RASPUNS_CONFIRMARE_INREGISTRARE') =>
        new Set(
          JSON.stringify(make(code, { language }).tree)
            .match(/"field":"[^"]*"/g)!
            .map((m) => JSON.parse(`{${m}}`).field as string),
        );
      const letters = new Set([
        ...fieldsOf('MODELE_RASPUNS_ACCES'),
        ...fieldsOf('MODELE_RASPUNS_CONFIRMARE_INREGISTRARE'),
      ]);
      expect(labels.filter((label) => !letters.has(label))).toEqual([]);
    },
  );

  it.each([
    ['ro', 1, 'cel mult o zi,'],
    ['ro', 20, 'cel mult 20 de zile,'],
    ['ro', 101, 'cel mult 101 zile,'],
    ['en', 1, 'for one day at most'],
  ] as const)('the CCTV notice (%s) counts %i days as the language does', (language, days, text) => {
    const cctv = {
      areas: ['Intrarea'],
      retentionDays: days,
      retentionReason: null,
      recipients: [],
      lessIntrusiveMeans: null,
      consultationDate: null,
    };
    const { tree } = make('NOTA_INFORMARE_CCTV', { language, company: { cctv } });
    expect(treeText({ ...tree, sections: tree.sections.filter((s) => s.id === 'retention') })).toContain(
      text,
    );
  });
});
