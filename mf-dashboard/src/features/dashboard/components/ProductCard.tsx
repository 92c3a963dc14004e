import { useTranslation } from '@conform/i18n';
import { Alert, Button, Card, formatDate, formatMoney, PriceTag, Stack, VisuallyHidden } from '@conform/ui';
import type { ReactNode } from 'react';
import { Link, paths, useNavigate, useShell } from '@conform/shell-contract';
import styled from 'styled-components';
import { Badge } from '../../../components/Badge.tsx';
import { ProductIcon } from '../../../components/ProductIcon.tsx';
import { companyDataSection } from '../../../lib/paths.ts';
import type { ProductView } from '../../../lib/products.ts';
import { STEPS, type PackageState } from '../hooks/usePackageStates.ts';

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
`;

const Icon = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.primary};
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
`;

const Price = styled.p`
  margin: 0;
  font-size: 1.15rem;
  font-weight: 700;
  s {
    font-weight: 400;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.color.textMuted};
    margin-left: ${({ theme }) => theme.space(2)};
  }
`;

const Progress = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.78rem;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.textMuted};
  }
  li::before {
    content: '';
    display: block;
    height: 6px;
    border-radius: 3px;
    background: ${({ theme }) => theme.color.border};
  }
  li[data-done='true'] {
    color: ${({ theme }) => theme.color.success};
    font-weight: 600;
  }
  li[data-done='true']::before {
    background: ${({ theme }) => theme.color.success};
  }
`;

/** A package's refund: when, and whether it is back in the cart since. */
export interface RefundView {
  refundedAt: string;
  inCart: boolean;
}

/**
 * A product of the cart or of the purchased list (docs/spec/behaviour.md §2 Dashboard, §4 Configure): icon, name,
 * document count, configured operations, price in the cart, Configured/Unconfigured badge, the
 * package's progress; configure (the assistant) while unconfigured, view documents and review once
 * configured, view only for products that need no configuration.
 *
 * A refunded package says when it was refunded and that its documents are no longer
 * available. Out of the cart it is only that: a Refunded badge, no progress and no actions on
 * documents it no longer has, just the caller's (add it to the cart again).
 */
export function ProductCard({
  companyId,
  product,
  state,
  showPrice = false,
  extraAction,
  refund,
}: {
  companyId: string;
  product: ProductView;
  state: PackageState;
  showPrice?: boolean;
  extraAction?: ReactNode;
  refund?: RefundView | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const { locale } = useShell();
  const navigate = useNavigate();
  const configurable = product.dataSubject !== null;
  // One fact for the badge and the progress line: a package needing no configuration is configured.
  const configured = state.done.configured;
  const sectionFilled = state.sectionFilled;
  const section = companyDataSection(product.id);
  const go = (path: string) => () => void navigate(path);
  const refunded = refund !== undefined && !refund.inCart;

  return (
    <Card as="article" aria-label={product.name}>
      <Stack $gap={3}>
        <Head>
          <Icon>
            <ProductIcon name={product.icon} />
          </Icon>
          <div>
            <h3>{product.name}</h3>
            <Meta>
              {product.documentCount === null
                ? t('product.unknown')
                : t('product.documents', { count: product.documentCount })}
              {state.operationCount === null ? null : (
                <>
                  {' · '}
                  {t('product.operations', { count: state.operationCount })}
                </>
              )}
            </Meta>
          </div>
        </Head>
        {showPrice ? <PriceLine state={state} /> : null}
        {refund ? (
          <Alert kind="warning">
            {t('refunded.notice', { name: product.name, date: formatDate(refund.refundedAt, locale) })}
          </Alert>
        ) : null}
        <div>
          {refunded ? (
            <Badge $kind="info">{t('refunded.badge')}</Badge>
          ) : configured ? (
            <Badge $kind="success">{t('product.configured')}</Badge>
          ) : (
            <Badge $kind="warning">{t('product.unconfigured')}</Badge>
          )}
        </div>
        {refunded ? null : (
          <Progress aria-label={t('progress.label', { name: product.name })}>
            {STEPS.map((step) => (
              <li key={step} data-done={state.done[step]}>
                <span>{t(`progress.${step}`)}</span>
                <VisuallyHidden>{state.done[step] ? t('progress.done') : t('progress.todo')}</VisuallyHidden>
              </li>
            ))}
          </Progress>
        )}
        {section && !refunded ? (
          // What these documents are made from is not a situation: it lives on the contact info page.
          // Once the section holds data, the link reviews it rather than asking for it again.
          <Link to={paths.contactInfo(companyId, section)}>
            {sectionFilled ? t(`product.reviewData.${section}`) : t(`product.fillIn.${section}`)}
          </Link>
        ) : null}
        {refunded ? (
          extraAction
        ) : (
          <Stack $row $gap={2}>
            {configurable && !configured ? (
              // docs/spec/behaviour.md §4: an unconfigured package is configured through its assistant.
              <Button onClick={go(paths.assistant(companyId, product.id))}>{t('product.configure')}</Button>
            ) : null}
            {configured || !configurable ? (
              <Button variant="secondary" onClick={go(paths.documents(companyId, product.id))}>
                {t('product.viewDocuments')}
              </Button>
            ) : null}
            {configurable && configured && product.dataSubject ? (
              <Button variant="secondary" onClick={go(paths.configurator(companyId, product.dataSubject))}>
                {t('product.review')}
              </Button>
            ) : null}
            {extraAction}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function PriceLine({ state }: { state: PackageState }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useShell();
  const { price } = state;
  switch (price.kind) {
    case 'price':
    case 'bundle': {
      const vatNote = t(`price.vat.${price.vat}`);
      const tag = (
        <PriceTag
          price={price.price}
          discount={price.discount}
          currency={price.currency}
          locale={locale}
          vatNote={vatNote}
          beforeLabel={t('price.before')}
          extra={
            price.kind === 'bundle' && price.discount > 0
              ? t('price.bundleSaving', { saving: formatMoney(price.discount, price.currency, locale) })
              : undefined
          }
        />
      );
      return price.kind === 'price' ? (
        <Price>{tag}</Price>
      ) : (
        <Meta>
          {t('price.inBundle', { bundle: price.bundle })}
          <br />
          {tag}
        </Meta>
      );
    }
    case 'loading':
      return <Meta>{t('price.loading')}</Meta>;
    case 'unavailable':
      return <Meta>{t('price.unavailable')}</Meta>;
  }
}
