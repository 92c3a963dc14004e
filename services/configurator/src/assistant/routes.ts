import {
  ZAssistantAnswersSchema,
  type TAssistantCompletion,
  type TAssistantSuggestions,
} from '@conform/contracts';
import { type CompanyAccess, editionOf, localeOf, requireCompanyAdmin } from '@conform/server-kit';
import type { Request, Router } from 'express';
import type { AssistantDomain } from './domain.ts';

const param = (req: Request, name: string): string => String(req.params[name]);

const BASE = '/companies/:companyId/assistant/:product';

/** The assistant of a product (docs/spec/behaviour.md §2 `/:companyId/assistant/:product`), under /platform/api/configurator. */
export function assistantRoutes(router: Router, access: CompanyAccess, domain: AssistantDomain): void {
  const admin = requireCompanyAdmin(access);

  router.post(`${BASE}/suggestions`, admin, async (req, res) => {
    const { answers } = ZAssistantAnswersSchema.parse(req.body);
    const suggestions = await domain.suggestions(
      param(req, 'companyId'),
      param(req, 'product'),
      answers,
      localeOf(req),
      editionOf(req),
    );
    res.json(suggestions satisfies TAssistantSuggestions);
  });

  router.post(`${BASE}/complete`, admin, async (req, res) => {
    const { answers } = ZAssistantAnswersSchema.parse(req.body);
    const completion = await domain.complete(
      param(req, 'companyId'),
      param(req, 'product'),
      answers,
      localeOf(req),
      editionOf(req),
    );
    res.json(completion satisfies TAssistantCompletion);
  });
}
