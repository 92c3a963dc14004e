import { useTranslation } from '@conform/i18n';
import { Button, Card, Page, Stack } from '@conform/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  counter-reset: step;
  li {
    counter-increment: step;
  }
  h3::before {
    content: counter(step) '. ';
    color: ${({ theme }) => theme.color.accent};
  }
`;

const STEPS = ['analysis', 'delivery'] as const;

/**
 * A partner's entry (docs/spec/behaviour.md §2 "Partner entry"): signed in, a welcome with the user's name and Continue;
 * otherwise the two steps (analysis, documents delivered to the inbox) and a button to authenticate.
 */
export function PartnerIntro({
  partner,
  userName,
  onContinue,
  children,
}: {
  partner: 'netopia' | 'mastercard';
  /** The signed-in user's name (or e-mail); null while nobody is signed in. */
  userName: string | null;
  onContinue: () => void;
  /** Shown above the steps (a notice, an error). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  if (userName !== null) {
    return (
      <Page
        title={t('partners.welcomeUser', { name: userName })}
        subtitle={t(`partners.${partner}.subtitle`)}
      >
        <Stack $gap={6}>
          {children}
          <p>{t(`partners.${partner}.signedIn`)}</p>
          <div>
            <Button onClick={onContinue}>{t('partners.continue')}</Button>
          </div>
        </Stack>
      </Page>
    );
  }
  return (
    <Page title={t(`partners.${partner}.title`)} subtitle={t(`partners.${partner}.subtitle`)}>
      <Stack $gap={6}>
        {children}
        <p>{t(`partners.${partner}.intro`)}</p>
        <section aria-label={t('partners.stepsLabel')}>
          <Steps>
            {STEPS.map((step) => (
              <li key={step}>
                <Card>
                  <h3>{t(`partners.steps.${step}.title`)}</h3>
                  <p>{t(`partners.steps.${step}.text`)}</p>
                </Card>
              </li>
            ))}
          </Steps>
        </section>
        <div>
          <Button onClick={onContinue}>{t(`partners.${partner}.authenticate`)}</Button>
        </div>
      </Stack>
    </Page>
  );
}
