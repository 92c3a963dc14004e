import { useTranslation } from '@conform/i18n';
import type {
  TCompanyDocument,
  TDocumentFormat,
  TDocumentVersionDiff,
  TDocumentVersions,
} from '@conform/contracts';
import { useCompanyTimeZone, useShell } from '@conform/shell-contract';
import { Button, formatDateTime } from '@conform/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  useCreateDocumentLinkMutation,
  useDocumentVersionDiffQuery,
  useDocumentVersionsQuery,
} from '../api/documentsApi.ts';

const List = styled.ol`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  button {
    min-height: 24px;
  }
  .changes {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.85rem;
  }
`;

const Redline = styled.section`
  margin-top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  h4,
  h5 {
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
    font-size: 0.95rem;
  }
  .kind {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: normal;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
  }
  del {
    color: ${({ theme }) => theme.color.danger};
    text-decoration: line-through;
  }
  ins {
    color: ${({ theme }) => theme.color.success};
    text-decoration: underline;
  }
`;

/** Said to screen readers, not shown: the kind of change before its words. */
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

type Version = TDocumentVersions['versions'][number];
type DiffSection = TDocumentVersionDiff['sections'][number];

/** Unchanged words kept around a change, each side; a longer run unchanged is shortened with "…". */
const CONTEXT_WORDS = 12;

function shortened(text: string, first: boolean, last: boolean): string {
  const words = text.split(/(?<=\s)/);
  if (words.length <= CONTEXT_WORDS * 2) return text;
  const head = first ? '' : words.slice(0, CONTEXT_WORDS).join('');
  const tail = last ? '' : words.slice(-CONTEXT_WORDS).join('');
  return `${head}…${tail ? ` ${tail}` : ''}`;
}

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.color.border};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  h4 {
    margin: 0;
    font-size: 1rem;
  }
`;

/**
 * Every generation of a document, opened below its row from the row's menu: when it was made,
 * what changed against the one before and why (the service's words, those of the PDF's history),
 * and its files, downloadable. Asked for only when opened; the focus moves to it, and its Close
 * button gives it back to the row.
 */
export function VersionHistory({
  companyId,
  document,
  onClose,
}: {
  companyId: string;
  document: TCompanyDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <Panel ref={panel} tabIndex={-1} aria-labelledby={headingId}>
      <header>
        <h4 id={headingId}>{t('versions.summary', { version: document.version })}</h4>
        <Button variant="secondary" onClick={onClose}>
          {t('versions.close')}
        </Button>
      </header>
      <VersionList companyId={companyId} type={document.type} />
    </Panel>
  );
}

function VersionList({ companyId, type }: { companyId: string; type: string }) {
  const { t } = useTranslation('documents');
  const { locale, notify } = useShell();
  const timeZone = useCompanyTimeZone();
  const { data, isLoading, isError } = useDocumentVersionsQuery({ companyId, type });
  const [createLink, { isLoading: opening }] = useCreateDocumentLinkMutation();
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
      {data.versions.map((v, index) => (
        <li key={v.version}>
          {t('versions.item', { version: v.version, date: formatDateTime(v.createdAt, locale, timeZone) })}{' '}
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
          {v.reason ? (
            <span className="changes">{t('versions.reason', { reason: v.reason[locale] })}</span>
          ) : null}
          {data.versions[index + 1] ? (
            <Comparison
              companyId={companyId}
              type={type}
              from={data.versions[index + 1]!.version}
              to={v.version}
            />
          ) : null}
        </li>
      ))}
    </List>
  );
}

/** "Compare with the previous version": opens the redline of this version against the one before. */
function Comparison(props: { companyId: string; type: string; from: number; to: number }) {
  const { t } = useTranslation('documents');
  const [open, setOpen] = useState(false);
  const id = `redline-${props.type}-${props.to}`;
  return (
    <>
      <Button
        variant="link"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={open ? undefined : t('versions.compareLabel', { version: props.to })}
        onClick={() => setOpen(!open)}
      >
        {open ? t('versions.hideCompare') : t('versions.compare')}
      </Button>
      {open ? <RedlineView id={id} {...props} /> : null}
    </>
  );
}

/**
 * The sections changed between two versions: deleted words struck through, added words underlined,
 * each change also said in words to a screen reader. Every text is a text node (nothing a user
 * typed becomes markup).
 */
function RedlineView({
  id,
  ...args
}: {
  id: string;
  companyId: string;
  type: string;
  from: number;
  to: number;
}) {
  const { t } = useTranslation('documents');
  const { data, isLoading, isError } = useDocumentVersionDiffQuery(args);
  const kind = (section: DiffSection) =>
    t(
      section.change === 'added'
        ? 'versions.sectionAdded'
        : section.change === 'removed'
          ? 'versions.sectionRemoved'
          : 'versions.sectionChanged',
    );
  const titleId = `${id}-title`;
  return (
    <Redline id={id} aria-labelledby={titleId}>
      <h4 id={titleId}>{t('versions.diffTitle', { from: args.from, to: args.to })}</h4>
      {isLoading ? (
        <p role="status">{t('versions.diffLoading')}</p>
      ) : isError || !data ? (
        <p role="alert">{t('versions.diffFailed')}</p>
      ) : data.sections.length === 0 ? (
        <p>{t('versions.diffNone')}</p>
      ) : (
        <>
          <p className="changes">{t('versions.legend')}</p>
          {data.sections.map((section) => (
            <div key={section.id}>
              <h5>
                {section.title} <span className="kind">({kind(section)})</span>
              </h5>
              <p>
                {section.parts.map((part, i) =>
                  part.op === 'removed' ? (
                    <del key={i}>
                      <Hidden>{`${t('versions.removedWords')} `}</Hidden>
                      {part.text}
                    </del>
                  ) : part.op === 'added' ? (
                    <ins key={i}>
                      <Hidden>{`${t('versions.addedWords')} `}</Hidden>
                      {part.text}
                    </ins>
                  ) : (
                    <span key={i}>{shortened(part.text, i === 0, i === section.parts.length - 1)}</span>
                  ),
                )}
              </p>
            </div>
          ))}
        </>
      )}
    </Redline>
  );
}
