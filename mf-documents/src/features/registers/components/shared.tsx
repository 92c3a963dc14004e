import { useTranslation } from '@conform/i18n';
import { validationMessage, VALIDATION_MESSAGES } from '@conform/contracts';
import { Link, useShell } from '@conform/shell-contract';
import { Button } from '@conform/ui';
import { useCallback } from 'react';
import styled from 'styled-components';
import { workbookUrl } from '../api/registersApi.ts';

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
`;

export const Scroll = styled.div`
  overflow-x: auto;
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

/** Validation keys of the contracts and of the registers, in the user's language. */
export function useValidationMessage(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation('documents');
  const { locale } = useShell();
  return useCallback(
    (key) => {
      if (!key) return undefined;
      if (key in VALIDATION_MESSAGES) return validationMessage(key, locale);
      return t(`registers.validation.${key.replace(/^validation\./, '')}`, {
        defaultValue: t('registers.validation.invalid'),
      });
    },
    [t, locale],
  );
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
  return (
    <Toolbar>
      <Link to={`/${companyId}/documents`}>← {t('registers.back')}</Link>
      <Actions>
        <Button variant="secondary" onClick={() => window.location.assign(workbookUrl(companyId, register))}>
          {t('registers.export')}
        </Button>
        {children}
      </Actions>
    </Toolbar>
  );
}

/** A day (YYYY-MM-DD) as the user reads it. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A moment in Romanian time, as the user reads it. */
export function formatMoment(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Bucharest',
  }).format(new Date(iso));
}
