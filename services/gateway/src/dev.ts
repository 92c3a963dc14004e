import express from 'express';

/**
 * Embedded mode's stand-ins for outside services the front end reports to (never in production):
 * a page-view analytics sink and an error-tracking sink, kept in memory so a person (or a test)
 * can see exactly what left the browser, and when: only after analytics consent.
 */
export function devSinks(): express.Router {
  const router = express.Router();
  const events: Array<{ kind: 'pageview' | 'error'; at: string; body: unknown }> = [];
  const keep = (kind: 'pageview' | 'error') =>
    [
      express.json({ limit: '32kb' }),
      (req: express.Request, res: express.Response) => {
        events.push({ kind, at: new Date().toISOString(), body: req.body as unknown });
        if (events.length > 500) events.shift();
        res.status(202).end();
      },
    ] as const;
  router.post('/platform/dev/analytics/event', ...keep('pageview'));
  router.post('/platform/dev/analytics/error', ...keep('error'));
  router.get('/platform/dev/analytics', (_req, res) => res.json({ events }));
  return router;
}
