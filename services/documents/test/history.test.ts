/**
 * The version history every versioned document ends with: a row per version up to the one printed,
 * its date in the reader's format, what changed (sections by title) and why (the company's data,
 * the legal content with its version and what changed).
 */
import type { TDocumentCode } from '@conform/catalogues';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DIR } from '../src/engine/content/engine.ts';
import { changelogProblems, readChangelog } from '../src/engine/content/versions.ts';
import type { Language } from '../src/engine/context.ts';
import { HISTORY_SECTION, type VersionRecord } from '../src/engine/history.ts';
import { prepareDocument } from '../src/engine/render.ts';
import { sampleCompany } from '../src/engine/sample.ts';
import { inlineText, type DocumentTree } from '../src/engine/tree.ts';
import { make as makeDocument, type MakeOptions } from './support/make.ts';

const NOW = new Date('2026-11-28T10:00:00Z');

/** A document as the worker makes it (support/make.ts), the first version unless said, made on NOW. */
const make = (code: TDocumentCode, options: MakeOptions = {}) =>
  makeDocument(code, { version: 1, now: NOW, ...options });

/** The history's heading, columns and rows, as printed. */
function history(tree: DocumentTree) {
  const last = tree.sections.at(-1)!;
  expect(last.id).toBe(HISTORY_SECTION);
  const table = last.blocks.find((b) => b.kind === 'table');
  if (table?.kind !== 'table') throw new Error('the history has no table');
  return {
    title: last.title,
    columns: table.columns,
    rows: table.rows.map((row) => row.map((cell) => inlineText(cell))),
  };
}

/** The version a prepared document would be kept as. */
const recordOf = (
  prepared: ReturnType<typeof make>,
  number: number,
  createdAt: Date,
  contentVersion = prepared.tree.contentVersion ?? null,
): VersionRecord => ({
  number,
  createdAt,
  changes: prepared.changes,
  contentVersion,
  dataDigest: prepared.dataDigest,
});

describe('the version history at the end of a document', () => {
  it('prints the first version with its date in the reader’s format (ro, en)', () => {
    expect(history(make('NOTA_INFORMARE_ANGAJATI').tree)).toEqual({
      title: 'Istoricul versiunilor',
      columns: ['Versiunea', 'Data', 'Ce s-a modificat', 'Motivul'],
      rows: [['1', '28 noiembrie 2026', 'prima versiune', '—']],
    });
    expect(history(make('NOTA_INFORMARE_ANGAJATI', { language: 'en' }).tree)).toEqual({
      title: 'Version history',
      columns: ['Version', 'Date', 'What changed', 'Why'],
      rows: [['1', '28 November 2026', 'first version', '—']],
    });
  });

  it('names the sections a change of the company’s data changed, and the data as why', () => {
    const before = make('NOTA_INFORMARE_ANGAJATI', { company: { contactEmail: 'vechi@exemplu.ro' } });
    const after = make('NOTA_INFORMARE_ANGAJATI', {
      version: 2,
      company: { contactEmail: 'nou@exemplu.ro' },
      earlier: {
        versions: [recordOf(before, 1, new Date('2026-03-02T10:00:00Z'))],
        sections: before.sections,
      },
    });
    const changed = after.changes.changed;
    expect(changed.length).toBeGreaterThan(0);
    expect(history(after.tree).rows).toEqual([
      ['1', '2 martie 2026', 'prima versiune', '—'],
      [
        '2',
        '28 noiembrie 2026',
        `${changed.length === 1 ? 'secțiune modificată' : 'secțiuni modificate'}: ${changed.map((t) => `„${t}”`).join(', ')}`,
        'datele companiei',
      ],
    ]);
    // The history is not part of what changed, nor of the sections the next version is told against.
    expect(after.sections.map((s) => s.id)).not.toContain(HISTORY_SECTION);
    expect(changed).not.toContain('Istoricul versiunilor');
  });

  it('says the legal content was updated, with the template’s version and what it changed in the reader’s language', () => {
    const current = make('REGISTRU_OPERATOR', { language: 'en' });
    const version = Number(current.tree.contentVersion!.split('+')[0]);
    expect(version).toBeGreaterThan(1);
    const entry = readChangelog(
      readFileSync(join(CONTENT_DIR, 'REGISTRU_OPERATOR', 'CHANGELOG.md'), 'utf8'),
    ).entries.find((e) => e.version === version)!;
    // The reader's words, not the entry's What line written for lawyers and developers.
    expect(entry.ro).toMatch(/^fiecare operațiune din registru arată data/);
    expect(entry.en).toMatch(/^each operation in the record shows the date/);
    expect(entry.en).not.toBe(entry.what);
    const earlier = (language: Language, dataDigest: string) => {
      const before = make('REGISTRU_OPERATOR', { language });
      return {
        versions: [
          {
            ...recordOf(before, 1, new Date('2026-03-02T10:00:00Z'), `${version - 1}+000000000000`),
            dataDigest,
          },
        ],
        sections: before.sections,
      };
    };
    // The same data: only the content, told in the document's language.
    const en = make('REGISTRU_OPERATOR', {
      language: 'en',
      version: 2,
      earlier: earlier('en', current.dataDigest),
    });
    expect(history(en.tree).rows[1]!.slice(0, 2)).toEqual(['2', '28 November 2026']);
    expect(history(en.tree).rows[1]![3]).toBe(
      `updated legal content (version ${version} of the template: ${entry.en})`,
    );
    const ro = make('REGISTRU_OPERATOR', {
      version: 2,
      earlier: earlier('ro', make('REGISTRU_OPERATOR').dataDigest),
    });
    expect(history(ro.tree).rows[1]![3]).toBe(
      `conținutul juridic actualizat (versiunea ${version} a modelului: ${entry.ro})`,
    );
    // The data changed too: both.
    const both = make('REGISTRU_OPERATOR', { version: 2, earlier: earlier('ro', 'another-digest') });
    expect(history(both.tree).rows[1]![3]).toBe(
      `datele companiei; conținutul juridic actualizat (versiunea ${version} a modelului: ${entry.ro})`,
    );
  });

  it('says a shared clause changed when the template’s own version did not, and nothing it does not know', () => {
    const before = make('NOTA_INFORMARE_ANGAJATI');
    const number = before.tree.contentVersion!.split('+')[0];
    const again = (record: Partial<VersionRecord>) =>
      history(
        make('NOTA_INFORMARE_ANGAJATI', {
          version: 2,
          earlier: {
            versions: [{ ...recordOf(before, 1, new Date('2026-03-02T10:00:00Z')), ...record }],
            sections: before.sections,
          },
        }).tree,
      ).rows[1]![3];
    expect(again({ contentVersion: `${number}+000000000000` })).toBe(
      'conținutul juridic actualizat (o clauză comună a modelelor)',
    );
    // A version made before the content version and the data digest were kept: why is not known.
    expect(again({ contentVersion: null, dataDigest: null })).toBe('—');
  });

  it('reads what changed in the reader’s words from a changelog entry’s Ro and En lines', () => {
    const { entries, problems } = readChangelog(
      [
        '## 1 (2026-11-29)',
        '',
        '- What: the retention is three years.',
        '- Why: the law was amended.',
        '- Source: Law 361/2022, art. 9.',
        '- Ro: termenul de păstrare este de trei ani.',
        '- En: the retention period is three years.',
        `- Content: sha256:${'0'.repeat(64)}`,
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(entries[0]).toMatchObject({
      ro: 'termenul de păstrare este de trei ani.',
      en: 'the retention period is three years.',
    });
  });

  it('refuses a document type’s entry after the first without its Ro and En lines, naming the line', () => {
    const entry = (version: number, ...lines: string[]) => [
      `## ${version} (2026-11-29)`,
      '',
      '- What: the retention is three years.',
      '- Why: the law was amended.',
      '- Source: Law 361/2022, art. 9.',
      ...lines,
      `- Content: sha256:${'0'.repeat(64)}`,
      '',
    ];
    const text = [
      ...entry(1),
      ...entry(2, '- Ro: termenul de păstrare este de trei ani.'),
      ...entry(
        3,
        '- Ro: termenul de păstrare este de trei ani.',
        '- En: the retention period is three years.',
      ),
      ...entry(4),
    ].join('\n');
    // A document type's changelog: version 1 (the first row says "first version") needs none.
    expect(readChangelog(text, { reader: true }).problems).toEqual([
      { line: 8, message: expect.stringMatching(/^the entry 2 has no En: say in Romanian and in English/) },
      { line: 25, message: expect.stringMatching(/^the entry 4 has no Ro, En: /) },
    ]);
    // A shared clause's changelog: the lines stay optional.
    expect(readChangelog(text).problems).toEqual([]);
    // Every document type's changelog has them (the content check).
    const missing = readdirSync(CONTENT_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
      .flatMap((d) =>
        readChangelog(readFileSync(join(CONTENT_DIR, d.name, 'CHANGELOG.md'), 'utf8'), {
          reader: true,
        }).problems.map((p) => `${d.name}:${p.line}: ${p.message}`),
      );
    expect(missing).toEqual([]);
    expect(
      changelogProblems([join(CONTENT_DIR, 'EIPD'), join(CONTENT_DIR, '_shared', 'version-history')]),
    ).toEqual([]);
  });

  it('says a version made for a legal update was, by its title, first among the reasons (ro, en)', () => {
    const legalUpdate = {
      ro: 'Nota de informare a angajaților: versiunea 4 a modelului',
      en: 'Employee privacy notice: version 4 of the template',
    };
    for (const language of ['ro', 'en'] as const) {
      const before = make('NOTA_INFORMARE_ANGAJATI', {
        language,
        company: { contactEmail: 'vechi@exemplu.ro' },
      });
      const earlier = {
        versions: [{ ...recordOf(before, 1, new Date('2026-03-02T10:00:00Z')), legalUpdates: [] }],
        sections: before.sections,
      };
      // Only the law: the reason is the update alone.
      const same = make('NOTA_INFORMARE_ANGAJATI', {
        language,
        version: 2,
        company: { contactEmail: 'vechi@exemplu.ro' },
        earlier,
        legalUpdates: [legalUpdate],
      });
      // The data changed too (an edit made before the wave reached it): both, the update first.
      const both = make('NOTA_INFORMARE_ANGAJATI', {
        language,
        version: 2,
        company: { contactEmail: 'nou@exemplu.ro' },
        earlier,
        legalUpdates: [legalUpdate],
      });
      if (language === 'ro') {
        expect(history(same.tree).rows.map((r) => r[3])).toEqual([
          '—',
          'Actualizare legislativă: Nota de informare a angajaților: versiunea 4 a modelului',
        ]);
        expect(history(both.tree).rows[1]![3]).toBe(
          'Actualizare legislativă: Nota de informare a angajaților: versiunea 4 a modelului; datele companiei',
        );
      } else {
        expect(history(same.tree).rows.map((r) => r[3])).toEqual([
          '—',
          'Legal update: Employee privacy notice: version 4 of the template',
        ]);
        expect(history(both.tree).rows[1]![3]).toBe(
          "Legal update: Employee privacy notice: version 4 of the template; the company's data",
        );
      }
    }
    // A version kept with its update's title prints it in the next version's history too.
    const kept = make('NOTA_INFORMARE_ANGAJATI', { language: 'en' });
    const next = make('NOTA_INFORMARE_ANGAJATI', {
      language: 'en',
      version: 3,
      earlier: {
        versions: [
          recordOf(kept, 1, new Date('2026-03-02T10:00:00Z')),
          { ...recordOf(kept, 2, new Date('2026-06-02T10:00:00Z')), legalUpdates: [legalUpdate] },
        ],
        sections: kept.sections,
      },
    });
    expect(history(next.tree).rows.map((r) => r[3])).toEqual([
      '—',
      'Legal update: Employee privacy notice: version 4 of the template',
      '—',
    ]);
  });

  it('names each legal update a version was made for, oldest first, then the other reasons (ro, en)', () => {
    const figure = {
      ro: 'Termenul de notificare a încălcărilor securității datelor: 96 de ore',
      en: 'The breach notification deadline: 96 hours',
    };
    const release = {
      ro: 'Nota de informare a angajaților: versiunea 4 a modelului',
      en: 'Employee privacy notice: version 4 of the template',
    };
    const reasons = (language: 'ro' | 'en', contactEmail: string) => {
      const before = make('NOTA_INFORMARE_ANGAJATI', {
        language,
        company: { contactEmail: 'vechi@exemplu.ro' },
      });
      const made = make('NOTA_INFORMARE_ANGAJATI', {
        language,
        version: 2,
        company: { contactEmail },
        earlier: {
          versions: [recordOf(before, 1, new Date('2026-03-02T10:00:00Z'))],
          sections: before.sections,
        },
        legalUpdates: [figure, release],
      });
      return history(made.tree).rows[1]![3];
    };
    expect(reasons('ro', 'vechi@exemplu.ro')).toBe(
      'Actualizare legislativă: Termenul de notificare a încălcărilor securității datelor: 96 de ore; actualizare legislativă: Nota de informare a angajaților: versiunea 4 a modelului',
    );
    expect(reasons('ro', 'nou@exemplu.ro')).toBe(
      'Actualizare legislativă: Termenul de notificare a încălcărilor securității datelor: 96 de ore; actualizare legislativă: Nota de informare a angajaților: versiunea 4 a modelului; datele companiei',
    );
    expect(reasons('en', 'nou@exemplu.ro')).toBe(
      "Legal update: The breach notification deadline: 96 hours; legal update: Employee privacy notice: version 4 of the template; the company's data",
    );
  });

  it('leaves it out of the printed registers, the signs and a letter drafted for one request', () => {
    for (const code of ['REGISTRU_CERERI', 'REGISTRU_INCALCARI', 'AFIS_SUPRAVEGHERE_VIDEO'] as const)
      expect(make(code).tree.sections.map((s) => s.id)).not.toContain(HISTORY_SECTION);
    const letter = prepareDocument({
      type: 'MODELE_RASPUNS_ACCES',
      product: 'INTERNAL_POLICIES',
      company: sampleCompany('ro'),
      situations: [],
      language: 'ro',
      version: 1,
      fill: {},
    });
    expect(letter?.tree.sections.map((s) => s.id)).not.toContain(HISTORY_SECTION);
    // The response templates themselves, kept among the documents, have it.
    expect(make('MODELE_RASPUNS_ACCES').tree.sections.at(-1)?.id).toBe(HISTORY_SECTION);
  });
});
