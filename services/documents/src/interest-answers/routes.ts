import { ZStandardInterestAnswersSchema } from '@conform/contracts';
import { editionOf, localeOf } from '@conform/server-kit';
import type { Router } from 'express';
import { z } from 'zod';
import { standardInterestAnswers } from './domain.ts';

const ZQuerySchema = z.object({ lang: z.enum(['ro', 'en']).optional() });

/**
 * Under /platform/api/documents: the catalogue's standard answers, public (no company's data); not
 * cached, like every API answer (the content changes with a lawyer's correction).
 */
export function interestAnswerRoutes(router: Router): void {
  router.get('/legitimate-interest/standard-answers', (req, res) => {
    const { lang } = ZQuerySchema.parse(req.query);
    const answers = standardInterestAnswers(lang ?? localeOf(req), editionOf(req) === 'INT');
    res.json(ZStandardInterestAnswersSchema.parse(answers));
  });
}
