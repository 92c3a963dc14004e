import { z } from 'zod';

export const ZDocumentsConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Files live under DATA_DIR/files; the link-signing secret under DATA_DIR/keys when not given. */
  DATA_DIR: z.string().min(1).default('./.data'),
  /** Where the platform answers; the renderer is reached there unless RENDERER_URL says otherwise. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  RENDERER_URL: z.url().optional(),
  /** Sent to the renderer in `x-internal-token`. */
  INTERNAL_TOKEN: z.string().min(24, 'INTERNAL_TOKEN must be at least 24 characters'),
  /** HMAC secret of download links; generated into DATA_DIR/keys on first start when unset. */
  LINK_SECRET: z.string().min(32).optional(),
  LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  /** How often the render worker looks for jobs when nobody woke it. */
  JOB_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(1000),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /**
   * Renders of any lane at the same time in one process. Unset: one more than the renderer has pages
   * (its health answer's `poolSize`), so every page stays busy while a job reads its data or keeps its
   * file, and at most one render waits inside the renderer for a page. The worker runs one more render,
   * interactive only, on a slot of its own: an edit during a legal update's wave never waits for a slot.
   */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** A render not finished in this long is taken back by another worker (its process died). */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** How often the requests register looks for reminders to send (they are by the day: hourly is plenty). */
  REMINDER_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
  /** How often legal updates are looked for again after the start (legal-updates/): daily. */
  LEGAL_UPDATES_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(86_400_000),
  /**
   * The content files (document types and shared clauses) the documents are made from: the repository's
   * services/documents/content when unset. A test or the bench publishes a legal update by starting the
   * service on a changed copy (docs/legal-updates.md); read by engine/content/engine.ts's CONTENT_DIR.
   */
  DOCUMENTS_CONTENT_DIR: z.string().min(1).optional(),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
});
export type TDocumentsConfig = z.infer<typeof ZDocumentsConfigSchema>;
