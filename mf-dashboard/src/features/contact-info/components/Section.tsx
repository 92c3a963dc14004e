import { Card, Stack } from '@conform/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Title = styled.h2`
  font-size: 1.2rem;
  margin: 0;
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** One part of the company information page, reachable by its anchor (`#details`, `#processors`, …). */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`}>
      <Stack>
        <Title id={`${id}-title`}>{title}</Title>
        {intro ? <Intro>{intro}</Intro> : null}
        {children}
      </Stack>
    </Card>
  );
}
