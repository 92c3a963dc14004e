import styled from 'styled-components';

/** Headings and paragraphs inside a Stack: the Stack's gap is the only spacing. */
export const Flow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h2,
  h3,
  p {
    margin: 0;
  }
`;
