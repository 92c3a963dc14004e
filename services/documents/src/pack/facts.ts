/**
 * The facts the inspection pack's index is written from (content/_shared/inspection-pack): the
 * company, when the pack was made, every file inside with its fingerprint, and the ledger's check.
 * The words are the clause's; these are only values.
 */
import { z } from 'zod';

export const PACK_CLAUSE = '_shared/inspection-pack';

export const ZPackFacts = z.object({
  company: z.string(),
  /** When the pack was made, in the reader's format with the time zone. */
  exportedAt: z.string(),
  /** The zone every time of the pack is in, the company's: its name in the pack's language and its id. */
  timeZone: z.object({ label: z.string(), id: z.string() }),
  files: z.array(
    z.object({
      path: z.string(),
      /** The document's title, or what the file is (the ledger, the registers' history). */
      title: z.string(),
      /** The document's version; null for a file with no version. */
      version: z.number().int().positive().nullable(),
      /** The day the version was made or the copy uploaded, in the reader's format; null when none. */
      date: z.string().nullable(),
      sha256: z.string(),
    }),
  ),
  ledger: z.object({
    entries: z.number().int().nonnegative(),
    valid: z.boolean(),
    head: z.string(),
    /** When the first and the last entry were recorded, in the reader's format; null with no entry. */
    first: z.string().nullable(),
    last: z.string().nullable(),
    brokenAt: z.number().int().nullable(),
    reason: z.string().nullable(),
  }),
});
export type TPackFacts = z.infer<typeof ZPackFacts>;
