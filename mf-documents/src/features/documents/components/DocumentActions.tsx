import { useTranslation } from '@conform/i18n';
import type { TCompanyDocument } from '@conform/contracts';
import { downloadFile, Link, paths, toPlatform, useShell } from '@conform/shell-contract';
import { Button, Spinner } from '@conform/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { DownloadIcon, ErrorIcon, LockIcon, PreviewIcon } from '../../../components/icons.tsx';
import { isPdf, pickText } from '../../../lib/localized.ts';
import { useCreateDocumentLinkMutation } from '../api/documentsApi.ts';

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Failed = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

const Locked = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.color.textMuted};
  cursor: help;
  [role='tooltip'] {
    visibility: hidden;
    position: absolute;
    right: 0;
    bottom: calc(100% + 6px);
    width: max-content;
    max-width: 240px;
    white-space: normal;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.sidebar};
    color: ${({ theme }) => theme.color.onSidebar};
    font-size: 0.85rem;
    z-index: 1;
  }
  &:hover [role='tooltip'],
  &:focus-visible [role='tooltip'] {
    visibility: visible;
  }
`;

const FillIn = styled(Link)`
  display: inline-flex;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  text-decoration: none;
`;

export interface PreviewTarget {
  url: string;
  name: string;
}

/** docs/spec/behaviour.md §4 "Document status display": what each status shows and offers. */
export function DocumentActions({
  companyId,
  document,
  onPreview,
}: {
  companyId: string;
  document: TCompanyDocument;
  onPreview: (target: PreviewTarget) => void;
}) {
  const { t } = useTranslation('documents');
  const { locale, edition, notify } = useShell();
  const tooltipId = useId();
  const [createLink, { isLoading }] = useCreateDocumentLinkMutation();
  const [zipping, setZipping] = useState(false);
  const name = pickText(document.name, locale, edition);

  const fail = (action: 'download' | 'preview') =>
    notify({
      kind: 'error',
      title: t('errors.title'),
      message: t('errors.actionFailed', { action: t(`errors.actions.${action}`) }),
    });

  const open = async (disposition: 'inline' | 'attachment', format: 'pdf' | 'docx' | 'xlsx' = 'pdf') => {
    try {
      const link = await createLink({ companyId, type: document.type, disposition, format }).unwrap();
      // docs/spec/behaviour.md §7: a download opens in the same window, a preview in the dialog.
      if (disposition === 'attachment') window.location.assign(link.url);
      else onPreview({ url: link.url, name });
    } catch {
      fail(disposition === 'attachment' ? 'download' : 'preview');
    }
  };

  // Made when asked, from the documents in force, and read with the session (an access token that
  // expired while the page was open is refreshed first, as for every other call).
  const downloadArchive = async () => {
    setZipping(true);
    try {
      const saved = await downloadFile(
        `/documents/companies/${encodeURIComponent(companyId)}/archive`,
        'documents.zip',
      );
      if (!saved.ok) fail('download');
    } finally {
      setZipping(false);
    }
  };

  // A package not bought (or not filled in yet): its document as it would look, for a sample company.
  const sample = (
    <Button
      variant="secondary"
      aria-label={t('actions.sampleLabel', { name })}
      onClick={() =>
        onPreview({
          url: `/platform/api/documents/samples/${encodeURIComponent(document.product)}/${encodeURIComponent(document.type)}?lang=${locale}&platform=${toPlatform(edition)}`,
          name: t('actions.sampleTitle', { name }),
        })
      }
    >
      <PreviewIcon />
      {t('actions.sample')}
    </Button>
  );

  switch (document.status) {
    case 'PROCESSING':
      return <Spinner label={t(document.path ? 'status.updating' : 'status.processing')} />;
    case 'ERROR':
      return (
        <Failed title={t('status.errorHint')}>
          <ErrorIcon />
          {t('status.error')}
        </Failed>
      );
    case 'LOCKED':
      return (
        <Row>
          <Locked tabIndex={0} aria-describedby={tooltipId}>
            <LockIcon />
            {t('status.locked')}
            <span role="tooltip" id={tooltipId}>
              {t('status.lockedTooltip')}
            </span>
          </Locked>
          {sample}
        </Row>
      );
    case 'NOT_CONFIGURED':
      // Looks like a button (docs/spec/behaviour.md §4) but goes to another page, so it is a link.
      return (
        <Row>
          <FillIn to={paths.dashboard(companyId)} aria-label={t('status.notConfiguredLabel', { name })}>
            {t('status.notConfigured')}
          </FillIn>
          {sample}
        </Row>
      );
    case 'READY':
      if (document.formats.includes('zip')) {
        // The archive is made when asked, from the documents in force: no link to sign.
        return (
          <Row>
            <Button
              aria-label={t('actions.downloadZipLabel', { name })}
              disabled={zipping}
              onClick={() => void downloadArchive()}
            >
              <DownloadIcon />
              {t('actions.downloadZip')}
            </Button>
          </Row>
        );
      }
      return (
        <Row>
          <Button
            aria-label={t('actions.downloadLabel', { name })}
            disabled={isLoading}
            onClick={() => void open('attachment')}
          >
            <DownloadIcon />
            {t('actions.download')}
          </Button>
          {document.formats.includes('docx') ? (
            <Button
              variant="secondary"
              aria-label={t('actions.downloadDocxLabel', { name })}
              disabled={isLoading}
              onClick={() => void open('attachment', 'docx')}
            >
              <DownloadIcon />
              {t('actions.downloadDocx')}
            </Button>
          ) : null}
          {document.formats.includes('xlsx') ? (
            <Button
              variant="secondary"
              aria-label={t('actions.downloadXlsxLabel', { name })}
              disabled={isLoading}
              onClick={() => void open('attachment', 'xlsx')}
            >
              <DownloadIcon />
              {t('actions.downloadXlsx')}
            </Button>
          ) : null}
          {isPdf(document.path) ? (
            <Button
              variant="secondary"
              aria-label={t('actions.previewLabel', { name })}
              disabled={isLoading}
              onClick={() => void open('inline')}
            >
              <PreviewIcon />
              {t('actions.preview')}
            </Button>
          ) : null}
        </Row>
      );
  }
}
