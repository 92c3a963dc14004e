import { ZCreateEvaluationSchema } from '@conform/contracts';
import { localeOf, platformOf } from '@conform/server-kit';
import type { Router } from 'express';
import type { EvaluationsDomain } from './domain.ts';

export function evaluationRoutes(router: Router, domain: EvaluationsDomain): void {
  router.post('/evaluations', async (req, res) => {
    const input = ZCreateEvaluationSchema.parse(req.body);
    const evaluation = await domain.record(input, {
      userId: req.user?.uid ?? null,
      platform: platformOf(req),
      locale: localeOf(req),
    });
    res.status(201).json(evaluation);
  });

  router.get('/evaluations/:id', async (req, res) => {
    res.json(await domain.read(req.params['id'] ?? '', req.user?.uid ?? null));
  });
}
