import type { TProductId } from '@conform/catalogues';
import { useShell } from '@conform/shell-contract';
import { Stack } from '@conform/ui';
import styled from 'styled-components';
import { familiesOf } from '../../../lib/products.ts';
import { useDescriptionLimit } from '../hooks/useDescriptionLimit.ts';
import { usePriceTags } from '../hooks/usePriceTags.tsx';
import { ProductCard } from './ProductCard.tsx';

const Family = styled.section`
  h2 {
    margin: 0;
  }
  > p {
    margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(3)}`};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The recommended products grouped by product family, in the catalogue's order (docs/spec/behaviour.md §2). */
export function ProductFamilies({ ids }: { ids: readonly TProductId[] }) {
  const { locale, edition } = useShell();
  const limit = useDescriptionLimit();
  const priceOf = usePriceTags();
  return (
    <Stack $gap={6}>
      {familiesOf(ids, locale, edition).map((family) => (
        <Family key={family.id} aria-labelledby={`family-${family.id}`}>
          <h2 id={`family-${family.id}`}>{family.name}</h2>
          <p>{family.description}</p>
          <Stack $gap={3}>
            {family.products.map((product) => (
              <ProductCard key={product.id} product={product} limit={limit} price={priceOf(product.id)} />
            ))}
          </Stack>
        </Family>
      ))}
    </Stack>
  );
}
