import { useTranslation } from '@conform/i18n';
import type { TCompany } from '@conform/contracts';
import { useNavigate, useShell } from '@conform/shell-contract';
import { Button, ConfirmDialog, Stack } from '@conform/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useRemovePendingProductMutation } from '../../../lib/companiesApi.ts';
import { companyPaths } from '../../../lib/paths.ts';
import { productView } from '../../../lib/products.ts';
import { ProductCard } from './ProductCard.tsx';
import { CardGrid, SectionTitle } from './layout.ts';

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

/** The cart (spec §2): pending products, remove with confirmation, total and the buy button. */
export function CartSection({ company }: { company: TCompany }) {
  const { t } = useTranslation('dashboard');
  const { locale, edition, notify } = useShell();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<string | null>(null);
  const [remove, { isLoading }] = useRemovePendingProductMutation();
  const pending = company.products.pending.map((id) => productView(id, locale, edition));
  const documentCount = pending.reduce((sum, p) => sum + (p.documentCount ?? 0), 0);

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
        <SectionTitle id="cart-title">{t('cart.title')}</SectionTitle>
        {pending.length === 0 ? <p>{t('cart.empty')}</p> : null}
        <CardGrid>
          {pending.map((product) => (
            <li key={product.id}>
              <ProductCard
                companyId={company.id}
                product={product}
                configured={company.products.configured.includes(product.id)}
                extraAction={
                  <Button
                    variant="link"
                    onClick={() => setRemoving(product.id)}
                    aria-label={t('cart.removeNamed', { name: product.name })}
                  >
                    {t('cart.remove')}
                  </Button>
                }
              />
            </li>
          ))}
        </CardGrid>
        <Total>
          <div>
            <p>
              <strong>{t('cart.total', { count: pending.length })}</strong>
            </p>
            <p>{t('cart.totalDocuments', { count: documentCount })}</p>
            <p>{t('cart.priceNote')}</p>
          </div>
          <Button
            disabled={pending.length === 0}
            onClick={() => void navigate(companyPaths.checkout(company.id))}
          >
            {t('cart.buy')}
          </Button>
        </Total>
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t('cart.confirmTitle')}
        question={t('confirm.question', { action: t('cart.confirmAction') })}
        refuseLabel={t('confirm.no', { outcome: t('cart.keepOutcome') })}
        confirmLabel={t('confirm.yes', { outcome: t('cart.removeOutcome') })}
        closeLabel={t('common.close')}
        danger
        working={isLoading}
        onRefuse={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void confirmRemove(removing);
        }}
      />
    </section>
  );
}
