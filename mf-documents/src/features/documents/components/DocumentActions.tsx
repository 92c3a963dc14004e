import { useTranslation } from '@conform/i18n';
import type { TCompanyDocument } from '@conform/contracts';
import { downloadFile, Link, paths, toPlatform, useShell } from '@conform/shell-contract';
import { Button, StatusChip, TAP_TARGET, type MenuItem } from '@conform/ui';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { DownloadIcon, ErrorIcon, LockIcon, PreviewIcon } from '../../../components/icons.tsx';
import { isPdf, pickText } from '../../../lib/localized.ts';
import { useCreateDocumentLinkMutation } from '../api/documentsApi.ts';

const Locked = styled(StatusChip)`
  position: relative;
  cursor: help;
  [role='tooltip'] {
    visibility: hidden;
    position: absolute;
    right: 0;
    bottom: calc(100% + 6px);
    width: max-content;
    max-width: min(240px, calc(100vw - 32px));
    white-space: normal;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.sidebar};
    color: ${({ theme }) => theme.color.onSidebar};
    font-size: 0.85rem;
    font-weight: 400;
    z-index: 1;
  }
  &:hover [role='tooltip'],
  &:focus-visible [role='tooltip'] {
    visibility: visible;
  }
`;

/** A link that looks like the kit's secondary button (it goes to another page, so it is a link). */
const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  && {
    min-height: 44px;
  }
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  text-decoration: none;
`;

/** The kit's button, at least 44 px high on this page (a list of 70 rows is tapped on a phone). */
const Primary = styled(Button)`
  && {
    min-height: 44px;
    min-width: ${TAP_TARGET};
  }
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
`;

export interface PreviewTarget {
  url: string;
  name: string;
}

export interface DocumentActionSet {
  /** The document's status in words (docs/spec/behaviour.md §4 "Document status display"). */
  status: ReactNode;
  /** The one action that matters for its status, or null (being generated, failed). */
  primary: ReactNode;
  /** The other actions, for the row's menu. */
  more: MenuItem[];
}

/**
 * What a document shows and offers for its status (docs/spec/behaviour.md §4 "Document status
 * display"): READY downloads its PDF (or the ZIP archive), with Word, Excel and the preview (PDFs
 * only) in the menu; NOT_CONFIGURED leads to the dashboard to fill in its details; LOCKED leads to
 * buying its package (the lock's tooltip says why); both offer a sample in the menu; PROCESSING
 * shows a progress indicator and ERROR a red icon with what to do.
 */
export function useDocumentActions({
  companyId,
  document,
  refundedAt,
  onPreview,
}: {
  companyId: string;
  document: TCompanyDocument;
  /** The day the document's package was refunded, or null. */
  refundedAt: string | null;
  onPreview: (target: PreviewTarget) => void;
}): DocumentActionSet {
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
  const sample: MenuItem = {
    key: 'sample',
    icon: <PreviewIcon />,
    label: t('actions.sample'),
    ariaLabel: t('actions.sampleLabel', { name }),
    onSelect: () =>
      onPreview({
        url: `/platform/api/documents/samples/${encodeURIComponent(document.product)}/${encodeURIComponent(document.type)}?lang=${locale}&platform=${toPlatform(edition)}`,
        name: t('actions.sampleTitle', { name }),
      }),
  };

  switch (document.status) {
    case 'PROCESSING': {
      const label = t(document.path ? 'status.updating' : 'status.processing');
      return {
        status: (
          <StatusChip $tone="info" role="progressbar" aria-label={label}>
            {label}
          </StatusChip>
        ),
        primary: null,
        more: [],
      };
    }
    case 'ERROR':
      return {
        status: (
          <StatusChip $tone="danger" title={t('status.errorHint')}>
            <ErrorIcon />
            {t('status.error')}
          </StatusChip>
        ),
        primary: null,
        more: [],
      };
    case 'LOCKED':
      return {
        status: (
          <Locked tabIndex={0} aria-describedby={tooltipId}>
            <LockIcon />
            {t('status.locked')}
            <span role="tooltip" id={tooltipId}>
              {t('status.lockedTooltip')}
            </span>
          </Locked>
        ),
        // A refunded package is put back in the cart from the dashboard (as its group's link).
        primary: refundedAt ? (
          <ButtonLink to={paths.dashboard(companyId)} aria-label={t('actions.buyAgainLabel', { name })}>
            {t('group.buyAgain')}
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.checkout(companyId)} aria-label={t('actions.buyLabel', { name })}>
            {t('group.buy')}
          </ButtonLink>
        ),
        more: [sample],
      };
    case 'NOT_CONFIGURED':
      return {
        status: <StatusChip $tone="warning">{t('status.incomplete')}</StatusChip>,
        // Looks like a button (docs/spec/behaviour.md §4) but goes to another page, so it is a link.
        primary: (
          <ButtonLink to={paths.dashboard(companyId)} aria-label={t('status.notConfiguredLabel', { name })}>
            {t('status.notConfigured')}
          </ButtonLink>
        ),
        more: [sample],
      };
    case 'READY': {
      const status = <StatusChip $tone="success">{t('status.ready')}</StatusChip>;
      if (document.formats.includes('zip')) {
        // The archive is made when asked, from the documents in force: no link to sign.
        return {
          status,
          primary: (
            <Primary
              aria-label={t('actions.downloadZipLabel', { name })}
              disabled={zipping}
              onClick={() => void downloadArchive()}
            >
              <DownloadIcon />
              {t('actions.downloadZip')}
            </Primary>
          ),
          more: [],
        };
      }
      const more: MenuItem[] = [];
      if (document.formats.includes('docx'))
        more.push({
          key: 'docx',
          icon: <DownloadIcon />,
          label: t('actions.downloadDocx'),
          ariaLabel: t('actions.downloadDocxLabel', { name }),
          disabled: isLoading,
          onSelect: () => void open('attachment', 'docx'),
        });
      if (document.formats.includes('xlsx'))
        more.push({
          key: 'xlsx',
          icon: <DownloadIcon />,
          label: t('actions.downloadXlsx'),
          ariaLabel: t('actions.downloadXlsxLabel', { name }),
          disabled: isLoading,
          onSelect: () => void open('attachment', 'xlsx'),
        });
      // Preview only for PDFs (docs/spec/behaviour.md §4).
      if (isPdf(document.path))
        more.push({
          key: 'preview',
          icon: <PreviewIcon />,
          label: t('actions.preview'),
          ariaLabel: t('actions.previewLabel', { name }),
          disabled: isLoading,
          onSelect: () => void open('inline'),
        });
      return {
        status,
        primary: (
          <Primary
            aria-label={t('actions.downloadLabel', { name })}
            disabled={isLoading}
            onClick={() => void open('attachment')}
          >
            <DownloadIcon />
            {t('actions.download')}
          </Primary>
        ),
        more,
      };
    }
  }
}
