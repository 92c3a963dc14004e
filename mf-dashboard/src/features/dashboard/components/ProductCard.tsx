import { useTranslation } from '@conform/i18n';
import { Button, Card, Stack } from '@conform/ui';
import type { ReactNode } from 'react';
import { useNavigate } from '@conform/shell-contract';
import styled from 'styled-components';
import { Badge } from '../../../components/Badge.tsx';
import { companyPaths } from '../../../lib/paths.ts';
import type { ProductView } from '../../../lib/products.ts';

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: 1.05rem;
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

const Meta = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
`;

/**
 * A product of the cart or of the purchased list (spec §2 Dashboard, §4 Configure): name, icon,
 * document count, Configured/Unconfigured badge; configure while unconfigured, view documents and
 * review once configured, view only for products that need no configuration.
 */
export function ProductCard({
  companyId,
  product,
  configured,
  extraAction,
}: {
  companyId: string;
  product: ProductView;
  configured: boolean;
  extraAction?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const configurable = product.dataSubject !== null;
  const go = (path: string) => () => void navigate(path);

  return (
    <Card as="article" aria-label={product.name}>
      <Stack $gap={3}>
        <Head>
          <Icon aria-hidden="true">{product.name.slice(0, 1)}</Icon>
          <div>
            <h3>{product.name}</h3>
            <Meta>
              {product.documentCount === null
                ? t('product.unknown')
                : t('product.documents', { count: product.documentCount })}
            </Meta>
          </div>
        </Head>
        <div>
          {configured ? (
            <Badge $kind="success">{t('product.configured')}</Badge>
          ) : (
            <Badge $kind="warning">{t('product.unconfigured')}</Badge>
          )}
        </div>
        <Stack $row $gap={2}>
          {configurable && !configured ? (
            // Spec §4: an unconfigured package is configured through its assistant.
            <Button onClick={go(companyPaths.assistant(companyId, product.id))}>
              {t('product.configure')}
            </Button>
          ) : null}
          {configured || !configurable ? (
            <Button variant="secondary" onClick={go(companyPaths.documents(companyId, product.id))}>
              {t('product.viewDocuments')}
            </Button>
          ) : null}
          {configurable && configured && product.dataSubject ? (
            <Button
              variant="secondary"
              onClick={go(companyPaths.configurator(companyId, product.dataSubject))}
            >
              {t('product.review')}
            </Button>
          ) : null}
          {extraAction}
        </Stack>
      </Stack>
    </Card>
  );
}
