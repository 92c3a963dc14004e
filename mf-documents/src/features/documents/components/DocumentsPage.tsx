import { useTranslation } from '@conform/i18n';
import {
  Link,
  paths,
  useActiveCompany,
  useCompanyDocumentsQuery,
  useLocation,
  useShell,
} from '@conform/shell-contract';
import { Alert, Button, Card, Page, Spinner, Stack } from '@conform/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useRegenerateDocumentsMutation } from '../api/documentsApi.ts';
import type { PreviewTarget } from './DocumentActions.tsx';
import { DocumentGroupSection } from './DocumentGroupSection.tsx';
import { PreviewDialog } from './PreviewDialog.tsx';
import { ToCompletePanel } from './ToCompletePanel.tsx';

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Documents page (docs/spec/behaviour.md §2): groups of the company's documents, generation, preview and download. */
export function DocumentsPage() {
  const { t } = useTranslation('documents');
  const { companyId } = useActiveCompany();
  const { hash } = useLocation();
  const { notify } = useShell();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);

  // Kept live by the service's server-sent events: statuses change on the page as they happen.
  const { data, isLoading, isError, refetch } = useCompanyDocumentsQuery(companyId);
  const processing = data?.groups.flatMap((g) => g.documents).filter((d) => d.status === 'PROCESSING') ?? [];
  const inProgress = processing.length > 0;
  // A document being made again while its previous file is still there is out of date, not missing.
  const outOfDate = processing.some((d) => d.path !== null);
  const [regenerate, { isLoading: starting }] = useRegenerateDocumentsMutation();

  // docs/spec/behaviour.md §2: an optional hash scrolls to a product group.
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);

  const onGenerate = async () => {
    try {
      await regenerate(companyId).unwrap();
      notify({ kind: 'info', message: t('notices.generationStarted'), timeoutMs: 10_000 });
    } catch {
      notify({
        kind: 'error',
        title: t('errors.title'),
        message: t('errors.actionFailed', { action: t('errors.actions.generation') }),
      });
    }
  };

  return (
    <Page title={t('page.title')} subtitle={t('page.subtitle')}>
      <Stack $gap={6}>
        <Toolbar>
          <Link to={paths.dashboard(companyId)}>← {t('page.back')}</Link>
          <nav aria-label={t('registers.open')}>
            <Stack $row>
              <Link to={`${paths.documents(companyId)}/deadlines`}>{t('registers.openDeadlines')}</Link>
              <Link to={`${paths.documents(companyId)}/requests`}>{t('registers.openRequests')}</Link>
              <Link to={`${paths.documents(companyId)}/breaches`}>{t('registers.openBreaches')}</Link>
              <Link to={`${paths.documents(companyId)}/whistleblowing`}>
                {t('registers.openWhistleblowing')}
              </Link>
            </Stack>
          </nav>
          <Button onClick={() => void onGenerate()} disabled={starting || isLoading || inProgress}>
            {starting ? t('page.generating') : t('page.generate')}
          </Button>
        </Toolbar>

        {inProgress ? (
          <Alert kind="info" title={t(outOfDate ? 'live.outOfDateTitle' : 'live.generatingTitle')}>
            {t(outOfDate ? 'live.outOfDate' : 'live.generating')}
          </Alert>
        ) : null}

        {isLoading ? <Spinner label={t('page.loading')} /> : null}
        {isError ? (
          <Alert kind="error" title={t('errors.title')}>
            <Stack $row>
              {t('page.loadError')}
              <Button variant="link" onClick={() => void refetch()}>
                {t('page.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : null}

        {data && !data.hasProducts ? (
          <Card>
            <Stack $gap={2}>
              <h2>{t('noProducts.title')}</h2>
              <p>{t('noProducts.description')}</p>
              <Link to={paths.dashboard(companyId)}>{t('noProducts.toDashboard')}</Link>
            </Stack>
          </Card>
        ) : null}

        {data && data.groups.length === 0 ? <p>{t('page.empty')}</p> : null}
        {data && data.hasProducts ? (
          <ToCompletePanel companyId={companyId} documents={data} inProgress={inProgress} />
        ) : null}
        {data?.groups.map((group) => (
          <DocumentGroupSection
            key={group.product}
            companyId={companyId}
            group={group}
            onPreview={setPreview}
          />
        ))}
      </Stack>
      <PreviewDialog target={preview} onClose={() => setPreview(null)} />
    </Page>
  );
}
