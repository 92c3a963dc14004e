import { useTranslation } from '@conform/i18n';
import { Button, Modal, Stack } from '@conform/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { trackPageView } from '../app/analytics.ts';
import { onSettingsChange, readSettings, updateSettings } from '../app/settings.ts';
import { useShellState } from '../app/ShellProvider.tsx';

const Banner = styled.section`
  position: sticky;
  bottom: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => `0 ${theme.space(4)} ${theme.space(4)}`};
  max-width: 880px;
  align-self: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 10px 40px rgba(16, 24, 40, 0.25);
  padding: ${({ theme }) => theme.space(5)};
  z-index: 30;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1rem;
  }
`;

const Choice = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  span {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9rem;
  }
`;

/**
 * Cookie consent (docs/spec/behaviour.md §2, §4): undecided shows the banner; strictly required storage is always on;
 * analytics and advertising are optional and off by default. Choices are kept in local settings.
 */
export function CookieConsent() {
  const { t } = useTranslation('shell');
  const { runtime } = useShellState();
  const [settings, setSettings] = useState(readSettings);
  const [open, setOpen] = useState(false);
  const [analytics, setAnalytics] = useState(settings.analyticsCookies === true);
  const [marketing, setMarketing] = useState(settings.marketingCookies === true);
  useEffect(() => onSettingsChange(setSettings), []);

  const decide = (choice: { analytics: boolean; marketing: boolean }) => {
    updateSettings({ analyticsCookies: choice.analytics, marketingCookies: choice.marketing });
    setOpen(false);
    // Accepting counts the page the person is on.
    trackPageView(runtime, window.location.pathname);
  };
  const undecided = settings.analyticsCookies === null;

  return (
    <>
      {undecided && !open ? (
        <Banner aria-label={t('cookies.bannerLabel')}>
          <h2>{t('cookies.title')}</h2>
          <p>{t('cookies.text')}</p>
          <Stack $row>
            <Button onClick={() => decide({ analytics: true, marketing: true })}>
              {t('cookies.acceptAll')}
            </Button>
            <Button variant="secondary" onClick={() => decide({ analytics: false, marketing: false })}>
              {t('cookies.onlyNecessary')}
            </Button>
            <Button variant="link" onClick={() => setOpen(true)}>
              {t('cookies.settings')}
            </Button>
          </Stack>
        </Banner>
      ) : null}
      <Modal
        open={open}
        title={t('cookies.settingsTitle')}
        closeLabel={t('dialog.close')}
        onClose={() => setOpen(false)}
        actions={<Button onClick={() => decide({ analytics, marketing })}>{t('cookies.save')}</Button>}
      >
        <Choice>
          <input type="checkbox" checked disabled aria-describedby="cookies-required-text" />
          <div>
            {t('cookies.required')}
            <span id="cookies-required-text">{t('cookies.requiredText')}</span>
          </div>
        </Choice>
        <Choice>
          <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
          <div>
            {t('cookies.analytics')}
            <span>{t('cookies.analyticsText')}</span>
          </div>
        </Choice>
        <Choice>
          <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
          <div>
            {t('cookies.marketing')}
            <span>{t('cookies.marketingText')}</span>
          </div>
        </Choice>
      </Modal>
    </>
  );
}
