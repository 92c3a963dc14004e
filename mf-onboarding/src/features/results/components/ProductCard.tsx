import { useTranslation } from '@conform/i18n';
import { Button, Card, Stack } from '@conform/ui';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { truncate, type ProductView } from '../../../lib/products.ts';

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Icon = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 800;
`;

const Details = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  &[hidden] {
    display: none;
  }
`;

/**
 * A recommended product (docs/spec/behaviour.md §2 Quiz results): name and description cut to the screen's length; the
 * details show the whole description, the situations it covers and its documents; its price, VAT
 * rule and discount from checkout's published prices.
 */
export function ProductCard({
  product,
  limit,
  price,
}: {
  product: ProductView;
  limit: number;
  /** The package's price as checkout publishes it (PriceTag); nothing while it is not known. */
  price?: ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Card as="article" aria-labelledby={`${id}-name`}>
      <Stack $gap={3}>
        <Head>
          <Icon aria-hidden="true">{product.name.slice(0, 1)}</Icon>
          <div>
            <h3 id={`${id}-name`}>{product.name}</h3>
            <p>{open ? product.description : truncate(product.description, limit)}</p>
            {price ? <div>{price}</div> : null}
          </div>
        </Head>
        <div>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={`${id}-details`}
            aria-label={t(open ? 'results.hideDetailsOf' : 'results.showDetailsOf', { name: product.name })}
            onClick={() => setOpen(!open)}
          >
            {open ? t('results.hideDetails') : t('results.showDetails')}
          </Button>
        </div>
        <Details id={`${id}-details`} hidden={!open}>
          <section>
            <h4>{t('results.situations')}</h4>
            <ul>
              {product.situations.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
          <section>
            <h4>{t('results.documents', { count: product.documents.length })}</h4>
            <ul>
              {product.documents.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </section>
        </Details>
      </Stack>
    </Card>
  );
}
