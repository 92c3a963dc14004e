import { useTranslation } from '@conform/i18n';
import type { TCompany } from '@conform/contracts';
import { paths, useNavigate, useShell } from '@conform/shell-contract';
import { Alert, Button, ConfirmDialog, Stack } from '@conform/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useRemovePendingProductMutation } from '../../../lib/companiesApi.ts';
import { dialogPath } from '../../../lib/paths.ts';
import { productView, type ProductView } from '../../../lib/products.ts';
import type { usePackageStates } from '../hooks/usePackageStates.ts';
import { ProductCard } from './ProductCard.tsx';
import { CardGrid, SectionTitle } from './layout.ts';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Total = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  p {
    margin: 0;
  }
  strong {
    font-size: 1.1rem;
  }
`;

/** A package back in the cart after a refund still says when it was refunded. */
function refundOf(company: TCompany, productId: string) {
  const refund = company.refunds.find((r) => r.product === productId);
  return refund ? { refundedAt: refund.refundedAt, inCart: true } : undefined;
}

/**
 * The cart (docs/spec/behaviour.md §2): pending products with their prices, remove with a confirmation naming the
 * package, the total with its VAT, the buy button; adding a package is always at hand.
 */
export function CartSection({
  company,
  packages,
}: {
  company: TCompany;
  packages: ReturnType<typeof usePackageStates>;
}) {
  const { t } = useTranslation('dashboard');
  const { locale, edition, notify } = useShell();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<ProductView | null>(null);
  const [remove, { isLoading }] = useRemovePendingProductMutation();
  const pending = company.products.pending.map((id) => productView(id, locale, edition));
  const documentCount = pending.reduce((sum, p) => sum + (p.documentCount ?? 0), 0);
  const { total } = packages;

  async function confirmRemove(productId: string) {
    try {
      await remove({ companyId: company.id, productId }).unwrap();
      setRemoving(null);
    } catch {
      setRemoving(null);
      notify({
        kind: 'error',
        title: t('common.errorTitle'),
        message: t('common.actionFailed', { action: t('cart.removeAction') }),
      });
    }
  }

  return (
    <section aria-labelledby="cart-title">
      <Stack>
        <Header>
          <SectionTitle id="cart-title">{t('cart.title')}</SectionTitle>
          <Button
            variant="secondary"
            onClick={() => void navigate(dialogPath(company.id, 'products/available'))}
          >
            {t('actions.addProduct')}
          </Button>
        </Header>
        {pending.length === 0 ? <p>{t('cart.empty')}</p> : null}
        {packages.pricesFailed ? (
          <Alert kind="warning">
            <Stack $row $gap={3}>
              <span>{t('price.failed')}</span>
              <Button variant="secondary" onClick={packages.retryPrices}>
                {t('common.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <CardGrid>
          {pending.map((product) => (
            <li key={product.id}>
              <ProductCard
                companyId={company.id}
                product={product}
                state={packages.state(product.id)}
                showPrice
                refund={refundOf(company, product.id)}
                extraAction={
                  <Button
                    variant="link"
                    onClick={() => setRemoving(product)}
                    aria-label={t('cart.removeNamed', { name: product.name })}
                  >
                    {t('cart.remove')}
                  </Button>
                }
              />
            </li>
          ))}
        </CardGrid>
        {pending.length > 0 ? (
          <Total>
            <div>
              <p>
                <strong>
                  {t('cart.total', { count: pending.length })}
                  {total ? ` · ${total.amount}` : null}
                </strong>
              </p>
              {total?.vat ? (
                <p>
                  {total.includesVat
                    ? t('price.vatIncluded', { vat: total.vat })
                    : t('price.vatAdded', { vat: total.vat })}
                </p>
              ) : null}
              <p>{t('cart.totalDocuments', { count: documentCount })}</p>
              <p>{t('cart.priceNote')}</p>
            </div>
            <Button onClick={() => void navigate(paths.checkout(company.id))}>{t('cart.buy')}</Button>
          </Total>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t('cart.confirmTitle', { name: removing?.name ?? '' })}
        question={t('confirm.question', { action: t('cart.confirmAction', { name: removing?.name ?? '' }) })}
        refuseLabel={t('confirm.no', { outcome: t('cart.keepOutcome') })}
        confirmLabel={t('confirm.yes', { outcome: t('cart.removeOutcome') })}
        closeLabel={t('common.close')}
        danger
        working={isLoading}
        onRefuse={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void confirmRemove(removing.id);
        }}
      />
    </section>
  );
}
