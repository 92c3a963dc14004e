import { useTranslation } from '@conform/i18n';
import { useShell, type Locale } from '@conform/shell-contract';
import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  button {
    font: inherit;
    border: 1px solid currentColor;
    background: transparent;
    color: inherit;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: rgba(255, 255, 255, 0.2);
    font-weight: 700;
  }
`;

const LOCALES: Locale[] = ['ro', 'en'];

/** Switching re-renders the shell and every loaded remote in the chosen language. */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { locale, setLocale } = useShell();
  return (
    <Group role="group" aria-label={t('language.label')}>
      {LOCALES.map((l) => (
        <button key={l} type="button" lang={l} aria-pressed={locale === l} onClick={() => setLocale(l)}>
          {t(`language.${l}`)}
        </button>
      ))}
    </Group>
  );
}
