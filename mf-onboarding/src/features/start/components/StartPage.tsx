import { useTranslation } from '@conform/i18n';
import { Button, Card, Page, Stack } from '@conform/ui';
import { Link, useNavigate } from '@conform/shell-contract';
import styled from 'styled-components';
import { funnelPaths } from '../../../lib/paths.ts';

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

const STEPS = ['questions', 'recommendation', 'documents'] as const;

/** Onboarding start (docs/spec/behaviour.md §2): welcome, three explanatory steps, start the quiz or sign in. */
export function StartPage() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  return (
    <Page title={t('start.title')} subtitle={t('start.subtitle')}>
      <Stack $gap={6}>
        <p>{t('start.intro')}</p>
        <section aria-label={t('start.stepsLabel')}>
          <Steps>
            {STEPS.map((step) => (
              <li key={step}>
                <Card>
                  <h3>{t(`start.steps.${step}.title`)}</h3>
                  <p>{t(`start.steps.${step}.text`)}</p>
                </Card>
              </li>
            ))}
          </Steps>
        </section>
        <Stack $row>
          <Button onClick={() => void navigate(funnelPaths.evaluation)}>{t('start.begin')}</Button>
          <span>
            {t('start.haveAccount')} <Link to="/auth?returnUrl=%2F">{t('start.signIn')}</Link>
          </span>
        </Stack>
      </Stack>
    </Page>
  );
}
