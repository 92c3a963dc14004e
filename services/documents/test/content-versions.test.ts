/**
 * Content versions (docs/content.md, "Recording a change"): a content file changed without a new
 * changelog entry fails the check, which says the hash to record; every generated version keeps the
 * version of the content it was made from, which changes when the document or a clause it includes
 * changes.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesService } from '@conform/companies-service';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import { z } from 'zod';
import { documentsService } from '../src/app.ts';
import type { TDocumentsConfig } from '../src/config.ts';
import { createDocumentsRepository } from '../src/documents/repository.ts';
import { checkContent } from '../src/engine/content/check.ts';
import { CONTENT_DIR } from '../src/engine/content/engine.ts';
import { contentVersionOf, folderHash, readChangelog } from '../src/engine/content/versions.ts';
import { changesBetween } from '../src/engine/render.ts';
import { make } from './support/make.ts';

/** A content folder: one document including one clause, each with the given changelog (or one that fits). */
function folder(options: { changelog?: (hash: string) => string } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'content-versions-'));
  const files = {
    'DOC/ro.md': "## Titlu {#a}\n\nText.\n\n{% render 'part' %}\n",
    'DOC/en.md': "## Title {#a}\n\nText.\n\n{% render 'part' %}\n",
    '_shared/part/ro.md': '## Parte {#part}\n\nDespre.\n',
    '_shared/part/en.md': '## Part {#part}\n\nAbout.\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  for (const name of ['DOC', '_shared/part']) {
    const hash = folderHash(join(dir, name));
    writeFileSync(
      join(dir, name, 'CHANGELOG.md'),
      options.changelog?.(hash) ??
        `# Changelog\n\n## 1 (2026-11-28)\n\n- What: first.\n- Why: because.\n- Source: Art. 13 GDPR.\n- Content: sha256:${hash}\n`,
    );
  }
  return dir;
}

const check = (dir: string) =>
  checkContent([{ code: 'DOC', schema: z.object({}) }], { dir }).map(
    (p) => `${p.file.replace(/^.*content-versions-[^/]+\//, '')}:${p.line}: ${p.message}`,
  );

describe('the changelog of each content folder', () => {
  it('passes when the last entry records the files as they are', () => {
    expect(check(folder())).toEqual([]);
  });

  it('fails when a file changed without a new entry, and gives the hash to record', () => {
    const dir = folder();
    writeFileSync(join(dir, '_shared/part/en.md'), '## Part {#part}\n\nAbout it.\n');
    expect(check(dir)).toEqual([
      `_shared/part/CHANGELOG.md:3: ro.md or en.md changed after version 1: add version 2 (what, why, the legal source) with Content: sha256:${folderHash(join(dir, '_shared/part'))}`,
    ]);
  });

  it('refuses a folder without a changelog, naming the hash of its first entry', () => {
    const dir = folder();
    rmSync(join(dir, 'DOC/CHANGELOG.md'));
    expect(check(dir)).toEqual([
      `DOC/CHANGELOG.md:1: no changelog: write its first entry (## 1 (<YYYY-MM-DD>), What, Why, Source, Content: sha256:${folderHash(join(dir, 'DOC'))})`,
    ]);
  });

  it('refuses an entry without its reason, and versions that do not go up by one', () => {
    const entry = (version: number, date: string, hash: string, why = '- Why: a court ruling.\n') =>
      `## ${version} (${date})\n\n- What: the clause.\n${why}- Source: Art. 13 GDPR.\n- Ro: clauza.\n- En: the clause.\n- Content: sha256:${hash}\n\n`;
    const dir = folder({
      changelog: (hash) =>
        `# Changelog\n\n${entry(1, '2026-11-28', '0'.repeat(64), '')}${entry(2, '2026-12-01', hash)}`,
    });
    expect(check(dir)).toEqual([
      'DOC/CHANGELOG.md:3: the entry 1 has no Why',
      '_shared/part/CHANGELOG.md:3: the entry 1 has no Why',
    ]);
    const skipping = folder({
      changelog: (hash) =>
        `# Changelog\n\n${entry(1, '2026-11-28', '0'.repeat(64))}${entry(3, '2026-12-01', hash)}`,
    });
    expect(check(skipping)).toEqual([
      'DOC/CHANGELOG.md:12: version 3 follows 1: versions go up by one',
      '_shared/part/CHANGELOG.md:12: version 3 follows 1: versions go up by one',
    ]);
  });

  it('refuses a document type’s entry after the first without what changed for the reader in Romanian and English', () => {
    const dir = folder({
      changelog: (hash) =>
        `# Changelog\n\n## 1 (2026-11-28)\n\n- What: first.\n- Why: because.\n- Source: Art. 13 GDPR.\n- Content: sha256:${'0'.repeat(64)}\n\n## 2 (2026-12-01)\n\n- What: the clause.\n- Why: a court ruling.\n- Source: Art. 13 GDPR.\n- Ro: clauza.\n- Content: sha256:${hash}\n`,
    });
    // The document type's entry 2 has no En line; the shared clause's entries need none.
    expect(check(dir)).toEqual([
      'DOC/CHANGELOG.md:10: the entry 2 has no En: say in Romanian and in English what changed for the company using the document (its version history prints it), before the Content line',
    ]);
  });
});

describe('the content version of a document', () => {
  it('is its changelog’s version and a digest of its files and the clauses it includes, which a clause’s change changes', () => {
    const dir = folder();
    const before = contentVersionOf('DOC', dir);
    expect(before).toMatch(/^1\+[0-9a-f]{12}$/);
    const changed = mkdtempSync(join(tmpdir(), 'content-versions-'));
    cpSync(dir, changed, { recursive: true });
    // The same content elsewhere is the same version; only the clause's text differs after.
    expect(contentVersionOf('DOC', changed)).toBe(before);
    const clauseChanged = mkdtempSync(join(tmpdir(), 'content-versions-'));
    cpSync(dir, clauseChanged, { recursive: true });
    writeFileSync(join(clauseChanged, '_shared/part/ro.md'), '## Parte {#part}\n\nDespre altceva.\n');
    const after = contentVersionOf('DOC', clauseChanged);
    expect(after).toMatch(/^1\+[0-9a-f]{12}$/);
    expect(after).not.toBe(before);
  });

  it('is the same for the repository’s documents as their changelogs say', () => {
    // Every document type is worded in content/ now: each one made carries its changelog's last version.
    for (const type of ['NOTA_INFORMARE_AVERTIZORI', 'CONTRACT_OPERATOR_OPERATOR'] as const)
      expect(make(type).tree.contentVersion).toMatch(versionPattern(type));
  });
});

/** A content version of a type as its changelog's last entry numbers it: `<version>+<digest>`. */
function versionPattern(type: string): RegExp {
  const { entries } = readChangelog(readFileSync(join(CONTENT_DIR, type, 'CHANGELOG.md'), 'utf8'));
  expect(entries.length).toBeGreaterThan(1);
  return new RegExp(`^${entries.at(-1)!.version}\\+[0-9a-f]{12}$`);
}

describe('a generated version keeps the content it was made from', () => {
  let svc: TestService<TDocumentsConfig>;
  beforeAll(async () => {
    svc = await startTestService(documentsService, {
      alsoMigrate: [companiesService],
      manualBackground: true,
      env: {
        INTERNAL_TOKEN: 'test-internal-token-0123456789abcdef',
        LINK_SECRET: 'test-link-secret-0123456789abcdef0123456789',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'documents-versions-')),
      },
    });
  });
  afterAll(async () => {
    await svc?.close();
  });

  it.each([
    ['NOTA_INFORMARE_AVERTIZORI', versionPattern('NOTA_INFORMARE_AVERTIZORI')],
    ['CONTRACT_OPERATOR_OPERATOR', versionPattern('CONTRACT_OPERATOR_OPERATOR')],
  ] as const)(
    'records %s’s content version with the version, as the worker records it',
    async (type, expected) => {
      const repository = createDocumentsRepository(svc.db.orm);
      const prepared = make(type);
      await repository.recordVersion(svc.db, 'company-1', type, {
        number: 1,
        language: 'ro',
        pdf: {
          id: `f-${type}`,
          path: `company-1/${type}/f.pdf`,
          name: 'a.pdf',
          bytes: 1,
          contentType: 'application/pdf',
        },
        pdfSha256: 'a'.repeat(64),
        docxSource: prepared.docxSource,
        sections: prepared.sections,
        changes: changesBetween(undefined, prepared.sections),
      });
      const [version] = await repository.versions('company-1', type);
      if (expected) expect(version!.contentVersion).toMatch(expected);
      else expect(version!.contentVersion).toBeNull();
      expect(version!.contentVersion ?? undefined).toBe(prepared.tree.contentVersion);
    },
  );
});
