import { useTranslation } from '@conform/i18n';
import { useNavigate, useParams, useShell } from '@conform/shell-contract';
import { Alert, Button, Card, Page, Stack } from '@conform/ui';
import { useEvaluationResults } from '../../../hooks/useEvaluationResults.ts';
import { funnelPaths } from '../../../lib/paths.ts';
import { productView } from '../../../lib/products.ts';
import { useDescriptionLimit } from '../hooks/useDescriptionLimit.ts';
import { ProductCard } from './ProductCard.tsx';

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
        </Card>
        <Stack $gap={3}>
          {products.map((product) => (
            <ProductCard key={product.id} product={product} limit={limit} />
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
