import { useTranslation } from '@conform/i18n';
import type { TCompanyDocument } from '@conform/contracts';
import { isSignableDocument } from '@conform/contracts/signable';
import { useShell } from '@conform/shell-contract';
import { MenuButton, Spinner, StatusChip } from '@conform/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import { NARROW } from '../../../components/layout.tsx';
import { isPdf, pickText } from '../../../lib/localized.ts';
import { useDocumentActions, type PreviewTarget } from './DocumentActions.tsx';

// What the row's menu opens is fetched when first opened: the page's first visit stays small
// (a remote's first visit is at most 60 KB gzipped, e2e/tests/bundle-size.spec.ts).
const SignedCopiesDialog = lazy(async () => ({
  default: (await import('./SignedCopies.tsx')).SignedCopiesDialog,
}));
const VersionHistory = lazy(async () => ({
  default: (await import('./DocumentVersions.tsx')).VersionHistory,
}));
const AcknowledgementsDialog = lazy(async () => ({
  default: (await import('./AcknowledgementsDialog.tsx')).AcknowledgementsDialog,
}));

/** Whether a document has a history to show: a locked document's files are not served, earlier versions' included. */
function hasVersions(document: TCompanyDocument): boolean {
  return Boolean(document.version) && document.status !== 'LOCKED';
}

/**
 * A compact row: the title and one line of description on the left, the status and the actions on
 * the right; at 600 px or less a card, everything stacked, nothing wider than the screen.
 */
const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  grid-template-areas:
    'about status actions'
    'more more more';
  align-items: center;
  column-gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: none;
  }
  @media (max-width: ${NARROW}) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'about' 'status' 'actions' 'more';
    row-gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    margin-bottom: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    &:last-child {
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
  }
`;

const About = styled.div`
  grid-area: about;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  details {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* One line of description; opened, the whole of it and how to use the document. */
  summary {
    display: block;
    min-height: 24px;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    cursor: pointer;
  }
  details[open] summary {
    white-space: normal;
  }
  h4 {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.text};
  }
  dl {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.color.text};
  }
  dt {
    font-weight: 600;
    margin-top: ${({ theme }) => theme.space(1)};
  }
  dd {
    margin: 0;
  }
`;

const Status = styled.div`
  grid-area: status;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  justify-content: flex-end;
  @media (max-width: ${NARROW}) {
    justify-content: flex-start;
  }
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: ${NARROW}) {
    justify-content: flex-start;
    flex-wrap: wrap;
  }
`;

const More = styled.div`
  grid-area: more;
  min-width: 0;
`;

/**
 * One document of a package (docs/spec/behaviour.md §2 and §4): its title, one line of its
 * description (opened: all of it and how to use it), its status, the one action its status asks
 * for, and the others (Word, Excel, preview, sample, version history) in its menu. The version
 * history opens below the row.
 */
export function DocumentRow({
  companyId,
  document,
  refundedAt,
  needsData,
  onPreview,
}: {
  companyId: string;
  document: TCompanyDocument;
  refundedAt: string | null;
  /** Named by a question left to complete: the document is made with blanks. */
  needsData: boolean;
  onPreview: (target: PreviewTarget) => void;
}) {
  const { t } = useTranslation('documents');
  const { locale, edition } = useShell();
  const text = (value: Parameters<typeof pickText>[0]) => pickText(value, locale, edition);
  const name = text(document.name);
  const { status, primary, more } = useDocumentActions({ companyId, document, refundedAt, onPreview });
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [signedOpen, setSignedOpen] = useState(false);
  const [acknowledgementsOpen, setAcknowledgementsOpen] = useState(false);
  const menuRoot = useRef<HTMLDivElement>(null);
  const items = [
    ...more,
    ...(hasVersions(document)
      ? [
          {
            key: 'versions',
            label: t('versions.summary', { version: document.version }),
            onSelect: () => setVersionsOpen(true),
          },
          // Staff asked to read the current version and confirm it (a ready PDF to read).
          ...(document.status === 'READY' && isPdf(document.path)
            ? [
                {
                  key: 'acknowledgements',
                  label: t('acknowledgements.menu'),
                  ariaLabel: t('acknowledgements.menuLabel', { name }),
                  onSelect: () => setAcknowledgementsOpen(true),
                },
              ]
            : []),
        ]
      : []),
    // An agreement or decision a party signs: its signed copy is kept with the version it answers.
    ...(document.status === 'READY' && document.version && isSignableDocument(document.type)
      ? [
          {
            key: 'signed',
            label: t('signed.menu'),
            ariaLabel: t('signed.menuLabel', { name }),
            onSelect: () => setSignedOpen(true),
          },
        ]
      : []),
  ];
  const closeSigned = () => {
    setSignedOpen(false);
    menuRoot.current?.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]')?.focus();
  };
  const closeVersions = () => {
    setVersionsOpen(false);
    menuRoot.current?.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]')?.focus();
  };

  return (
    <Item>
      <About>
        <h3>{name}</h3>
        <details>
          <summary>{text(document.description)}</summary>
          {document.guide ? (
            <>
              <h4>{t('guide.summary')}</h4>
              <dl>
                <dt>{t('guide.where')}</dt>
                <dd>{text(document.guide.where)}</dd>
                <dt>{t('guide.signedBy')}</dt>
                <dd>{text(document.guide.signedBy)}</dd>
                <dt>{t('guide.update')}</dt>
                <dd>{text(document.guide.update)}</dd>
              </dl>
            </>
          ) : null}
        </details>
      </About>
      <Status>
        {status}
        {needsData && document.status === 'READY' ? (
          <StatusChip $tone="warning">{t('status.hasBlanks')}</StatusChip>
        ) : null}
      </Status>
      <Actions ref={menuRoot}>
        {primary}
        {items.length > 0 ? (
          <MenuButton label={t('actions.more')} ariaLabel={t('actions.moreLabel', { name })} items={items} />
        ) : null}
      </Actions>
      <Suspense fallback={<Spinner label={t('actions.opening')} />}>
        {acknowledgementsOpen ? (
          <AcknowledgementsDialog
            companyId={companyId}
            document={document}
            onClose={() => {
              setAcknowledgementsOpen(false);
              menuRoot.current?.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]')?.focus();
            }}
          />
        ) : null}
        {versionsOpen ? (
          <More>
            <VersionHistory companyId={companyId} document={document} onClose={closeVersions} />
          </More>
        ) : null}
        {signedOpen ? (
          <SignedCopiesDialog companyId={companyId} document={document} name={name} onClose={closeSigned} />
        ) : null}
      </Suspense>
    </Item>
  );
}
