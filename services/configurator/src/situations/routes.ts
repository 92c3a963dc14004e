import {
  ZCreateFromSuggestionSchema,
  ZCreateSituationSchema,
  ZRenameSituationSchema,
  ZSaveOperationSchema,
  ZSubjectQuerySchema,
  type TSituation,
  type TSituationList,
  type TSuggestionList,
} from '@conform/contracts';
import { type CompanyAccess, editionOf, localeOf, requireCompanyAdmin } from '@conform/server-kit';
import type { Request, Router } from 'express';
import type { SituationsDomain } from './domain.ts';

function param(req: Request, name: string): string {
  return String(req.params[name]);
}

const COMPANY = '/companies/:companyId';

export function situationRoutes(router: Router, access: CompanyAccess, domain: SituationsDomain): void {
  // Catalogue content, the same for everyone: no company, no sign-in.
  router.get('/suggestions', (req, res) => {
    const { subject } = ZSubjectQuerySchema.parse(req.query);
    res.json({
      suggestions: domain.suggestions(subject, localeOf(req), editionOf(req)),
    } satisfies TSuggestionList);
  });

  // The one company access check, on every company-scoped route.
  const admin = requireCompanyAdmin(access);

  router.get(`${COMPANY}/situations`, admin, async (req, res) => {
    const { subject } = ZSubjectQuerySchema.partial().parse(req.query);
    const situations = await domain.list(param(req, 'companyId'), subject);
    res.json({ situations } satisfies TSituationList);
  });

  router.post(`${COMPANY}/situations`, admin, async (req, res) => {
    const input = ZCreateSituationSchema.parse(req.body);
    const situation = await domain.create(param(req, 'companyId'), input);
    res.status(201).json(situation satisfies TSituation);
  });

  router.post(`${COMPANY}/situations/from-suggestion`, admin, async (req, res) => {
    const input = ZCreateFromSuggestionSchema.parse(req.body);
    const situation = await domain.createFromSuggestion(
      param(req, 'companyId'),
      input,
      localeOf(req),
      editionOf(req),
    );
    res.status(201).json(situation satisfies TSituation);
  });

  router.patch(`${COMPANY}/situations/:situationId`, admin, async (req, res) => {
    const { name } = ZRenameSituationSchema.parse(req.body);
    res.json(await domain.rename(param(req, 'companyId'), param(req, 'situationId'), name));
  });

  router.delete(`${COMPANY}/situations/:situationId`, admin, async (req, res) => {
    await domain.remove(param(req, 'companyId'), param(req, 'situationId'));
    res.status(204).end();
  });

  router.put(`${COMPANY}/situations/:situationId/operations/:operationId`, admin, async (req, res) => {
    const input = ZSaveOperationSchema.parse(req.body);
    const { created, operation } = await domain.saveOperation(
      param(req, 'companyId'),
      param(req, 'situationId'),
      param(req, 'operationId'),
      input,
    );
    res.status(created ? 201 : 200).json(operation);
  });

  router.delete(`${COMPANY}/situations/:situationId/operations/:operationId`, admin, async (req, res) => {
    await domain.removeOperation(
      param(req, 'companyId'),
      param(req, 'situationId'),
      param(req, 'operationId'),
    );
    res.status(204).end();
  });
}
