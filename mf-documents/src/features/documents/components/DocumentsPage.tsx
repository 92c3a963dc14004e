import { useTranslation } from '@conform/i18n';
import {
  Link,
  paths,
  useActiveCompany,
  useCompanyDocumentsQuery,
  useLocation,
  useSearchParams,
  useShell,
} from '@conform/shell-contract';
import { Alert, Button, Card, Page, Spinner, Stack } from '@conform/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { TapTargets } from '../../../components/layout.tsx';
import { pickText } from '../../../lib/localized.ts';
import { useRegenerateDocumentsMutation, useToCompleteQuery } from '../api/documentsApi.ts';
import { isFiltered, matches, readFilter, writeFilter, type DocumentFilter } from '../filters.ts';
import type { PreviewTarget } from './DocumentActions.tsx';
import { DocumentFilters, DocumentSummary } from './DocumentFilters.tsx';
import { DocumentGroupSection } from './DocumentGroupSection.tsx';
import { InspectionPackCard } from './InspectionPack.tsx';
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
  const { notify, locale, edition } = useShell();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  // The filters are the page's own state, written to its address (a shared link and Back keep them)
  // and read back from it when the address changes otherwise (Back, a link followed).
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const [filter, setFilterState] = useState(() => readFilter(params));
  const written = useRef(query);
  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setFilterState(readFilter(new URLSearchParams(query)));
  }, [query]);
  // A search typed replaces the address as it goes; a filter chosen is a step Back returns from.
  const setFilter = (next: DocumentFilter, replace = false) => {
    const nextParams = writeFilter(next);
    written.current = nextParams.toString();
    setFilterState(next);
    setParams(nextParams, { replace, preventScrollReset: true });
  };

  // Kept live by the service's server-sent events: statuses change on the page as they happen.
  const { data, isLoading, isError, refetch } = useCompanyDocumentsQuery(companyId);
  const processing = data?.groups.flatMap((g) => g.documents).filter((d) => d.status === 'PROCESSING') ?? [];
  const inProgress = processing.length > 0;
  // A document being made again while its previous file is still there is out of date, not missing.
  const outOfDate = processing.some((d) => d.path !== null);
  const [regenerate, { isLoading: starting }] = useRegenerateDocumentsMutation();
  // The documents named by a question left to complete (the same answer the "to complete" list reads).
  const { data: toComplete } = useToCompleteQuery(companyId, { skip: !data?.hasProducts });
  const withBlanks = useMemo(
    () => new Set(toComplete?.questions.filter((q) => !q.byDesign).flatMap((q) => q.documents) ?? []),
    [toComplete],
  );
  const narrows = Boolean(filter.status || filter.needsData || filter.q);
  const all = data?.groups.flatMap((g) => g.documents) ?? [];
  const shown = (data?.groups ?? [])
    .filter((group) => !filter.product || group.product === filter.product)
    .map((group) => ({
      group,
      documents: group.documents.filter((d) =>
        matches(d, pickText(d.name, locale, edition), filter, withBlanks),
      ),
    }))
    // A package with nothing the status, data or search filters let through is left out.
    .filter(({ documents }) => !narrows || documents.length > 0);

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
      <TapTargets>
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
          {data && all.length > 0 ? (
            <DocumentSummary documents={all} filter={filter} onFilter={setFilter} />
          ) : null}
          {all.some((d) => d.status === 'READY') ? <InspectionPackCard companyId={companyId} /> : null}
          {data && data.hasProducts ? (
            <ToCompletePanel companyId={companyId} documents={data} inProgress={inProgress} />
          ) : null}
          {data && all.length > 0 ? (
            <DocumentFilters
              groups={data.groups}
              filter={filter}
              onFilter={setFilter}
              shown={shown.reduce((n, s) => n + s.documents.length, 0)}
              total={all.length}
            />
          ) : null}
          {data && all.length > 0 && isFiltered(filter) && shown.every((s) => s.documents.length === 0) ? (
            <Card>
              <Stack $gap={2}>
                <p>{t('filters.none')}</p>
                <div>
                  <Button variant="secondary" onClick={() => setFilter(readFilter(new URLSearchParams()))}>
                    {t('filters.clear')}
                  </Button>
                </div>
              </Stack>
            </Card>
          ) : null}
          {shown.map(({ group, documents }) => (
            <DocumentGroupSection
              key={group.product}
              companyId={companyId}
              group={group}
              documents={documents}
              withBlanks={withBlanks}
              onPreview={setPreview}
            />
          ))}
        </Stack>
      </TapTargets>
      <PreviewDialog target={preview} onClose={() => setPreview(null)} />
    </Page>
  );
}
