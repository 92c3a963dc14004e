import { useTranslation } from '@conform/i18n';
import { subjectFromRouteParam, type TDataSubject } from '@conform/catalogues';
import { Alert, Button, Page, Spinner, Stack } from '@conform/ui';
import { Link, Outlet, paths, useActiveCompany, useNavigate, useParams } from '@conform/shell-contract';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { letterFor } from '../../../utils/letters.ts';
import type { ConfiguratorContext } from '../hooks/useConfiguratorContext.ts';
import { useLeaveGuard } from '../hooks/useLeaveGuard.ts';
import { operationSuggestions } from '../hooks/operationSuggestions.ts';
import { useSubjectSituations } from '../hooks/useSubjectSituations.ts';
import { HelpDialog } from './HelpDialog.tsx';
import { SituationCard } from './SituationCard.tsx';
import { SuggestionCard } from './SuggestionCard.tsx';

// The sample needs the document catalogue (titles of every document): fetched when it is opened.
const SampleDialog = lazy(async () => ({ default: (await import('./SampleDialog.tsx')).SampleDialog }));

const Cards = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** `/:companyId/configurator/:subject`: the configurator of one data subject (docs/spec/behaviour.md §2). */
export function ConfiguratorPage() {
  const { subject: param = '' } = useParams();
  const { companyId } = useActiveCompany();
  const subject = subjectFromRouteParam(param);
  if (!subject) return <UnknownSubject companyId={companyId} />;
  return <SubjectConfigurator companyId={companyId} subject={subject} />;
}

function UnknownSubject({ companyId }: { companyId: string }) {
  const { t } = useTranslation('configurator');
  return (
    <Page title={t('unknownSubject.title')}>
      <Stack>
        <Alert kind="warning">{t('unknownSubject.text')}</Alert>
        <Link to={paths.dashboard(companyId)}>{t('page.backToDashboard')}</Link>
      </Stack>
    </Page>
  );
}

function SubjectConfigurator({ companyId, subject }: { companyId: string; subject: TDataSubject }) {
  const { t } = useTranslation('configurator');
  const navigate = useNavigate();
  const state = useSubjectSituations(companyId, subject);
  const { situations, unusedSuggestions, suggestions, isLoading, failure } = state;
  const remaining = failure === null ? unusedSuggestions.length : 0;
  const [dialog, setDialog] = useState<'help' | 'sample' | null>(null);
  const pagePath = paths.configurator(companyId, subject);
  useLeaveGuard(pagePath, situations);

  const context: ConfiguratorContext = {
    ...state,
    companyId,
    subject,
    close: () => void navigate(pagePath),
  };

  return (
    <Page title={t(`subjects.${subject}.title`)} subtitle={t(`subjects.${subject}.description`)}>
      <Stack $gap={6}>
        <Toolbar>
          <Stack $row $gap={4}>
            <Link to={paths.dashboard(companyId)}>{t('page.backToDashboard')}</Link>
            <Link to={`/${companyId}/configurator/legitimate-interest`}>{t('interestAssessments.link')}</Link>
          </Stack>
          <Stack $row $gap={2}>
            <Button variant="secondary" onClick={() => setDialog('help')}>
              {t('page.help')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('sample')}>
              {t('page.sample')}
            </Button>
            <Button
              disabled={isLoading || failure !== null}
              onClick={() => void navigate(remaining > 0 ? 'add' : 'new')}
            >
              {remaining > 0 ? t('page.addWithSuggestions', { count: remaining }) : t('page.add')}
            </Button>
          </Stack>
        </Toolbar>

        {isLoading ? (
          <Spinner label={t('page.loading')} />
        ) : failure !== null ? (
          <Alert kind="error" title={t('errors.title')}>
            <Stack>
              <span>{failure === 403 ? t('page.forbidden') : t('page.loadFailed')}</span>
              {failure === 403 ? null : (
                <Button variant="secondary" onClick={state.refetch}>
                  {t('page.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        ) : (
          <>
            <section aria-label={t('page.situationsLabel')}>
              {situations.length === 0 && remaining === 0 ? <p>{t('page.empty')}</p> : null}
              <Cards>
                {situations.map((situation, index) => (
                  <li key={situation.id}>
                    <SituationCard
                      companyId={companyId}
                      situation={situation}
                      letter={letterFor(index)}
                      suggestionCount={operationSuggestions(situation, situations, suggestions).length}
                    />
                  </li>
                ))}
                {unusedSuggestions.map((suggestion, index) => (
                  <li key={suggestion.id}>
                    <SuggestionCard
                      companyId={companyId}
                      suggestion={suggestion}
                      letter={letterFor(situations.length + index)}
                    />
                  </li>
                ))}
              </Cards>
            </section>
            <Footer>
              {/* Every change is saved as it is made; this is the spec's Save: back to the dashboard. */}
              <Button onClick={() => void navigate(paths.dashboard(companyId))}>{t('page.done')}</Button>
            </Footer>
          </>
        )}
      </Stack>
      {/* Dialogs need the lists: a deep link waits for them. */}
      {isLoading ? null : <Outlet context={context} />}
      {dialog === 'help' ? <HelpDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'sample' ? (
        <Suspense fallback={<Spinner label={t('sample.loading')} />}>
          <SampleDialog companyId={companyId} subject={subject} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </Page>
  );
}
