import {
  ZSaveInterestAssessmentSchema,
  ZSetAssessedAloneSchema,
  type TInterestAssessment,
  type TInterestAssessmentList,
} from '@conform/contracts';
import { AppError, type CompanyAccess, requireCompanyAdmin } from '@conform/server-kit';
import type { Router } from 'express';
import type { InterestAssessmentsRepository } from './repository.ts';

const BASE = '/companies/:companyId/legitimate-interest-assessments';

/**
 * The company's legitimate interest assessments and the admin's answers to them (admins of the company
 * only). `PUT …/:key` replaces the answers of one assessment; the fields left out or empty go back to
 * the standard answers. `PUT …/operations/:operationId` assesses one operation on its own
 * (`{ assessedAlone: true }`) or with the other operations of its kind again.
 */
export function interestAssessmentRoutes(
  router: Router,
  access: CompanyAccess,
  repository: InterestAssessmentsRepository,
): void {
  const admin = requireCompanyAdmin(access);

  router.get(BASE, admin, async (req, res) => {
    const assessments = await repository.list(String(req.params['companyId']));
    res.json({ assessments } satisfies TInterestAssessmentList);
  });

  router.put(`${BASE}/operations/:operationId`, admin, async (req, res) => {
    const companyId = String(req.params['companyId']);
    const { assessedAlone } = ZSetAssessedAloneSchema.parse(req.body);
    if (!(await repository.setAssessedAlone(companyId, String(req.params['operationId']), assessedAlone))) {
      throw new AppError('not_found', 'No operation of the company on legitimate interest has this id.');
    }
    res.json({ assessments: await repository.list(companyId) } satisfies TInterestAssessmentList);
  });

  router.put(`${BASE}/:key`, admin, async (req, res) => {
    const companyId = String(req.params['companyId']);
    const key = String(req.params['key']);
    const input = ZSaveInterestAssessmentSchema.parse(req.body);
    if (!(await repository.exists(companyId, key))) {
      throw new AppError('validation', 'The request is not valid.', [
        {
          path: 'key',
          message:
            'Not an assessment of the company: a kind of legitimate interest its operations pursue, or one of its operations on legitimate interest',
        },
      ]);
    }
    await repository.save(companyId, key, input, req.user!.uid, new Date());
    const assessment = (await repository.list(companyId)).find((a) => a.key === key);
    res.json(assessment satisfies TInterestAssessment | undefined);
  });
}
