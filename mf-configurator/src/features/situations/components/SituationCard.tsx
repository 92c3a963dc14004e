import { useTranslation } from '@conform/i18n';
import { legalGroundEntries, pick } from '@conform/catalogues';
import type { TOperationRecord, TSituation } from '@conform/contracts';
import { useNavigate, useShell } from '@conform/shell-contract';
import { Alert, Button, Card, ConfirmDialog, VisuallyHidden } from '@conform/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Letter } from '../../../components/Letter.tsx';
import { useDeleteOperationMutation, useDeleteSituationMutation } from '../api/situationsApi.ts';

export const CardHeader = styled.header`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.2rem;
    flex: 1 1 12rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Operations = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space(4)} 0`};
  padding: 0;
  display: flex;
  flex-direction: column;
  > li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
    padding: ${({ theme }) => `${theme.space(2)} 0`};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: 600px) {
    flex-wrap: wrap;
    > button:first-child {
      flex-basis: 100%;
    }
  }
`;

/** One line per operation: name and purpose, cut to the width; the rest on demand. */
const Toggle = styled.button`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  border: none;
  background: none;
  font: inherit;
  color: inherit;
  text-align: left;
  cursor: pointer;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(1)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    background: ${({ theme }) => theme.color.background};
  }
  .chevron {
    flex: none;
    display: inline-block;
    width: 1rem;
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] .chevron {
    transform: rotate(90deg);
  }
  .name {
    flex: none;
    max-width: 60%;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .purpose {
    flex: 1 1 auto;
    min-width: 0;
    color: ${({ theme }) => theme.color.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  @media (max-width: 600px) {
    .purpose {
      display: none;
    }
    .name {
      flex: 1 1 auto;
      min-width: 0;
      max-width: none;
      white-space: normal;
      overflow-wrap: anywhere;
    }
  }
`;

const Details = styled.dl`
  &[hidden] {
    display: none;
  }
  margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(2)} ${theme.space(7)}`};
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  font-size: 0.95rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
    margin-left: ${({ theme }) => theme.space(2)};
    dd {
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Edit and delete of an operation: small, on its line. */
const RowActions = styled.div`
  flex: none;
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `0 ${theme.space(1)}`};
  @media (max-width: 600px) {
    padding-left: ${({ theme }) => theme.space(7)};
  }
`;

/**
 * A company's situation (docs/spec/behaviour.md §2): letter, name, operation count, edit, delete when it has no
 * operations, its operations one line each (expandable), and adding an operation with the number
 * of suggestions left.
 */
export function SituationCard({
  companyId,
  situation,
  letter,
  suggestionCount,
}: {
  companyId: string;
  situation: TSituation;
  letter: string;
  suggestionCount: number;
}) {
  const { t } = useTranslation('configurator');
  const { notify } = useShell();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteSituation, deletion] = useDeleteSituationMutation();
  const headingId = useId();
  const empty = situation.operations.length === 0;

  async function remove() {
    try {
      await deleteSituation({ companyId, situationId: situation.id }).unwrap();
    } catch {
      notify({ kind: 'error', title: t('errors.title'), message: t('errors.deleteSituation') });
    } finally {
      setConfirmDelete(false);
    }
  }

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <Letter aria-hidden="true">{letter}</Letter>
        <h2 id={headingId}>
          <VisuallyHidden>{t('situation.letter', { letter })} </VisuallyHidden>
          {situation.name}
        </h2>
        <Count>{t('situation.operationCount', { count: situation.operations.length })}</Count>
        <Actions>
          <Button
            variant="secondary"
            onClick={() => void navigate(situation.id)}
            aria-label={t('situation.renameLabel', { name: situation.name })}
          >
            {t('situation.rename')}
          </Button>
          {empty ? (
            <Button
              variant="secondary"
              onClick={() => setConfirmDelete(true)}
              aria-label={t('situation.deleteLabel', { name: situation.name })}
            >
              {t('situation.delete')}
            </Button>
          ) : null}
        </Actions>
      </CardHeader>

      {empty ? (
        <Alert kind="warning" title={t('situation.emptyTitle')}>
          {t('situation.emptyText')}
        </Alert>
      ) : (
        <Operations aria-label={t('situation.operationsLabel', { name: situation.name })}>
          {situation.operations.map((operation) => (
            <OperationItem
              key={operation.id}
              companyId={companyId}
              situationId={situation.id}
              operation={operation}
            />
          ))}
        </Operations>
      )}

      <Button
        variant="secondary"
        onClick={() => void navigate(`${situation.id}/${suggestionCount > 0 ? 'add' : 'new'}`)}
        aria-label={t('situation.addOperationLabel', { name: situation.name, count: suggestionCount })}
      >
        {suggestionCount > 0
          ? t('situation.addOperationWithSuggestions', { count: suggestionCount })
          : t('situation.addOperation')}
      </Button>

      {confirmDelete ? (
        <ConfirmDialog
          open
          danger
          title={t('situation.confirmDelete.title')}
          question={t('confirm.question', { action: t('situation.confirmDelete.action') })}
          refuseLabel={t('confirm.no', { outcome: t('situation.confirmDelete.refuse') })}
          confirmLabel={t('confirm.yes', { outcome: t('situation.confirmDelete.confirm') })}
          closeLabel={t('dialog.close')}
          working={deletion.isLoading}
          onRefuse={() => setConfirmDelete(false)}
          onConfirm={() => void remove()}
        />
      ) : null}
    </Card>
  );
}

function OperationItem({
  companyId,
  situationId,
  operation,
}: {
  companyId: string;
  situationId: string;
  operation: TOperationRecord;
}) {
  const { t } = useTranslation('configurator');
  const { notify, locale, edition } = useShell();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [deleteOperation, { isLoading }] = useDeleteOperationMutation();
  const detailsId = useId();
  const groundLabels = operation.grounds.map((g) => {
    const entry = legalGroundEntries.find((e) => e.id === g);
    return entry ? pick(entry.label, locale, edition) : g;
  });

  async function remove() {
    try {
      await deleteOperation({ companyId, situationId, operationId: operation.id }).unwrap();
    } catch {
      notify({ kind: 'error', title: t('errors.title'), message: t('errors.deleteOperation') });
    } finally {
      setConfirm(false);
    }
  }

  return (
    <li>
      <Row>
        <Toggle type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          <span className="chevron" aria-hidden="true">
            ›
          </span>
          <span className="name">{operation.name}</span>
          <span className="purpose">{operation.purpose}</span>
        </Toggle>
        <RowActions>
          <Button
            variant="link"
            onClick={() => void navigate(`${situationId}/${operation.id}`)}
            aria-label={t('operation.editLabel', { name: operation.name })}
          >
            {t('operation.edit')}
          </Button>
          <Button
            variant="link"
            disabled={isLoading}
            aria-busy={isLoading}
            onClick={() => setConfirm(true)}
            aria-label={t('operation.deleteLabel', { name: operation.name })}
          >
            {isLoading ? t('operation.deleting') : t('operation.delete')}
          </Button>
        </RowActions>
      </Row>
      <Details id={detailsId} hidden={!open}>
        <dt>{t('form.purpose')}</dt>
        <dd>{operation.purpose}</dd>
        <dt>{t('form.data')}</dt>
        <dd>{operation.data.join(', ')}</dd>
        <dt>{t('form.grounds')}</dt>
        <dd>{groundLabels.join(', ')}</dd>
        <dt>{t('form.sources')}</dt>
        <dd>{operation.sources.join(', ')}</dd>
        {operation.recipients.length > 0 ? (
          <>
            <dt>{t('form.recipients')}</dt>
            <dd>{operation.recipients.join(', ')}</dd>
          </>
        ) : null}
        <dt>{t('form.storageDuration')}</dt>
        <dd>{operation.storageDuration}</dd>
      </Details>
      {confirm ? (
        <ConfirmDialog
          open
          danger
          title={t('operation.confirmDelete.title')}
          question={t('confirm.question', { action: t('operation.confirmDelete.action') })}
          refuseLabel={t('confirm.no', { outcome: t('operation.confirmDelete.refuse') })}
          confirmLabel={t('confirm.yes', { outcome: t('operation.confirmDelete.confirm') })}
          closeLabel={t('dialog.close')}
          working={isLoading}
          onRefuse={() => setConfirm(false)}
          onConfirm={() => void remove()}
        />
      ) : null}
    </li>
  );
}
