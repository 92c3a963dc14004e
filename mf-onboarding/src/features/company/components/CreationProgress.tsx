import { useTranslation } from '@conform/i18n';
import { Card, Spinner, Stack } from '@conform/ui';
import styled, { keyframes } from 'styled-components';

export type CreationPhase = 'validating' | 'processing' | 'success' | 'redirecting';

const pop = keyframes`
  0% { transform: scale(0.4); opacity: 0; }
  60% { transform: scale(1.15); opacity: 1; }
  100% { transform: scale(1); }
`;

const Check = styled.div`
  width: 72px;
  height: 72px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  margin: 0 auto;
  background: ${({ theme }) => theme.color.success};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: 2.4rem;
  animation: ${pop} 700ms ease-out both;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Wrap = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(6)} auto;
  text-align: center;
  > div > div:first-child {
    margin: 0 auto;
  }
`;

/** Company creation (docs/spec/behaviour.md §2): validating, processing, the success animation, then the way on. */
export function CreationProgress({ phase }: { phase: CreationPhase }) {
  const { t } = useTranslation('onboarding');
  const done = phase === 'success' || phase === 'redirecting';
  return (
    <Wrap>
      <Stack>
        {done ? <Check aria-hidden="true">✓</Check> : <Spinner label={t(`company.creation.${phase}`)} />}
        <p role="status">{t(`company.creation.${phase}`)}</p>
      </Stack>
    </Wrap>
  );
}
