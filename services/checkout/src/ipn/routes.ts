import type { Router } from 'express';
import type { EnvelopeForm } from '../netopia/v1.ts';
import type { IpnDomain } from './domain.ts';

/**
 * `POST /platform/api/payments/ipn`: NETOPIA's confirm URL. No session: the envelope sealed to the
 * merchant key is the credential. The answer is always XML with status 200, as NETOPIA expects.
 */
export function ipnRoutes(router: Router, ipn: IpnDomain): void {
  router.post('/ipn', async (req, res) => {
    const form = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as EnvelopeForm;
    const answer = await ipn.handle(form);
    res.status(200).type('application/xml').send(answer.body);
  });
}
