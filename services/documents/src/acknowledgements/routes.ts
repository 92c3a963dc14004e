import {
  ZAcknowledgementTokenSchema,
  ZDocumentKeySchema,
  type TAcknowledgementConfirmed,
  type TAcknowledgementInvited,
  type TAcknowledgementLink,
  type TAcknowledgementReminded,
  type TAcknowledgements,
  type TPublicAcknowledgement,
} from '@conform/contracts';
import { AppError, requireCompanyAdmin, type CompanyAccess } from '@conform/server-kit';
import type { Request, Router } from 'express';
import { z } from 'zod';
import type { AcknowledgementsDomain } from './domain.ts';

const ZLinkRequestSchema = z.object({ language: z.enum(['ro', 'en']).optional() }).default({});

const companyIdOf = (req: Request): string => req.params['companyId'] as string;
const typeOf = (req: Request): string => ZDocumentKeySchema.parse(req.params['type']);
const adminOf = (req: Request): string => {
  if (!req.user) throw new AppError('unauthenticated', 'You need to be signed in.');
  return req.user.uid;
};
// The token travels in the query string: request logs keep the path only (server-kit's app.ts).
const tokenOf = (req: Request): string => {
  const parsed = ZAcknowledgementTokenSchema.safeParse(req.query['token']);
  if (!parsed.success)
    throw new AppError('not_found', 'This link is not valid. Ask the company for a new one.');
  return parsed.data;
};

/**
 * Under /platform/api/documents: staff acknowledgement of a document. The admin's routes are for the
 * company's admins only; the public ones (no account) are opened by the link's token alone, limited
 * per IP address.
 */
export function acknowledgementRoutes(router: Router, domain: AcknowledgementsDomain, access: CompanyAccess) {
  const admin = requireCompanyAdmin(access);
  const base = '/companies/:companyId/documents/:type/acknowledgements';

  router.get(base, admin, async (req, res) => {
    res.json((await domain.list(companyIdOf(req), typeOf(req))) satisfies TAcknowledgements);
  });
  router.post(base, admin, async (req, res) => {
    const type = typeOf(req);
    res
      .status(201)
      .json(
        (await domain.invite(
          companyIdOf(req),
          type,
          adminOf(req),
          req.body,
        )) satisfies TAcknowledgementInvited,
      );
  });
  router.post(`${base}/link`, admin, async (req, res) => {
    const type = typeOf(req);
    const body = ZLinkRequestSchema.parse(req.body ?? {});
    res
      .status(201)
      .json(
        (await domain.createLink(companyIdOf(req), type, adminOf(req), body)) satisfies TAcknowledgementLink,
      );
  });
  router.delete(`${base}/link`, admin, async (req, res) => {
    await domain.revokeLink(companyIdOf(req), typeOf(req));
    res.status(204).end();
  });
  router.post(`${base}/reminders`, admin, async (req, res) => {
    res.json((await domain.remind(companyIdOf(req), typeOf(req))) satisfies TAcknowledgementReminded);
  });

  // Public: the link's token is the permission. The address and the browser are the "from where".
  router.get('/public/acknowledgements', async (req, res) => {
    res.json((await domain.read(tokenOf(req), req.ip ?? '')) satisfies TPublicAcknowledgement);
  });
  router.post('/public/acknowledgements', async (req, res) => {
    const confirmed = await domain.confirm(tokenOf(req), req.body, {
      ip: req.ip ?? '',
      userAgent: req.get('user-agent'),
    });
    res.status(201).json(confirmed satisfies TAcknowledgementConfirmed);
  });
}
