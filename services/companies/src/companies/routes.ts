import {
  contactInfoSchemaFor,
  createCompanySchemaFor,
  ZCompanyProductRequestSchema,
  type TCompany,
  type TCompanyList,
} from '@conform/contracts';
import {
  ZCctvSchema,
  ZChannelsSchema,
  ZCommercialTermsSchema,
  ZCompanyDetailsSchema,
  ZProcessorSchema,
  ZSecurityMeasuresSchema,
} from '@conform/contracts/company-data';
import {
  AppError,
  platformOf,
  requireAccount,
  requireCompanyAdmin,
  requireUser,
  type CompanyAccess,
} from '@conform/server-kit';
import type { Request, Router } from 'express';
import type { CompaniesDomain } from './domain.ts';

function uidOf(req: Request): string {
  if (!req.user) throw new AppError('unauthenticated', 'You need to be signed in.');
  return req.user.uid;
}

/** requireCompanyAdmin has run: the id is a string the caller may use. */
const companyIdOf = (req: Request): string => String(req.params['companyId']);

/** Routes under /platform/api/companies. Every `/:companyId/…` route passes the one company-access check. */
export function companyRoutes(router: Router, domain: CompaniesDomain, access: CompanyAccess): void {
  const admin = requireCompanyAdmin(access);

  // An account's only (docs/spec/behaviour.md §6): the funnel sends a visitor through sign-in and the terms first.
  router.post('/', requireAccount, async (req, res) => {
    const platform = platformOf(req);
    const input = createCompanySchemaFor(platform).parse(req.body);
    const company = await domain.create(uidOf(req), platform, input);
    res.status(201).json(company satisfies TCompany);
  });

  router.get('/', requireUser, async (req, res) => {
    const companies = await domain.listFor(uidOf(req), platformOf(req));
    res.json({ companies } satisfies TCompanyList);
  });

  router.get('/:companyId', admin, async (req, res) => {
    res.json((await domain.get(companyIdOf(req))) satisfies TCompany);
  });

  router.post('/:companyId/products/pending', admin, async (req, res) => {
    const { productId } = ZCompanyProductRequestSchema.parse(req.body);
    res.json(await domain.addPendingProduct(companyIdOf(req), platformOf(req), productId));
  });

  router.delete('/:companyId/products/pending/:productId', admin, async (req, res) => {
    const { productId } = ZCompanyProductRequestSchema.parse({ productId: req.params['productId'] });
    res.json(await domain.removePendingProduct(companyIdOf(req), platformOf(req), productId));
  });

  router.post('/:companyId/products/configured', admin, async (req, res) => {
    const { productId } = ZCompanyProductRequestSchema.parse(req.body);
    res.json(await domain.addConfiguredProduct(companyIdOf(req), platformOf(req), productId));
  });

  router.put('/:companyId/contact-info', admin, async (req, res) => {
    const input = contactInfoSchemaFor(platformOf(req)).parse(req.body);
    res.json(await domain.updateContactInfo(companyIdOf(req), input));
  });

  // The data the documents need beyond the contact info; each section is saved on its own, so a
  // refused section never touches another.
  router.put('/:companyId/details', admin, async (req, res) => {
    const input = ZCompanyDetailsSchema.parse(req.body);
    res.json(await domain.updateDetails(companyIdOf(req), input));
  });

  router.put('/:companyId/security-measures', admin, async (req, res) => {
    const input = ZSecurityMeasuresSchema.parse(req.body);
    res.json(await domain.updateSecurityMeasures(companyIdOf(req), input));
  });

  router.put('/:companyId/cctv', admin, async (req, res) => {
    const input = ZCctvSchema.parse(req.body);
    res.json(await domain.updateCctv(companyIdOf(req), input));
  });

  router.put('/:companyId/channels', admin, async (req, res) => {
    const input = ZChannelsSchema.parse(req.body);
    res.json(await domain.updateChannels(companyIdOf(req), input));
  });

  router.put('/:companyId/commercial-terms', admin, async (req, res) => {
    const input = ZCommercialTermsSchema.parse(req.body);
    res.json(await domain.updateCommercialTerms(companyIdOf(req), input));
  });

  router.post('/:companyId/processors', admin, async (req, res) => {
    const input = ZProcessorSchema.parse(req.body);
    res.status(201).json(await domain.addProcessor(companyIdOf(req), input));
  });

  router.put('/:companyId/processors/:processorId', admin, async (req, res) => {
    const input = ZProcessorSchema.parse(req.body);
    res.json(await domain.updateProcessor(companyIdOf(req), String(req.params['processorId']), input));
  });

  router.delete('/:companyId/processors/:processorId', admin, async (req, res) => {
    res.json(await domain.removeProcessor(companyIdOf(req), String(req.params['processorId'])));
  });
}
