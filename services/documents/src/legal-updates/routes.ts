/**
 * A company's legal updates for its admins (docs/legal-updates.md): the list, with the redline of
 * each document an update made again (or, for an update announced ahead, a preview of what it will
 * change, made without rendering), and the confirmation that an admin has read one.
 */
import {
  ZConfirmLegalUpdateSchema,
  type TCompanyLegalUpdate,
  type TCompanyLegalUpdates,
} from '@conform/contracts';
import type { TLegalParameters } from '@conform/catalogues';
import { notFound, requireCompanyAdmin, type CompanyAccess, type Db } from '@conform/server-kit';
import type { Request, Router } from 'express';
import { channelOfKey, documentTexts, typeOfKey } from '../catalogue.ts';
import { versionDiff } from '../documents/diff.ts';
import { prepareDocument } from '../engine/render.ts';
import { blanksOf } from '../engine/tree.ts';
import { createSharedReads } from '../generation/shared-reads.ts';
import { todayIn } from '../registers/deadlines.ts';
import { REGISTER_DOCUMENTS, registerEntries } from '../registers/domain.ts';
import { createRegistersRepository } from '../registers/repository.ts';

const companyIdOf = (req: Request): string => req.params['companyId'] as string;

/**
 * The questions an update asks: blanks of the version it made whose label the version before had
 * not (a new fact the law needs). Blanks already there are already on the "to complete" list.
 */
function newBlanks(before: unknown, after: unknown): number {
  const known = new Set(before ? blanksOf(before).keys() : []);
  return [...blanksOf(after).keys()].filter((label) => !known.has(label)).length;
}

/** A company's document as the preview reads it: its current version, when it is made. */
interface CurrentDocument {
  type: string;
  product: string;
  version: number | null;
  language: 'ro' | 'en' | null;
  createdAt: Date | string | null;
  tree: unknown;
}

export function createLegalUpdatesDomain(
  db: Db,
  options: {
    now?: () => Date;
    /** The legal figures' table (the catalogue's; tests inject one). */
    parameters?: TLegalParameters;
  } = {},
) {
  const now = options.now ?? (() => new Date());

  /**
   * What an announced update will make of a document, without rendering: the document prepared from
   * the company's data as its current version was made, with the legal figures in force on the
   * update's day, against the current version's text. Undefined when the document is not made.
   */
  async function preview(
    companyId: string,
    document: CurrentDocument,
    effectiveAt: Date,
    reads: ReturnType<typeof createSharedReads>,
  ): Promise<{ diff: TCompanyLegalUpdate['documents'][number]['diff']; blanks: number } | undefined> {
    if (!document.version || !document.language || !document.createdAt || !document.tree) return undefined;
    const { company, situations } = await reads.read({ companyId, ...document }, new Date(0));
    if (!company) return undefined;
    const type = typeOfKey(document.type);
    const registers = (Object.values(REGISTER_DOCUMENTS) as string[]).includes(type)
      ? await registerEntries(createRegistersRepository(db), companyId)
      : undefined;
    const prepared = prepareDocument({
      type,
      product: document.product,
      ...(channelOfKey(document.type) ? { channel: channelOfKey(document.type) } : {}),
      company,
      situations,
      language: document.language,
      version: document.version + 1,
      now: new Date(document.createdAt),
      law: { at: effectiveAt, ...(options.parameters ? { table: options.parameters } : {}) },
      ...(registers ? { registers } : {}),
    });
    if (!prepared) return undefined;
    const diff = versionDiff(
      { version: document.version, tree: document.tree },
      { version: document.version + 1, tree: prepared.tree },
    );
    return {
      diff: diff.sections.length > 0 ? diff : null,
      blanks: newBlanks(document.tree, prepared.tree),
    };
  }

  return {
    /** The company's updates, newest first, each with its documents' redlines. */
    async list(companyId: string): Promise<TCompanyLegalUpdates> {
      const updates = await db.query<{
        id: string;
        kind: 'CONTENT' | 'PARAMETER';
        titleRo: string;
        titleEn: string;
        summaryRo: string;
        summaryEn: string;
        sources: string[];
        types: string[];
        effectiveAt: Date | string;
        confirmedAt: Date | string | null;
        preview: boolean;
      }>(
        `SELECT u.id, u.kind, u.title_ro AS "titleRo", u.title_en AS "titleEn", u.summary_ro AS "summaryRo",
                u.summary_en AS "summaryEn", u.sources, u.types, u.effective_at AS "effectiveAt",
                c.confirmed_at AS "confirmedAt", u.effective_at > $2 AS preview
           FROM documents.legal_update_companies c
           JOIN documents.legal_updates u ON u.id = c.update_id
          WHERE c.company_id = $1
          ORDER BY u.effective_at DESC, u.created_at DESC`,
        [companyId, now()],
      );
      if (updates.length === 0) return { updates: [] };
      // The company's documents and the versions the updates made, with the version before each.
      // Their current versions (with their text when an announced update's preview needs it).
      const previewing = updates.some((u) => u.preview);
      const documents = await db.query<CurrentDocument>(
        `SELECT d.type, d.product, v.version, v.language, v.created_at AS "createdAt",
                ${previewing ? `v.docx_source->'tree'` : 'NULL'} AS tree
           FROM documents.documents d
           LEFT JOIN documents.document_versions v
             ON v.company_id = d.company_id AND v.type = d.type AND v.version = d.version
              AND d.status = 'READY' AND d.file_id IS NOT NULL
          WHERE d.company_id = $1 ORDER BY d.type`,
        [companyId],
      );
      const reads = createSharedReads(db);
      const previews = new Map<string, Awaited<ReturnType<typeof preview>>>();
      for (const u of updates.filter((x) => x.preview)) {
        const types = new Set(u.types);
        for (const d of documents.filter((x) => types.has(typeOfKey(x.type))))
          previews.set(`${u.id}:${d.type}`, await preview(companyId, d, new Date(u.effectiveAt), reads));
      }
      const made = await db.query<{
        updateId: string;
        type: string;
        version: number;
        tree: unknown;
        before: unknown;
      }>(
        `SELECT made.id AS "updateId", v.type, v.version, v.docx_source->'tree' AS tree,
                p.docx_source->'tree' AS before
           FROM documents.document_versions v
           CROSS JOIN LATERAL unnest(v.legal_update_ids) AS made(id)
           LEFT JOIN documents.document_versions p
             ON p.company_id = v.company_id AND p.type = v.type AND p.version = v.version - 1
          WHERE v.company_id = $1 AND made.id = ANY($2::text[])`,
        [companyId, updates.map((u) => u.id)],
      );
      return {
        updates: updates.map((u): TCompanyLegalUpdate => {
          const types = new Set(u.types);
          return {
            id: u.id,
            kind: u.kind,
            title: { ro: u.titleRo, en: u.titleEn },
            summary: { ro: u.summaryRo, en: u.summaryEn },
            sources: u.sources,
            effective: todayIn(new Date(u.effectiveAt)),
            confirmedAt: u.confirmedAt ? new Date(u.confirmedAt).toISOString() : null,
            preview: u.preview,
            documents: documents
              .filter((d) => types.has(typeOfKey(d.type)))
              .map((d) => {
                const name = documentTexts(typeOfKey(d.type)).name;
                if (u.preview) {
                  const ahead = previews.get(`${u.id}:${d.type}`);
                  return {
                    type: d.type,
                    name: { ro: name.ro, en: name.en },
                    diff: ahead?.diff ?? null,
                    blanks: ahead?.blanks ?? 0,
                  };
                }
                const version = made.find((m) => m.updateId === u.id && m.type === d.type);
                return {
                  type: d.type,
                  name: { ro: name.ro, en: name.en },
                  diff:
                    version && version.before
                      ? versionDiff(
                          { version: version.version - 1, tree: version.before },
                          { version: version.version, tree: version.tree },
                        )
                      : null,
                  blanks: version ? newBlanks(version.before, version.tree) : 0,
                };
              }),
          };
        }),
      };
    },

    /**
     * An admin has read the update: recorded once (the first admin and time kept). Confirming
     * records the reading only: the documents were made again when the update took effect, and a
     * legal figure announced ahead applies from its day by law, whether or not it was confirmed.
     */
    async confirm(companyId: string, updateId: string, uid: string): Promise<void> {
      const [row] = await db.query(
        `UPDATE documents.legal_update_companies
            SET confirmed_at = COALESCE(confirmed_at, now()), confirmed_by = COALESCE(confirmed_by, $3)
          WHERE update_id = $1 AND company_id = $2 RETURNING update_id`,
        [updateId, companyId, uid],
      );
      if (!row) throw notFound('Legal update');
    },
  };
}
export type LegalUpdatesDomain = ReturnType<typeof createLegalUpdatesDomain>;

/** Under /platform/api/documents: a company's legal updates, for its admins only. */
export function legalUpdateRoutes(router: Router, domain: LegalUpdatesDomain, access: CompanyAccess): void {
  const admin = requireCompanyAdmin(access);
  router.get('/companies/:companyId/legal-updates', admin, async (req, res) => {
    res.json((await domain.list(companyIdOf(req))) satisfies TCompanyLegalUpdates);
  });
  router.post('/companies/:companyId/legal-updates/:updateId/confirm', admin, async (req, res) => {
    ZConfirmLegalUpdateSchema.parse(req.body ?? {});
    await domain.confirm(companyIdOf(req), String(req.params['updateId']), req.user!.uid);
    res.status(204).end();
  });
}
