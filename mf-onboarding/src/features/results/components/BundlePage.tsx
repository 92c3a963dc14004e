import type { TOrderSummary } from '@conform/contracts';
import { useTranslation } from '@conform/i18n';
import { useNavigate, useParams, usePriceQuoteQuery, useShell } from '@conform/shell-contract';
import { Alert, Button, Card, formatMoney, formatRate, Page, Stack } from '@conform/ui';
import { useEvaluationResults } from '../../../hooks/useEvaluationResults.ts';
import { funnelPaths } from '../../../lib/paths.ts';
import { productView } from '../../../lib/products.ts';
import { useDescriptionLimit } from '../hooks/useDescriptionLimit.ts';
import { usePriceTags } from '../hooks/usePriceTags.tsx';
import { ProductCard } from './ProductCard.tsx';

/** The recommended packages' total as checkout would charge it, its VAT, and each bundle's saving. */
function QuoteLines({ summary }: { summary: TOrderSummary }) {
  const { t } = useTranslation('onboarding');
  const { locale } = useShell();
  const money = (amount: number) => formatMoney(amount, summary.currency, locale);
  const rate = formatRate(summary.vatRate, locale);
  const vat = money(summary.vat ?? 0);
  return (
    <>
      <p>
        <strong>{t('prices.total', { total: money(summary.totalPrice ?? 0) })}</strong>{' '}
        {summary.pricesIncludeVat
          ? t('prices.totalVatIncluded', { rate, vat })
          : t('prices.totalVatAdded', { rate, vat })}
      </p>
      {summary.items
        .filter((item) => item.type === 'bundle' && item.discount > 0)
        .map((item) => (
          <p key={item.id}>
            {t('prices.bundleApplied', {
              bundle: item.name?.[locale] ?? item.id,
              saving: money(item.discount),
            })}
          </p>
        ))}
    </>
  );
}

/**
 * /onboarding/bundle/:encoded (docs/spec/behaviour.md §2): the recommended products as one package — what it holds in
 * all, then each product with its details — and the way on to the company.
 */
export function BundlePage() {
  const { t } = useTranslation('onboarding');
  const { encodedEvaluationResults: encoded = '' } = useParams();
  const { locale, edition } = useShell();
  const navigate = useNavigate();
  const results = useEvaluationResults(encoded);
  const limit = useDescriptionLimit();
  const priceOf = usePriceTags();
  // The recommended packages priced together by checkout (bundles applied): never added up here.
  const quote = usePriceQuoteQuery(results.ok ? results.ids : [], {
    skip: !results.ok || results.ids.length === 0,
  });

  if (!results.ok) {
    return (
      <Page title={t('bundle.title')}>
        <Alert kind="error" title={t('errors.title')}>
          {t('errors.resultsUndecodable')}
        </Alert>
      </Page>
    );
  }
  const products = results.ids.flatMap((id) => productView(id, locale, edition) ?? []);
  const documents = products.reduce((sum, p) => sum + p.documents.length, 0);
  return (
    <Page title={t('bundle.title')} subtitle={t('bundle.subtitle')}>
      <Stack $gap={6}>
        <Card>
          <p style={{ margin: 0 }}>
            {t('bundle.summary', {
              packages: t('bundle.packages', { count: products.length }),
              documents: t('bundle.documentCount', { count: documents }),
            })}
          </p>
          {quote.data && quote.data.totalPrice !== null ? (
            <QuoteLines summary={quote.data} />
          ) : quote.isError ? (
            <p>{t('prices.failed')}</p>
          ) : null}
        </Card>
        <Stack $gap={3}>
          {products.map((product) => (
            <ProductCard key={product.id} product={product} limit={limit} price={priceOf(product.id)} />
          ))}
        </Stack>
        <Stack $row>
          <Button variant="secondary" onClick={() => void navigate(funnelPaths.results(encoded))}>
            {t('bundle.back')}
          </Button>
          <Button onClick={() => void navigate(funnelPaths.companyStart(encoded))}>
            {t('bundle.continue')}
          </Button>
        </Stack>
      </Stack>
    </Page>
  );
}
