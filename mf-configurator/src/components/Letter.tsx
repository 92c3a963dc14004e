import styled from 'styled-components';

/** The round letter of a situation card (docs/spec/behaviour.md §2: situations are lettered A, B, …); red for a suggestion. */
export const Letter = styled.span<{ $suggested?: boolean }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  font-weight: 700;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme, $suggested }) => ($suggested ? theme.color.danger : theme.color.primary)};
`;
