import { useTranslation } from '@conform/i18n';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '@conform/shell-contract';
import { Alert, Button, Page, Stack } from '@conform/ui';
import { useEffect, useState } from 'react';
import { useEvaluationResults } from '../../../hooks/useEvaluationResults.ts';
import { useTimedPhases } from '../../../hooks/useTimedPhases.ts';
import { funnelPaths } from '../../../lib/paths.ts';
import { NextStepsDialog } from './NextStepsDialog.tsx';
import { ProcessingAnimation } from './ProcessingAnimation.tsx';
import { ProductFamilies } from './ProductFamilies.tsx';

/** docs/spec/behaviour.md §9: a 500 ms wait, the analysis (about 4 s; 1.5 s on the standalone page), then 1.8 s of "done". */
export const ONBOARDING_PHASES = [500, 4000, 1800] as const;
export const STANDALONE_PHASES = [500, 1500, 1800] as const;
/** The standalone page offers Continue 2 s after the results appear (docs/spec/behaviour.md §2, §9). */
export const STANDALONE_CONTINUE_DELAY_MS = 2000;

/**
 * Quiz results (docs/spec/behaviour.md §2): `/onboarding/evaluation/results/:encoded?register=true`, or the standalone
 * `/quiz/results/:encoded`. The list is what the onboarding service computed from the answers; this page
 * only decodes and presents it. Continue shows the next steps, then goes on to the company with the
 * results, from either page.
 */
export function ResultsPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation('onboarding');
  const params = useParams();
  const encoded = (standalone ? params['encodedResults'] : params['encodedEvaluationResults']) ?? '';
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const results = useEvaluationResults(encoded);
  const phases = standalone ? STANDALONE_PHASES : ONBOARDING_PHASES;
  const phase = useTimedPhases(phases, results.ok);
  const shown = phase >= phases.length;
  const delayOver = useTimedPhases([STANDALONE_CONTINUE_DELAY_MS], standalone && shown) >= 1;
  const continueReady = !standalone || delayOver;
  const [nextSteps, setNextSteps] = useState(false);

  const missingRegister = !standalone && search.get('register') === null;
  useEffect(() => {
    if (missingRegister) void navigate(`${location.pathname}?register=true`, { replace: true });
  }, [missingRegister, location.pathname, navigate]);

  if (!results.ok) {
    return (
      <Page title={t('results.title')}>
        <Alert kind="error" title={t('errors.title')}>
          {t('errors.resultsUndecodable')}
        </Alert>
      </Page>
    );
  }
  if (!shown) {
    return (
      <Page title={t('results.title')}>
        <ProcessingAnimation phase={phase} processingMs={phases[1]} />
      </Page>
    );
  }
  if (results.ids.length === 0) {
    return (
      <Page title={t('results.title')}>
        <Stack>
          <p>{t('results.none')}</p>
          <div>
            <Button
              variant="secondary"
              onClick={() => void navigate(standalone ? funnelPaths.quizForm : funnelPaths.evaluation)}
            >
              {t('results.back')}
            </Button>
          </div>
        </Stack>
      </Page>
    );
  }
  return (
    <Page title={t('results.title')} subtitle={t('results.subtitle', { count: results.ids.length })}>
      <Stack $gap={8}>
        <ProductFamilies ids={results.ids} />
        <Stack $row>
          {continueReady ? <Button onClick={() => setNextSteps(true)}>{t('results.continue')}</Button> : null}
          {standalone ? null : <Link to={funnelPaths.bundle(encoded)}>{t('results.seeBundle')}</Link>}
        </Stack>
      </Stack>
      <NextStepsDialog
        open={nextSteps}
        onClose={() => setNextSteps(false)}
        // Both pages carry the results into registering the company: its cart starts from them.
        onAcknowledge={() => void navigate(funnelPaths.companyStart(encoded))}
      />
    </Page>
  );
}

/** The standalone quiz's results (`/quiz/results/:encodedResults`), as its own route component. */
export function StandaloneResultsPage() {
  return <ResultsPage standalone />;
}
