import { useTranslation } from '@conform/i18n';
import type { TCompany } from '@conform/contracts';
import { useShell } from '@conform/shell-contract';
import { Button, Stack } from '@conform/ui';
import { useAddPendingProductMutation } from '../../../lib/companiesApi.ts';
import { productView } from '../../../lib/products.ts';
import type { usePackageStates } from '../hooks/usePackageStates.ts';
import { ProductCard } from './ProductCard.tsx';
import { CardGrid, SectionTitle } from './layout.ts';

/**
 * Refunded packages that are neither bought again nor back in the cart: available to buy
 * again, each saying when it was refunded and that its documents are no longer available.
 */
export function RefundedSection({
  company,
  packages,
}: {
  company: TCompany;
  packages: ReturnType<typeof usePackageStates>;
}) {
  const { t } = useTranslation('dashboard');
  const { locale, edition, notify } = useShell();
  const [add, { isLoading }] = useAddPendingProductMutation();
  const { pending, purchased } = company.products;
  const refunds = company.refunds.filter(
    (r) => !pending.includes(r.product) && !purchased.includes(r.product),
  );
  if (refunds.length === 0) return null;

  async function addAgain(productId: string, name: string) {
    try {
      await add({ companyId: company.id, productId }).unwrap();
      notify({ kind: 'success', message: t('addProduct.added', { name }), timeoutMs: 4000 });
    } catch {
      notify({
        kind: 'error',
        title: t('common.errorTitle'),
        message: t('common.actionFailed', { action: t('addProduct.action') }),
      });
    }
  }

  return (
    <section aria-labelledby="refunded-title">
      <Stack>
        <SectionTitle id="refunded-title">{t('refunded.title')}</SectionTitle>
        <CardGrid>
          {refunds.map(({ product: id, refundedAt }) => {
            const product = productView(id, locale, edition);
            return (
              <li key={id}>
                <ProductCard
                  companyId={company.id}
                  product={product}
                  state={packages.state(id)}
                  refund={{ refundedAt, inCart: false }}
                  extraAction={
                    // A package the edition no longer sells cannot be bought again.
                    product.documentCount === null ? null : (
                      <Button
                        variant="secondary"
                        disabled={isLoading}
                        aria-label={t('refunded.addAgainNamed', { name: product.name })}
                        onClick={() => void addAgain(id, product.name)}
                      >
                        {t('refunded.addAgain')}
                      </Button>
                    )
                  }
                />
              </li>
            );
          })}
        </CardGrid>
      </Stack>
    </section>
  );
}
