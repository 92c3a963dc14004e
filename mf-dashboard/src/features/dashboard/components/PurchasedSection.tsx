import { useTranslation } from '@conform/i18n';
import type { TCompany } from '@conform/contracts';
import { useShell } from '@conform/shell-contract';
import { Stack } from '@conform/ui';
import { productView } from '../../../lib/products.ts';
import type { usePackageStates } from '../hooks/usePackageStates.ts';
import { ProductCard } from './ProductCard.tsx';
import { CardGrid, SectionTitle } from './layout.ts';

/** Bought packages (docs/spec/behaviour.md §2): configure, review and view documents, no removal. */
export function PurchasedSection({
  company,
  packages,
}: {
  company: TCompany;
  packages: ReturnType<typeof usePackageStates>;
}) {
  const { t } = useTranslation('dashboard');
  const { locale, edition } = useShell();
  if (company.products.purchased.length === 0) return null;
  return (
    <section aria-labelledby="purchased-title">
      <Stack>
        <SectionTitle id="purchased-title">{t('purchased.title')}</SectionTitle>
        <CardGrid>
          {company.products.purchased.map((id) => (
            <li key={id}>
              <ProductCard
                companyId={company.id}
                product={productView(id, locale, edition)}
                state={packages.state(id)}
              />
            </li>
          ))}
        </CardGrid>
      </Stack>
    </section>
  );
}
