import { useTranslation } from '@conform/i18n';
import { Link, useLocation, useParams, useShell } from '@conform/shell-contract';
import { Alert, Button, Card, Page, Spinner, Stack } from '@conform/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  documentsApi,
  useGetCompanyDocumentsQuery,
  useRegenerateDocumentsMutation,
} from '../api/documentsApi.ts';
import type { PreviewTarget } from './DocumentActions.tsx';
import { DocumentGroupSection } from './DocumentGroupSection.tsx';
import { PreviewDialog } from './PreviewDialog.tsx';

/** While something is being generated the page asks again this often (SSE will replace it). */
const POLL_MS = 1500;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Documents page (spec §2): groups of the company's documents, generation, preview and download. */
export function DocumentsPage() {
  const { t } = useTranslation('documents');
  const { companyId = '' } = useParams();
  const { hash } = useLocation();
  const { notify } = useShell();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);

  // Polls only while a document is PROCESSING: the cached answer decides the interval.
  const cached = documentsApi.endpoints.getCompanyDocuments.useQueryState(companyId);
  const inProgress = cached.data?.groups.some((g) => g.inProgress) ?? false;
  const { data, isLoading, isError, refetch } = useGetCompanyDocumentsQuery(companyId, {
    pollingInterval: inProgress ? POLL_MS : 0,
  });
  const [regenerate, { isLoading: starting }] = useRegenerateDocumentsMutation();

  // Spec §2: an optional hash scrolls to a product group.
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
          <Link to={`/${companyId}/dashboard`}>← {t('page.back')}</Link>
          <Button onClick={() => void onGenerate()} disabled={starting || isLoading || inProgress}>
            {starting ? t('page.generating') : t('page.generate')}
          </Button>
        </Toolbar>

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
              <Link to={`/${companyId}/dashboard`}>{t('noProducts.toDashboard')}</Link>
            </Stack>
          </Card>
        ) : null}

        {data && data.groups.length === 0 ? <p>{t('page.empty')}</p> : null}
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
