import { useTranslation } from '@conform/i18n';
import { Card, Stack } from '@conform/ui';
import styled, { keyframes } from 'styled-components';

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

const Track = styled.div`
  height: 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.background};
  overflow: hidden;
`;

const Bar = styled.div<{ $ms: number; $running: boolean; $done: boolean }>`
  height: 100%;
  background: ${({ theme, $done }) => ($done ? theme.color.success : theme.color.primary)};
  transform-origin: left;
  transform: scaleX(${({ $done }) => ($done ? 1 : 0)});
  animation: ${({ $running }) => ($running ? fill : 'none')} ${({ $ms }) => $ms}ms linear forwards;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Wrap = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(10)} auto;
  text-align: center;
  h2 {
    margin: 0;
  }
`;

/**
 * The results' processing animation (docs/spec/behaviour.md §2, §9): a short wait (phase 0), the analysis (phase 1, its
 * length given), then "done" (phase 2). Announced as a status, so a screen reader hears each phase.
 */
export function ProcessingAnimation({ phase, processingMs }: { phase: number; processingMs: number }) {
  const { t } = useTranslation('onboarding');
  const done = phase >= 2;
  return (
    <Wrap>
      <Stack>
        <h2>{t('results.processing.title')}</h2>
        <Track role="progressbar" aria-label={t('results.processing.title')} aria-busy={!done}>
          <Bar $ms={processingMs} $running={phase === 1} $done={done} />
        </Track>
        <p role="status">{done ? t('results.processing.done') : t('results.processing.analysing')}</p>
      </Stack>
    </Wrap>
  );
}
