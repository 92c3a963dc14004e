/**
 * Legal updates as a company's admins see them (docs/legal-updates.md): what changed in the law or
 * the templates, from when, and for each of the company's documents it reached, the redline between
 * the version before it and the version it made.
 */
import { z } from 'zod';
import { ZDocumentVersionDiffSchema } from './documents.ts';

const ZLocalized = z.object({ ro: z.string(), en: z.string() });

export const ZCompanyLegalUpdateSchema = z.object({
  id: z.string(),
  kind: z.enum(['CONTENT', 'PARAMETER']),
  title: ZLocalized,
  summary: ZLocalized,
  /** The legal sources it rests on, as the changelog states them. */
  sources: z.array(z.string()),
  /** The day it applies from (YYYY-MM-DD, Romanian time). */
  effective: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** When an admin confirmed having read it (ISO), or null. */
  confirmedAt: z.string().nullable(),
  /**
   * Announced ahead: its day is still to come, the documents are not made again yet, and each
   * document's diff is a preview (the text the document will have on that day against its current
   * version, made without rendering; null when the update changes nothing in it).
   */
  preview: z.boolean(),
  documents: z.array(
    z.object({
      type: z.string(),
      name: ZLocalized,
      /**
       * The redline from the version before the update to the version it made; null while the
       * document is being made again, or when its text did not change (it keeps its version). For
       * an update announced ahead (`preview`), the redline it will make on its day.
       */
      diff: ZDocumentVersionDiffSchema.nullable(),
      /**
       * The new questions the update asks in the document: blanks of the version it made that the
       * version before did not have (the "to complete" list asks them).
       */
      blanks: z.number().int().min(0),
    }),
  ),
});
export type TCompanyLegalUpdate = z.infer<typeof ZCompanyLegalUpdateSchema>;

/** `GET …/companies/:companyId/legal-updates`: newest first. */
export const ZCompanyLegalUpdatesSchema = z.object({ updates: z.array(ZCompanyLegalUpdateSchema) });
export type TCompanyLegalUpdates = z.infer<typeof ZCompanyLegalUpdatesSchema>;

/** `POST …/legal-updates/:updateId/confirm`: an empty body. */
export const ZConfirmLegalUpdateSchema = z.object({}).strict();
