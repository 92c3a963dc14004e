import { useTranslation } from '@conform/i18n';
import type { TCompanyDocument, TDocumentFormat, TDocumentVersions } from '@conform/contracts';
import { useShell } from '@conform/shell-contract';
import { Button } from '@conform/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useCreateDocumentLinkMutation, useDocumentVersionsQuery } from '../api/documentsApi.ts';

const List = styled.ol`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  .changes {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.85rem;
  }
`;

type Version = TDocumentVersions['versions'][number];

/**
 * Every generation of a document: when it was made, what changed against the one
 * before, and its files, downloadable. Asked for only when the history is opened.
 */
export function DocumentVersions({ companyId, document }: { companyId: string; document: TCompanyDocument }) {
  const { t } = useTranslation('documents');
  const [open, setOpen] = useState(false);
  // A locked document's files are not served, earlier versions' included.
  if (!document.version || document.status === 'LOCKED') return null;
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('versions.summary', { version: document.version })}</summary>
      {open ? <VersionList companyId={companyId} type={document.type} /> : null}
    </details>
  );
}

function VersionList({ companyId, type }: { companyId: string; type: string }) {
  const { t } = useTranslation('documents');
  const { locale, notify } = useShell();
  const { data, isLoading, isError } = useDocumentVersionsQuery({ companyId, type });
  const [createLink, { isLoading: opening }] = useCreateDocumentLinkMutation();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date(iso));
  const changes = (v: Version) => {
    if (v.changes.first) return t('versions.first');
    const parts = [
      v.changes.added.length ? t('versions.added', { list: v.changes.added.join(', ') }) : null,
      v.changes.removed.length ? t('versions.removed', { list: v.changes.removed.join(', ') }) : null,
      v.changes.changed.length ? t('versions.changed', { list: v.changes.changed.join(', ') }) : null,
    ].filter(Boolean);
    return parts.length ? parts.join('; ') : t('versions.unchanged');
  };
  const download = async (version: number, format: TDocumentFormat) => {
    try {
      const link = await createLink({ companyId, type, disposition: 'attachment', format, version }).unwrap();
      window.location.assign(link.url);
    } catch {
      notify({
        kind: 'error',
        title: t('errors.title'),
        message: t('errors.actionFailed', { action: t('errors.actions.download') }),
      });
    }
  };

  if (isLoading) return <p>{t('versions.loading')}</p>;
  if (isError || !data) return <p>{t('versions.failed')}</p>;
  return (
    <List reversed>
      {data.versions.map((v) => (
        <li key={v.version}>
          {t('versions.item', { version: v.version, date: date(v.createdAt) })}{' '}
          {v.formats.map((format) => (
            <Button
              key={format}
              variant="link"
              disabled={opening}
              aria-label={t(`versions.${format}Label`, { version: v.version })}
              onClick={() => void download(v.version, format)}
            >
              {t(`versions.${format}`)}
            </Button>
          ))}
          <span className="changes">{changes(v)}</span>
        </li>
      ))}
    </List>
  );
}
