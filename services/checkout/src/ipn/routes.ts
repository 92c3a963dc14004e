import type { ErrorRequestHandler, Router } from 'express';
import { CONFIRM_ERROR, CRC_ERROR_TYPE, crcError, type EnvelopeForm } from '../netopia/v1.ts';
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
  // A body the parsers refused (too large, malformed) reaches no handler: the provider is still
  // answered in its XML, never the platform's JSON error.
  const refused: ErrorRequestHandler = (_err, _req, res, _next) => {
    res
      .status(200)
      .type('application/xml')
      .send(
        crcError(
          CRC_ERROR_TYPE.permanent,
          CONFIRM_ERROR.invalidPostParameters,
          'The notification body was refused.',
        ),
      );
  };
  router.use('/ipn', refused);
}
