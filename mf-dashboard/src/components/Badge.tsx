import styled from 'styled-components';

/** A small status label; `kind` picks the theme colour. */
export const Badge = styled.span<{ $kind: 'success' | 'warning' | 'info' }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme, $kind }) => theme.color[$kind]};
`;
