import { useTranslation } from '@conform/i18n';
import { Alert } from '@conform/ui';
import styled from 'styled-components';
import { useShellState } from '../app/ShellProvider.tsx';

const Region = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 420px;
  z-index: 20;
`;

const Dismiss = styled.button`
  float: right;
  border: none;
  background: none;
  font-size: 1.2rem;
  cursor: pointer;
  /* A tap target of at least 24 × 24 px (WCAG 2.2 2.5.8). */
  min-width: 32px;
  min-height: 32px;
`;

/** The notices area: info notices hide themselves; errors stay until dismissed (docs/spec/behaviour.md §8). */
export function Notices() {
  const { t } = useTranslation('shell');
  const { notices, dismiss } = useShellState();
  return (
    <Region aria-label={t('notices.region')} aria-live="polite">
      {notices.map((n) => (
        <Alert key={n.id} kind={n.kind} title={n.title}>
          <Dismiss type="button" aria-label={t('notices.dismiss')} onClick={() => dismiss(n.id)}>
            ×
          </Dismiss>
          {n.message}
        </Alert>
      ))}
    </Region>
  );
}
