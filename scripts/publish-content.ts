// A legal update published the way a deployment publishes one (docs/legal-updates.md): in a copy of
// the content directory, a folder's ro.md and en.md changed and its CHANGELOG.md given the next
// version with the files' SHA-256 (computed as scripts/check-content.ts checks it). The documents
// service started on that copy (DOCUMENTS_CONTENT_DIR) detects the update and makes the documents
// again. For the legal update journey (e2e/tests/legal-update.spec.ts) and the bench's wave.
import { appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_DIR } from '../services/documents/src/engine/content/engine.ts';
import { folderHash, readChangelog } from '../services/documents/src/engine/content/versions.ts';

/** A fresh copy of the repository's content directory, in a temporary folder; its path. */
export function copyContent(prefix = 'conform-content-'): string {
  const dir = join(mkdtempSync(join(tmpdir(), prefix)), 'content');
  cpSync(CONTENT_DIR, dir, { recursive: true });
  return dir;
}

export interface ContentChange {
  /** A document type's folder (`POLITICA_UTILIZARE_IT`) or a shared clause's (`_shared/rights`). */
  folder: string;
  /** The new text of each language's file, from its current text. */
  ro: (text: string) => string;
  en: (text: string) => string;
  what: string;
  why: string;
  source: string;
  /** What changed for the documents' reader (required for a document type's folder). */
  reader?: { ro: string; en: string };
}

/** Applies the change in the content directory `dir` and records its version; the version's number. */
export function publishContentVersion(dir: string, change: ContentChange): number {
  const folder = join(dir, change.folder);
  for (const language of ['ro', 'en'] as const) {
    const path = join(folder, `${language}.md`);
    const before = readFileSync(path, 'utf8');
    const after = change[language](before);
    if (after === before) throw new Error(`publishContentVersion: ${change.folder}/${language}.md unchanged`);
    writeFileSync(path, after);
  }
  const changelog = join(folder, 'CHANGELOG.md');
  const last = readChangelog(readFileSync(changelog, 'utf8')).entries.at(-1);
  const version = (last?.version ?? 0) + 1;
  appendFileSync(
    changelog,
    [
      '',
      `## ${version} (${new Date().toISOString().slice(0, 10)})`,
      '',
      `- What: ${change.what}`,
      `- Why: ${change.why}`,
      `- Source: ${change.source}`,
      ...(change.reader ? [`- Ro: ${change.reader.ro}`, `- En: ${change.reader.en}`] : []),
      `- Content: sha256:${folderHash(folder)}`,
      '',
    ].join('\n'),
  );
  return version;
}
