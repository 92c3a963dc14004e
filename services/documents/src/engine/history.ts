/**
 * Every versioned document ends with its version history: one row per version up to the one printed,
 * with its date, what changed (the sections added, removed or changed, by title) and why (the
 * company's data, the legal content, or both). The words are the shared clause
 * content/_shared/version-history (docs/content.md); the rows are facts computed here from the
 * versions the platform keeps (document_versions: date, changes, content version, data digest).
 *
 * The section is not part of what a version is: the worker tells whether the text changed, and a
 * version's section digests tell the next one what changed, without it (else every render would
 * differ by its own history row).
 */
import { createHash } from 'node:crypto';
import type { CompanyReadModel } from '@conform/companies-service/read';
import type { SituationReadModel } from '@conform/configurator-service/read';
import { z } from 'zod';
import { formatDate } from './blocks.ts';
import type { Language } from './context.ts';
import { renderContent } from './content/engine.ts';
import { changelogOf } from './content/versions.ts';
import { MESSAGES } from './template.ts';
import { inlineText, type Section } from './tree.ts';
import { PACK_CLAUSE, ZPackFacts } from '../pack/facts.ts';

/** The clause's folder, rendered on its own (not included by a document's content file). */
export const HISTORY_CLAUSE = '_shared/version-history';
/** The id of the history section, the last of every versioned document. */
export const HISTORY_SECTION = 'version-history';

/** The facts the history clause prints. */
export const ZHistoryFacts = z.object({
  rows: z.array(
    z.object({
      version: z.number().int().positive(),
      /** In the reader's format (the document's own date format). */
      date: z.string(),
      first: z.boolean(),
      /** The sections added, removed and changed, by title (the kinds with none left out). */
      parts: z.array(
        z.object({ kind: z.enum(['added', 'removed', 'changed']), titles: z.array(z.string()) }),
      ),
      /** The company's data changed since the previous version. */
      data: z.boolean(),
      /**
       * The legal content changed since the previous version: the type's content version when it went
       * up (null: only a clause the templates share changed) and what changed in the reader's words.
       */
      content: z.object({ version: z.number().int().nullable(), summary: z.string().nullable() }).nullable(),
      /**
       * The titles, in the reader's language, of the legal updates whose waves made the version
       * (legal-updates/), oldest first: the reason is the law, said before the rest. Two updates
       * reaching the document in one pass make one version, for both. Empty for any other version.
       */
      legalUpdates: z.array(z.string()),
    }),
  ),
});
export type THistoryFacts = z.infer<typeof ZHistoryFacts>;

/** What a version's row is made from: the version as kept. */
export interface VersionRecord {
  number: number;
  createdAt: Date;
  changes: { first: boolean; added: string[]; removed: string[]; changed: string[] };
  /** content/versions.ts `contentVersionOf` (e.g. `3+9f2c4e1a7b3d`); null for a type written in TypeScript. */
  contentVersion: string | null;
  /** `dataDigest` of the data it was made from; null for a version made before digests were kept. */
  dataDigest: string | null;
  /** The legal updates whose waves made it (their titles in each language); none for any other version. */
  legalUpdates?: ReadonlyArray<{ ro: string; en: string }>;
}

/**
 * A digest of the data a document is made from: the company's data (without the bookkeeping of
 * when it changed) and the situations the type reads. Equal digests: the data did not change.
 */
export function dataDigest(input: {
  company: CompanyReadModel;
  situations: readonly SituationReadModel[];
  channel?: string;
}): string {
  const { dirty: _dirty, updatedAt: _updatedAt, ...company } = input.company;
  return createHash('sha256')
    .update(JSON.stringify({ company, situations: input.situations, channel: input.channel ?? null }))
    .digest('hex')
    .slice(0, 32);
}

/** The changelog version of a content version (`3+9f2c…` → 3). */
const numberOf = (contentVersion: string) => Number(contentVersion.split('+')[0]);

/**
 * What the reader is told changed in a content version: the entry's line in the document's
 * language (`Ro:` / `En:`); an English document without one reads the entry's What line, a
 * Romanian one only the version (the What lines are written in English).
 */
function summaryOf(code: string, version: number, language: Language): string | null {
  const entry = changelogOf(code).find((e) => e.version === version);
  if (!entry) return null;
  return entry[language] ?? (language === 'en' ? entry.what : null);
}

/** The history's rows, oldest first: each version against the one before it. */
export function historyFacts(
  code: string,
  language: Language,
  versions: readonly VersionRecord[],
): THistoryFacts {
  const t = MESSAGES[language];
  return {
    rows: versions.map((v, i) => {
      const before = versions[i - 1];
      const first = v.changes.first || !before;
      // Known only when both versions recorded it; not known, the row does not say.
      const content =
        !first && before.contentVersion && v.contentVersion && before.contentVersion !== v.contentVersion
          ? numberOf(before.contentVersion) !== numberOf(v.contentVersion)
            ? {
                version: numberOf(v.contentVersion),
                summary: summaryOf(code, numberOf(v.contentVersion), language),
              }
            : { version: null, summary: null }
          : null;
      const data = !first && !!before.dataDigest && !!v.dataDigest && before.dataDigest !== v.dataDigest;
      const parts = (['added', 'removed', 'changed'] as const)
        .map((kind) => ({ kind, titles: v.changes[kind] }))
        .filter((part) => part.titles.length > 0);
      const legalUpdates = (v.legalUpdates ?? []).map((title) => title[language]);
      return {
        version: v.number,
        date: formatDate(v.createdAt, t),
        first,
        parts,
        data,
        content,
        legalUpdates,
      };
    }),
  };
}

/** The history section of a document, in its language. */
export function historySection(
  code: string,
  language: Language,
  versions: readonly VersionRecord[],
): Section {
  const facts = ZHistoryFacts.parse(historyFacts(code, language, versions));
  const [section] = renderContent(HISTORY_CLAUSE, language, facts).sections;
  if (!section) throw new Error('the version history clause has no section');
  return section;
}

/**
 * Why each version was made, oldest first, in both languages: the last column of its row in the
 * printed history, so the documents page says it in the PDF's words (one source: the clause). Null
 * where the row gives no reason ("—").
 */
export function versionReasons(
  code: string,
  versions: readonly VersionRecord[],
): Array<{ ro: string; en: string } | null> {
  if (versions.length === 0) return [];
  const reasons = (language: Language) => {
    const table = historySection(code, language, versions).blocks.find((b) => b.kind === 'table');
    if (table?.kind !== 'table') throw new Error('the version history clause has no table');
    return table.rows.map((row) => inlineText(row.at(-1) ?? []));
  };
  const ro = reasons('ro');
  const en = reasons('en');
  return historyFacts(code, 'ro', versions).rows.map((row, i) =>
    row.legalUpdates.length > 0 || row.data || row.content ? { ro: ro[i]!, en: en[i]! } : null,
  );
}

/**
 * The tree without its version history, as stored (plain JSON) or made: what the worker compares
 * (a version made before the history was printed has none, and compares the same).
 */
export function withoutHistory<T extends { sections: ReadonlyArray<{ id: string }> }>(tree: T): T {
  return { ...tree, sections: tree.sections.filter((s) => s.id !== HISTORY_SECTION) };
}

/** The clauses code renders on their own, checked like a document type with their facts (check.ts). */
export const STANDALONE_CLAUSES = [
  { code: HISTORY_CLAUSE, schema: ZHistoryFacts },
  // The inspection pack's index (pack/pack.ts).
  { code: PACK_CLAUSE, schema: ZPackFacts },
] as const;
