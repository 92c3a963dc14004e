import type { Logger } from '@conform/server-kit';
import express, { type ErrorRequestHandler, type Router } from 'express';
import type { PaymentProvider } from '../payments/provider.ts';
import type { IpnDomain } from './domain.ts';

/** The IPN's path under the payments prefix: the provider's confirm (v1) or notify (v2) URL. */
export const IPN_PATH = '/ipn';

/**
 * `POST /platform/api/payments/ipn`. No session: the seal (v1) or the signed token (v2) is the
 * credential. The body is read raw, whatever its type, because what the provider sealed or signed is
 * the exact bytes; the adapter reads them. Every answer, a refused body included, is the one the
 * provider's protocol expects, never the platform's JSON error.
 */
export function ipnRouter(ipn: IpnDomain, provider: PaymentProvider, logger: Logger): Router {
  const router = express.Router();
  router.post(IPN_PATH, express.raw({ type: () => true, limit: '512kb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const { answer } = await ipn.handle({ headers: req.headers, body });
    res.status(answer.status).type(answer.contentType).send(answer.body);
  });
  // A body the parser refused (too large, a broken encoding) is the sender's fault: refused for
  // good. Anything else is ours: logged, and the provider asked to send the IPN again later.
  const failed: ErrorRequestHandler = (err, _req, res, _next) => {
    const bodyRefused = typeof err === 'object' && err !== null && 'type' in err && 'status' in err;
    if (!bodyRefused) logger.error({ err }, 'IPN not handled: unexpected error; the provider will retry');
    const answer = provider.answer(
      bodyRefused ? { kind: 'refused', reason: 'parameters' } : { kind: 'retry' },
    );
    res.status(answer.status).type(answer.contentType).send(answer.body);
  };
  router.use(IPN_PATH, failed);
  return router;
}
