import { INTERNAL_TOKEN_HEADER, RENDER_PRIORITY_HEADER, type TRenderPriority } from '@conform/contracts';
import { AppError } from '@conform/server-kit';

/** The renderer's HTTP endpoint, called the same way in embedded mode (same process) and in a cluster. */
export function createRendererClient(options: { baseUrl: string; internalToken: string; timeoutMs: number }) {
  const url = new URL('/platform/api/renderer/pdf', options.baseUrl).toString();
  const healthUrl = new URL('/platform/api/renderer/health', options.baseUrl).toString();
  return {
    /**
     * The renderer's number of pages (its health answer's `poolSize`), asked until it answers (at
     * start the renderer may not listen yet); `fallback` when it never does.
     */
    async poolSize(options_: { attempts: number; fallback: number; signal: AbortSignal }): Promise<number> {
      for (let attempt = 0; attempt < options_.attempts && !options_.signal.aborted; attempt++) {
        try {
          const res = await fetch(healthUrl, {
            signal: AbortSignal.any([options_.signal, AbortSignal.timeout(5000)]),
          });
          const body = (await res.json()) as { poolSize?: unknown };
          if (typeof body.poolSize === 'number' && body.poolSize > 0) return body.poolSize;
        } catch {
          // Not up yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      return options_.fallback;
    },

    /**
     * `signal`: the caller gives up earlier (a worker stopping). `priority`: `background` for a legal
     * update's wave, whose renders wait in the renderer behind every interactive one (unset:
     * interactive, someone waits for it).
     */
    async renderPdf(
      document: { html: string; title: string },
      renderOptions: { signal?: AbortSignal; priority?: TRenderPriority } = {},
    ): Promise<Buffer> {
      const { signal, priority = 'interactive' } = renderOptions;
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [INTERNAL_TOKEN_HEADER]: options.internalToken,
          [RENDER_PRIORITY_HEADER]: priority,
        },
        body: JSON.stringify(document),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!res.ok) {
        const detail = (await res.text().catch(() => '')).slice(0, 200);
        throw new Error(`renderer answered ${res.status}: ${detail}`);
      }
      const pdf = Buffer.from(await res.arrayBuffer());
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw new Error('renderer answered something that is not a PDF');
      return pdf;
    },
  };
}
export type RendererClient = ReturnType<typeof createRendererClient>;

/**
 * A PDF printed while someone waits (a sample, a register's draft): a renderer that is down or
 * failing is a 503 the page can explain, not a 500. The queue's renders keep the plain error, which
 * they retry.
 */
export async function printWhileWaiting(
  renderer: RendererClient,
  document: { html: string; title: string },
): Promise<Buffer> {
  try {
    return await renderer.renderPdf(document);
  } catch (err) {
    throw Object.assign(
      new AppError('unavailable', 'Documents cannot be printed right now. Please try again in a minute.'),
      { cause: err },
    );
  }
}
