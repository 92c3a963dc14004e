import { useTranslation } from '@conform/i18n';
import { ZSituationNameSchema, type TOperationRecord, type TSituation } from '@conform/contracts';
import { useShell } from '@conform/shell-contract';
import { Button, Card, ConfirmDialog, Stack } from '@conform/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Input } from '../../../components/fields.tsx';
import { VisuallyHidden } from '../../../components/VisuallyHidden.tsx';
import {
  useDeleteOperationMutation,
  useDeleteSituationMutation,
  useRenameSituationMutation,
} from '../api/situationsApi.ts';

export const Letter = styled.span<{ $suggested?: boolean }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  font-weight: 700;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme, $suggested }) => ($suggested ? theme.color.danger : theme.color.primary)};
`;

export const CardHeader = styled.header`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.2rem;
    flex: 1 1 16rem;
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Operations = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space(4)} 0 0`};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
    padding-top: ${({ theme }) => theme.space(3)};
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: flex-start;
    justify-content: space-between;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: ${({ theme }) => `${theme.space(1)} 0 0`};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.95rem;
`;

/** A company's situation: letter, name, operation count, rename, delete where allowed, its operations. */
export function SituationCard({
  companyId,
  situation,
  letter,
}: {
  companyId: string;
  situation: TSituation;
  letter: string;
}) {
  const { t } = useTranslation('configurator');
  const { notify } = useShell();
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteSituation, deletion] = useDeleteSituationMutation();
  const headingId = useId();
  // Spec §2: delete only for a custom situation without operations.
  const deletable = situation.suggestionId === null && situation.operations.length === 0;

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
        {renaming ? (
          <RenameForm companyId={companyId} situation={situation} onDone={() => setRenaming(false)} />
        ) : (
          <h2 id={headingId}>
            <VisuallyHidden>{t('situation.letter', { letter })} </VisuallyHidden>
            {situation.name}
          </h2>
        )}
        <Count>{t('situation.operationCount', { count: situation.operations.length })}</Count>
        {renaming ? null : (
          <Button
            variant="secondary"
            onClick={() => setRenaming(true)}
            aria-label={t('situation.renameLabel', { name: situation.name })}
          >
            {t('situation.rename')}
          </Button>
        )}
        {deletable ? (
          <Button
            variant="secondary"
            onClick={() => setConfirmDelete(true)}
            aria-label={t('situation.deleteLabel', { name: situation.name })}
          >
            {t('situation.delete')}
          </Button>
        ) : null}
      </CardHeader>

      {situation.operations.length > 0 ? (
        <Operations aria-label={t('situation.operationsLabel', { name: situation.name })}>
          {situation.operations.map((operation) => (
            <OperationItem
              key={operation.id}
              companyId={companyId}
              situationId={situation.id}
              operation={operation}
              deletable={situation.operations.length > 1}
            />
          ))}
        </Operations>
      ) : (
        <Muted>{t('situation.noOperations')}</Muted>
      )}

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

function RenameForm({
  companyId,
  situation,
  onDone,
}: {
  companyId: string;
  situation: TSituation;
  onDone: () => void;
}) {
  const { t } = useTranslation('configurator');
  const { notify } = useShell();
  const [name, setName] = useState(situation.name);
  const [invalid, setInvalid] = useState(false);
  const [rename, { isLoading }] = useRenameSituationMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZSituationNameSchema.safeParse(name);
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    try {
      if (parsed.data !== situation.name) {
        await rename({ companyId, situationId: situation.id, name: parsed.data }).unwrap();
      }
      onDone();
    } catch {
      notify({ kind: 'error', title: t('errors.title'), message: t('errors.rename') });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} style={{ flex: '1 1 16rem' }}>
      <Stack $row $gap={2}>
        <Input
          aria-label={t('situation.nameLabel')}
          value={name}
          autoFocus
          $invalid={invalid}
          aria-invalid={invalid}
          onChange={(event) => {
            setName(event.target.value);
            setInvalid(false);
          }}
          style={{ flex: '1 1 12rem', width: 'auto' }}
        />
        <Button type="submit" disabled={isLoading}>
          {t('situation.save')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isLoading}>
          {t('situation.cancel')}
        </Button>
      </Stack>
      {invalid ? <Muted role="alert">{t('form.errors.situationName')}</Muted> : null}
    </form>
  );
}

function OperationItem({
  companyId,
  situationId,
  operation,
  deletable,
}: {
  companyId: string;
  situationId: string;
  operation: TOperationRecord;
  deletable: boolean;
}) {
  const { t } = useTranslation('configurator');
  const { notify } = useShell();
  const [confirm, setConfirm] = useState(false);
  const [deleteOperation, { isLoading }] = useDeleteOperationMutation();

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
      <div>
        <h3>{operation.name}</h3>
        <p>{operation.purpose}</p>
        <Muted>
          <strong>{t('operation.data')}</strong> {operation.data.join(', ')}
        </Muted>
      </div>
      {deletable ? (
        <Button
          variant="secondary"
          disabled={isLoading}
          aria-busy={isLoading}
          onClick={() => setConfirm(true)}
          aria-label={t('operation.deleteLabel', { name: operation.name })}
        >
          {isLoading ? t('operation.deleting') : t('operation.delete')}
        </Button>
      ) : null}
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
