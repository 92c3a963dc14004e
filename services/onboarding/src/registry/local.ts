import type { Router } from 'express';
import { ZAnafRequestSchema, type TAnafAnswer } from './anaf-protocol.ts';
import { LOCAL_REGISTRY_OUTAGE_CODE, LOCAL_REGISTRY_RECORDS } from './local-records.ts';

/** Where the embedded platform serves its stand-in, under /platform/dev like the local mailbox. */
export const LOCAL_REGISTRY_PREFIX = '/platform/dev/company-registry';
export const LOCAL_REGISTRY_VAT_PATH = '/api/PlatitorTvaRest/v9/tva';

/**
 * A LOCAL STAND-IN for ANAF's VAT-payer web service (v9), for embedded mode only: the same request and
 * answer, from invented records (local-records.ts), so the company form can be filled offline and no
 * fiscal code leaves a developer's machine. `GET` lists the codes it knows.
 */
export function localRegistryRoutes(router: Router): void {
  router.get('/', (_req, res) => {
    res.json({
      note: 'Local stand-in for ANAF’s VAT-payer web service (v9). The companies are invented.',
      endpoint: `${LOCAL_REGISTRY_PREFIX}${LOCAL_REGISTRY_VAT_PATH}`,
      companies: LOCAL_REGISTRY_RECORDS.map((r) => ({
        cui: r.date_generale.cui,
        name: r.date_generale.denumire,
      })),
      outageCode: LOCAL_REGISTRY_OUTAGE_CODE,
    });
  });

  router.post(LOCAL_REGISTRY_VAT_PATH, (req, res) => {
    const request = ZAnafRequestSchema.safeParse(req.body);
    if (!request.success) {
      res.status(400).json({ cod: 400, message: 'Request invalid', found: [], notFound: [] });
      return;
    }
    if (request.data.some((item) => item.cui === LOCAL_REGISTRY_OUTAGE_CODE)) {
      res
        .status(503)
        .type('html')
        .send('<html><body><h1>503 Service Unavailable</h1>(local stand-in outage)</body></html>');
      return;
    }
    const answer: TAnafAnswer = { cod: 200, message: 'SUCCESS', found: [], notFound: [] };
    for (const { cui, data } of request.data) {
      const found = LOCAL_REGISTRY_RECORDS.find((r) => r.date_generale.cui === cui);
      if (found) answer.found!.push({ ...found, date_generale: { ...found.date_generale, data } });
      else answer.notFound!.push(cui);
    }
    res.json(answer);
  });
}
