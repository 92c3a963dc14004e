import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '@conform/server-kit';
import {
  INTERNAL_TOKEN_HEADER,
  RENDER_PRIORITY_HEADER,
  ZRenderLogQuerySchema,
  ZRenderPdfRequestSchema,
  ZRenderPrioritySchema,
  type TRenderLog,
  type TRenderPriority,
} from '@conform/contracts';
import type { RequestHandler, Router } from 'express';
import type { RendersDomain } from './domain.ts';

/** File names in Content-Disposition: ASCII fallback plus the UTF-8 form (RFC 6266). */
function contentDisposition(title: string | undefined): string {
  const name = `${(title ?? 'document').replace(/[\r\n"\\/]/g, ' ').trim() || 'document'}.pdf`;
  const ascii = name
    .replace(/[\u2013\u2014]/g, '-')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Only other services call the renderer. The token is compared through its hash so the comparison
 * takes the same time whatever the length of the guess.
 */
export function requireInternalToken(expected: string): RequestHandler {
  const expectedHash = createHash('sha256').update(expected).digest();
  return (req, _res, next) => {
    const sent = req.headers[INTERNAL_TOKEN_HEADER];
    if (typeof sent !== 'string' || sent === '') {
      throw new AppError('unauthenticated', 'This endpoint needs the internal service token.');
    }
    if (!timingSafeEqual(createHash('sha256').update(sent).digest(), expectedHash)) {
      throw new AppError('forbidden', 'The internal service token is not valid.');
    }
    next();
  };
}

/** The render's priority header: absent is interactive (every caller but a legal update's wave). */
function priorityOf(header: string | string[] | undefined): TRenderPriority {
  if (header === undefined) return 'interactive';
  const parsed = ZRenderPrioritySchema.safeParse(header);
  if (!parsed.success)
    throw new AppError(
      'validation',
      `${RENDER_PRIORITY_HEADER} must be "interactive" or "background" (absent: interactive).`,
    );
  return parsed.data;
}

export function renderRoutes(router: Router, domain: RendersDomain, internalToken: string): void {
  const internal = requireInternalToken(internalToken);

  router.post('/pdf', internal, async (req, res) => {
    const body = ZRenderPdfRequestSchema.parse(req.body);
    const priority = priorityOf(req.headers[RENDER_PRIORITY_HEADER]);
    const result = await domain.renderPdf(body, priority);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', contentDisposition(body.title));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Render-Pages', String(result.pages));
    res.setHeader('X-Render-Duration-Ms', String(result.durationMs));
    res.send(result.pdf);
  });

  router.get('/renders', internal, async (req, res) => {
    const { limit } = ZRenderLogQuerySchema.parse(req.query);
    res.json({ renders: await domain.latest(limit) } satisfies TRenderLog);
  });
}
