import { useTranslation } from '@conform/i18n';
import {
  downloadFile,
  Link,
  openFileInNewTab,
  paths,
  useLeaveGuard,
  useShell,
  useValidationMessage,
} from '@conform/shell-contract';
import { Alert, Button, Card, Modal, Spinner, Stack } from '@conform/ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { NARROW } from '../../../components/layout.tsx';
import { draftUrl, workbookUrl } from '../api/registersApi.ts';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
  }
  /*
   * A phone or a narrow window: each row a card, each cell its column's name (its data-label) beside
   * its value; the column headings stay for screen readers only. Nothing wider than the screen.
   */
  @media (max-width: ${NARROW}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      margin-bottom: ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.surface};
    }
    td {
      position: relative;
      min-height: 32px;
      padding: ${({ theme }) => `${theme.space(1.5)} 0 ${theme.space(1.5)} 40%`};
      overflow-wrap: anywhere;
    }
    tr td:last-child {
      border-bottom: none;
    }
    td::before {
      content: attr(data-label);
      position: absolute;
      left: 0;
      top: ${({ theme }) => theme.space(1.5)};
      width: calc(40% - ${({ theme }) => theme.space(3)});
      font-weight: 600;
      color: ${({ theme }) => theme.color.textMuted};
      overflow-wrap: anywhere;
    }
  }
`;

export const Scroll = styled.div`
  overflow-x: auto;
`;

/** A register's card: on a phone its rows are the cards, so it steps back (no frame, no padding). */
export const RegisterCard = styled(Card)`
  @media (max-width: ${NARROW}) {
    padding: 0;
    border: none;
    background: none;
    box-shadow: none;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

/** A deadline's urgency: coloured text, and said in words (never by colour alone). */
export const Due = styled.span<{ $tone: 'ok' | 'soon' | 'late' | 'done' }>`
  font-weight: 600;
  color: ${({ $tone, theme }) =>
    $tone === 'late'
      ? theme.color.danger
      : $tone === 'soon'
        ? theme.color.warning
        : $tone === 'done'
          ? theme.color.textMuted
          : theme.color.text};
`;

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

/** Validation keys of the contracts and of the registers (`registers.validation.…`), in the user's language. */
export function useRegisterMessage(): (key: string | undefined) => string | undefined {
  return useValidationMessage('documents', 'registers');
}

/** Back to the documents, and the register's spreadsheet. */
export function RegisterToolbar({
  companyId,
  register,
  children,
}: {
  companyId: string;
  register: 'requests' | 'breaches';
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('documents');
  const { notify } = useShell();
  // Through the session (an expired access token is refreshed first); a refusal is told on the page.
  const exportWorkbook = async () => {
    const saved = await downloadFile(workbookUrl(companyId, register), `${register}.xlsx`);
    if (!saved.ok) notify({ kind: 'error', title: t('errors.title'), message: t('registers.exportFailed') });
  };
  return (
    <Toolbar>
      <Link to={paths.documents(companyId)}>← {t('registers.back')}</Link>
      <Actions>
        <Button variant="secondary" onClick={() => void exportWorkbook()}>
          {t('registers.export')}
        </Button>
        {children}
      </Actions>
    </Toolbar>
  );
}

// Today in the company's zone: shared with the documents' dialogs (lib/days.ts).
export { today } from '../../../lib/days.ts';

/** A register's loading, failure (with retry) and empty states; the table is shown by the page. */
export function RegisterState({
  loading,
  failed,
  retry,
  empty,
}: {
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** The empty register's text, when it has loaded and has no entry. */
  empty: string | null;
}) {
  const { t } = useTranslation('documents');
  return (
    <>
      {loading ? <Spinner label={t('registers.loading')} /> : null}
      {failed ? (
        <Alert kind="error" title={t('errors.title')}>
          <Stack $row>
            {t('registers.loadError')}
            <Button variant="link" onClick={retry}>
              {t('page.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {empty ? (
        <Card>
          <p>{empty}</p>
        </Card>
      ) : null}
    </>
  );
}

/** A register's form in a dialog: Cancel and Save (which submits the form `formId`). */
export function RegisterDialog({
  title,
  formId,
  working,
  dirty,
  onClose,
  children,
}: {
  title: string;
  formId: string;
  working: boolean;
  /** The form's values differ from the saved ones: Escape, Cancel, × and leaving the page ask first. */
  dirty: boolean;
  /** Closes without asking (after a save); the dialog's own ways out ask while `dirty`. */
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('documents');
  const guard = useLeaveGuard(dirty);
  const close = () => guard.confirmLeave(onClose);
  return (
    <Modal
      open
      title={title}
      closeLabel={t('preview.close')}
      onClose={close}
      working={working}
      workingLabel={t('registers.saving')}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('registers.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={working}>
            {t('registers.save')}
          </Button>
        </>
      }
    >
      {children}
      {guard.dialog}
    </Modal>
  );
}

/**
 * Opens an entry's draft (a request's prefilled answer, a breach's notification) in a new tab; a
 * failure (no internal policies package, say) is told on the page. `opening` while it is made.
 */
export function useOpenDraft(companyId: string) {
  const { t } = useTranslation('documents');
  const { notify } = useShell();
  const [opening, setOpening] = useState(false);
  const open = async (kind: 'requests' | 'breaches', id: string) => {
    setOpening(true);
    try {
      const opened = await openFileInNewTab(draftUrl(companyId, kind, id));
      if (!opened.ok) {
        notify({
          kind: 'error',
          title: t('errors.title'),
          message: t(opened.status === 409 ? 'registers.noPackage' : 'registers.draftFailed'),
        });
      }
    } finally {
      setOpening(false);
    }
  };
  return { open, opening };
}
