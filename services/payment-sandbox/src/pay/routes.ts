import type { Logger } from '@conform/server-kit';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { CREDIT_PATH, START_PATH } from '@conform/checkout-service/netopia-v2';
import { buildFault } from '@conform/checkout-service/netopia';
import type { CardFields, Language, SandboxDomain } from './domain.ts';
import { cardPage, errorPage, type Page } from './page.ts';

export const PAY_PATH = '/platform/api/payment-sandbox/pay';
/** The v2 API's base: the start call is `${V2_PATH}/payment/card/start`. */
export const V2_PATH = '/platform/api/payment-sandbox/v2';
/** v1's merchant web service (SOAP): refunds. */
export const SOAP_PATH = '/platform/api/payment-sandbox/soap';

function send(res: Response, page: Page): void {
  // The page only ever posts to the sandbox itself and lands on the merchant's return page.
  const formAction = ["'self'", ...page.formOrigins].join(' ');
  res
    .status(page.status)
    .set({
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    })
    .type('html')
    .send(page.html);
}

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

const languageOf = (req: Request): Language | undefined =>
  req.query['lang'] === 'en' ? 'en' : req.query['lang'] === 'ro' ? 'ro' : undefined;

/**
 * The provider's pages. They stand in for NETOPIA's own site, which never sees the platform's
 * session: so they sit outside the service stack (no session cookie, no CSRF header to check)
 * and answer HTML, as a card page does.
 */
export function providerRouter(domain: SandboxDomain, logger: Logger): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '512kb' }));
  // An order id is word characters (newId): anything else is no order, and never reaches the database.
  router.param('id', (req, res, next, id: string) => {
    if (/^\w{1,64}$/.test(id)) next();
    else send(res, errorPage(languageOf(req) ?? 'ro', 404, 'notFound'));
  });

  // The browser's form POST from the checkout; `/en` asks for the English page (as NETOPIA's URL does).
  router.post(['/', '/en'], async (req, res) => {
    const suffix: Language | undefined = req.path === '/en' ? 'en' : undefined;
    const result = await domain.receive((req.body ?? {}) as Record<string, unknown>, suffix);
    if (result.kind === 'error') {
      send(res, errorPage(suffix ?? 'ro', result.status, result.reason));
      return;
    }
    // Post/redirect/get: a reload shows the card page instead of posting the order again.
    res.redirect(303, `${PAY_PATH}/${result.order.id}${suffix ? `?lang=${suffix}` : ''}`);
  });

  router.get('/:id', async (req, res) => {
    const order = await domain.find(req.params['id']);
    const language = languageOf(req) ?? (order?.language === 'en' ? 'en' : 'ro');
    if (!order) return send(res, errorPage(language, 404, 'notFound'));
    if (order.status !== 'OPEN') return res.redirect(303, order.returnUrl);
    send(res, cardPage(order, language, PAY_PATH));
  });

  router.post('/:id/card', async (req, res) => {
    const order = await domain.find(req.params['id']);
    const language = order?.language === 'en' ? 'en' : 'ro';
    if (!order) return send(res, errorPage(language, 404, 'notFound'));
    const fields: CardFields = {
      number: field(req.body, 'number'),
      expiry: field(req.body, 'expiry'),
      cvv: field(req.body, 'cvv'),
      name: field(req.body, 'name'),
    };
    const result = await domain.pay(order, fields);
    if (result.kind === 'invalid') {
      // The CVV is never echoed back into the page.
      const { cvv: _cvv, ...values } = fields;
      return send(res, cardPage(order, language, PAY_PATH, { values, errors: result.errors }));
    }
    res.redirect(303, result.returnUrl);
  });

  router.post('/:id/cancel', async (req, res) => {
    const order = await domain.find(req.params['id']);
    if (!order) return send(res, errorPage('ro', 404, 'notFound'));
    res.redirect(303, (await domain.cancel(order)).returnUrl);
  });

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    const status =
      typeof err === 'object' &&
      err !== null &&
      'status' in err &&
      typeof err.status === 'number' &&
      err.status < 500
        ? err.status
        : 500;
    if (status === 500) logger.error({ err, url: req.originalUrl }, 'sandbox: unhandled error');
    send(res, errorPage(languageOf(req) ?? 'ro', status, 'unreadable'));
  });
  return router;
}

/**
 * The provider's v2 API (docs/facts/payments-netopia.md, v2): the merchant's server calls it with its API key in the
 * `Authorization` header and JSON bodies, and gets JSON back, never a page.
 */
export function apiRouter(domain: SandboxDomain, logger: Logger): Router {
  const router = express.Router();
  router.use(express.json({ limit: '256kb' }));
  router.post(START_PATH, async (req, res) => {
    const answer = await domain.startV2(req.get('authorization'), req.body);
    res.status(answer.status).json(answer.body);
  });
  router.post(CREDIT_PATH, async (req, res) => {
    const answer = await domain.creditV2(req.get('authorization'), req.body);
    res.status(answer.status).json(answer.body);
  });
  router.use((req, res) => {
    res.status(404).json({ error: { code: '404', message: 'Not found' } });
  });
  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    const clientError =
      typeof err === 'object' &&
      err !== null &&
      'status' in err &&
      typeof err.status === 'number' &&
      err.status < 500;
    if (!clientError) logger.error({ err, url: req.originalUrl }, 'sandbox: unhandled error');
    res.status(clientError ? 400 : 500).json({
      error: { code: clientError ? '99' : '500', message: clientError ? 'Invalid request' : 'Error' },
    });
  });
  return router;
}

/**
 * v1's merchant web service: SOAP envelopes in, SOAP envelopes out, whatever went wrong (a body the
 * parser refuses is a Client fault too).
 */
export function soapRouter(domain: SandboxDomain, logger: Logger): Router {
  const router = express.Router();
  router.post('/', express.text({ type: () => true, limit: '64kb' }), async (req, res) => {
    const answer = await domain.soap(typeof req.body === 'string' ? req.body : '');
    res.status(answer.status).type('text/xml').send(answer.body);
  });
  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    const clientError =
      typeof err === 'object' &&
      err !== null &&
      'status' in err &&
      typeof err.status === 'number' &&
      err.status < 500;
    if (!clientError) logger.error({ err, url: req.originalUrl }, 'sandbox: unhandled error');
    res
      .status(clientError ? 400 : 500)
      .type('text/xml')
      .send(buildFault(clientError ? 'Client' : 'Server', clientError ? 'Invalid request' : 'Error'));
  });
  return router;
}
