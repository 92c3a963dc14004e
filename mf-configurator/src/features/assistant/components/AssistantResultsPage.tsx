import { useTranslation } from '@conform/i18n';
import {
  Link,
  Navigate,
  paths,
  sharedApi,
  useAppDispatch,
  useNavigate,
  useShell,
} from '@conform/shell-contract';
import { Alert, Button, Card, Page, Spinner, Stack, VisuallyHidden } from '@conform/ui';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Letter } from '../../../components/Letter.tsx';
import { letterFor } from '../../../utils/letters.ts';
import { useAssistantSuggestionsQuery, useCompleteAssistantMutation } from '../api/assistantApi.ts';
import { useAssistantContext } from '../hooks/useAssistantContext.ts';

/** docs/spec/behaviour.md §9: the results page shows loading for 2 s before computing. */
export const RESULTS_DELAY_MS = 2000;
/** docs/spec/behaviour.md §9: the notice after Continue stays 10 s. */
export const ADDED_NOTICE_MS = 10_000;
/** How long Continue waits for the companies service to record the package configured. */
const CONFIGURED_WAIT_MS = 5000;

const Situations = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

const Operations = styled.ul`
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  padding-left: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.95rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * The assistant's results (docs/spec/behaviour.md §2): after 2 s of loading, the situations and operations the
 * answers suggest (computed by the service); Continue adds them, marks the package configured,
 * says so for 10 s and returns to the dashboard. Only the session's own quiz has results (§4).
 */
export function AssistantResultsPage() {
  const { answers } = useAssistantContext();
  if (!answers) return <Navigate to=".." relative="path" replace />;
  return <Results answers={answers} />;
}

function Results({ answers }: { answers: Record<string, boolean> }) {
  const { t } = useTranslation('configurator');
  const { locale, notify } = useShell();
  const navigate = useNavigate();
  const { companyId, product, productName, forgetAnswers } = useAssistantContext();
  const [waited, setWaited] = useState(false);
  const dispatch = useAppDispatch();
  const [complete, completion] = useCompleteAssistantMutation();
  const [settling, setSettling] = useState(false);
  const { data, error, refetch } = useAssistantSuggestionsQuery(
    { companyId, product, answers, locale },
    { skip: !waited },
  );

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), RESULTS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  /**
   * The companies service marks the package configured when it receives the configurator's event,
   * a moment after Continue: the dashboard is shown once it has, so it never says "unconfigured".
   */
  async function untilConfigured() {
    const until = Date.now() + CONFIGURED_WAIT_MS;
    while (Date.now() < until) {
      const read = dispatch(sharedApi.endpoints.company.initiate(companyId, { forceRefetch: true }));
      const company = await read.unwrap().catch(() => undefined);
      read.unsubscribe();
      if (company?.products.configured.includes(product)) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function accept() {
    try {
      await complete({ companyId, product, answers }).unwrap();
      setSettling(true);
      await untilConfigured();
      notify({
        kind: 'info',
        title: t('assistant.added.title'),
        message: t('assistant.added.text', { product: productName }),
        timeoutMs: ADDED_NOTICE_MS,
      });
      forgetAnswers();
      await navigate(paths.dashboard(companyId));
    } catch {
      notify({ kind: 'error', title: t('errors.title'), message: t('errors.assistantAdd') });
    } finally {
      setSettling(false);
    }
  }

  const busy = completion.isLoading || settling;
  const title = t('assistant.results.title', { product: productName });
  if (error) {
    return (
      <Page title={title}>
        <Alert kind="error" title={t('errors.title')}>
          <Stack>
            <span>{t('assistant.results.failed')}</span>
            <Stack $row $gap={3}>
              <Button variant="secondary" onClick={() => void refetch()}>
                {t('page.retry')}
              </Button>
              <Link to=".." relative="path">
                {t('assistant.results.back')}
              </Link>
            </Stack>
          </Stack>
        </Alert>
      </Page>
    );
  }
  if (!data) {
    return (
      <Page title={title} subtitle={t('assistant.results.computing')}>
        <Spinner label={t('assistant.results.computing')} />
      </Page>
    );
  }
  return (
    <Page title={title} subtitle={t('assistant.results.intro')}>
      <Stack $gap={6}>
        <section aria-label={t('assistant.results.listLabel')}>
          <Situations>
            {data.situations.map((situation, index) => (
              <li key={situation.id}>
                <SuggestedSituation
                  letter={letterFor(index)}
                  name={situation.name}
                  operations={situation.operations}
                />
              </li>
            ))}
          </Situations>
        </section>
        <Actions>
          <Link to=".." relative="path">
            {t('assistant.results.back')}
          </Link>
          <Button onClick={() => void accept()} disabled={busy} aria-busy={busy}>
            {busy ? t('assistant.results.adding') : t('assistant.continue')}
          </Button>
        </Actions>
      </Stack>
    </Page>
  );
}

function SuggestedSituation({
  letter,
  name,
  operations,
}: {
  letter: string;
  name: string;
  operations: Array<{ id: string; name: string; purpose: string }>;
}) {
  const { t } = useTranslation('configurator');
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <Letter aria-hidden="true">{letter}</Letter>
        <h2 id={headingId}>
          <VisuallyHidden>{t('situation.letter', { letter })} </VisuallyHidden>
          {name}
        </h2>
      </Head>
      <Operations aria-label={t('situation.operationsLabel', { name })}>
        {operations.map((op) => (
          <li key={op.id}>
            <strong>{op.name}</strong>
            <p>{op.purpose}</p>
          </li>
        ))}
      </Operations>
    </Card>
  );
}
