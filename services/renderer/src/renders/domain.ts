import { escapeHtml, loggableError, type Logger, newId } from '@conform/server-kit';
import type { TRenderLogEntry, TRenderPdfRequest, TRenderPriority } from '@conform/contracts';
import type { BrowserPool } from '../browser/pool.ts';
import type { RenderRecord, RendersRepository } from './repository.ts';

/**
 * Chromium takes the PDF's Title metadata from the document's <title>. Added at the end of <head>:
 * what the document put first (its Content-Security-Policy) stays first.
 */
export function withTitle(html: string, title: string | undefined): string {
  if (!title || /<title[\s>]/i.test(html)) return html;
  const tag = `<title>${escapeHtml(title)}</title>`;
  const end = /<\/head\s*>/i.exec(html);
  if (end) return html.slice(0, end.index) + tag + html.slice(end.index);
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
  return tag + html;
}

function toEntry(record: RenderRecord): TRenderLogEntry {
  return {
    id: record.id,
    kind: record.kind,
    bytes: record.bytes,
    pages: record.pages,
    durationMs: record.durationMs,
    createdAt: record.createdAt.toISOString(),
  };
}

export function createRendersDomain(deps: { pool: BrowserPool; renders: RendersRepository; logger: Logger }) {
  return {
    /**
     * Renders one HTML document to an A4 PDF and logs the render; `priority` says which waiting
     * render a free page goes to first (the pool's).
     */
    async renderPdf(
      request: TRenderPdfRequest,
      priority: TRenderPriority = 'interactive',
    ): Promise<{ pdf: Buffer; pages: number; durationMs: number }> {
      const started = performance.now();
      const { pdf, pages } = await deps.pool.renderPdf(withTitle(request.html, request.title), { priority });
      const durationMs = Math.round(performance.now() - started);
      // The log of renders is for operators: a PDF made while PostgreSQL is down is still handed over.
      await deps.renders
        .insert({ id: newId(), kind: 'pdf', bytes: pdf.length, pages, durationMs })
        .catch((err: unknown) =>
          deps.logger.warn({ err: loggableError(err) }, 'render not logged (database unavailable?)'),
        );
      deps.logger.info({ bytes: pdf.length, pages, durationMs }, 'pdf rendered');
      return { pdf, pages, durationMs };
    },

    async latest(limit: number): Promise<TRenderLogEntry[]> {
      return (await deps.renders.latest(limit)).map(toEntry);
    },
  };
}
export type RendersDomain = ReturnType<typeof createRendersDomain>;
