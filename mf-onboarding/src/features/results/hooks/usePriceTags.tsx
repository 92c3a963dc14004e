import { useTranslation } from '@conform/i18n';
import { usePriceListQuery, useShell } from '@conform/shell-contract';
import { PriceTag } from '@conform/ui';
import type { ReactNode } from 'react';

/**
 * Each recommended package's price as checkout publishes it (GET /payments/prices), with the
 * edition's VAT rule; undefined for a package without a published price or while loading.
 */
export function usePriceTags(): (productId: string) => ReactNode {
  const { t } = useTranslation('onboarding');
  const { locale } = useShell();
  const { data: list } = usePriceListQuery();
  return (productId) => {
    const listed = list?.products.find((p) => p.id === productId);
    if (!list || !listed) return undefined;
    return (
      <PriceTag
        price={listed.price}
        discount={listed.discount}
        currency={list.currency}
        locale={locale}
        vatNote={t(list.pricesIncludeVat ? 'prices.vatIncluded' : 'prices.vatAdded')}
        beforeLabel={t('prices.before')}
      />
    );
  };
}
