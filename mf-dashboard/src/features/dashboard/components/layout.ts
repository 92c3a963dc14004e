import styled from 'styled-components';

export const SectionTitle = styled.h2`
  font-size: 1.35rem;
  margin: 0;
`;

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  > li > article {
    height: 100%;
  }
`;
