import { useTranslation } from '@conform/i18n';
import { productInfo } from '@conform/catalogues';
import type { TOrderItem, TOrderSummary } from '@conform/contracts';
import { useShell, type Edition } from '@conform/shell-contract';
import { Alert, formatMoney, formatRate, Spinner, Stack } from '@conform/ui';
import styled from 'styled-components';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
`;

const Amount = styled.span`
  text-align: right;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Discount = styled(Amount)`
  color: ${({ theme }) => theme.color.success};
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  font-size: 1.25rem;
  font-weight: 700;
  margin: 0;
`;

function itemName(item: TOrderItem, locale: 'ro' | 'en', voucherLabel: (code: string) => string): string {
  if (item.type === 'voucher') return voucherLabel(item.id);
  return item.name?.[locale] ?? item.id;
}

function bundleContents(item: TOrderItem, locale: 'ro' | 'en', edition: Edition): string {
  return item.products.map((id) => productInfo(id, locale, edition)?.name ?? id).join(', ');
}

/** The order summary (docs/spec/behaviour.md §2 Checkout): package lines, discounts, voucher, total, "VAT included". */
export function OrderSummary({ summary, loading }: { summary: TOrderSummary | undefined; loading: boolean }) {
  const { t } = useTranslation('checkout');
  const { locale, edition } = useShell();
  if (!summary) return <Spinner label={t('summary.loading')} />;
  const money = (amount: number) => formatMoney(amount, summary.currency, locale);
  const total = summary.totalPrice;

  return (
    <Stack aria-busy={loading}>
      <Lines aria-label={t('summary.linesLabel')}>
        {summary.items.map((item) => (
          <li key={`${item.type}:${item.id}`}>
            <span>
              {itemName(item, locale, (code) => t('summary.voucher', { code }))}
              {item.type === 'bundle' || item.type === 'cobranded_bundle' ? (
                <>
                  <br />
                  <Muted>
                    {t('summary.bundleContains', { products: bundleContents(item, locale, edition) })}
                  </Muted>
                </>
              ) : null}
            </span>
            <Amount>
              {item.type === 'voucher'
                ? null
                : item.price === null
                  ? t('summary.noPrice')
                  : money(item.price)}
            </Amount>
            {item.discount > 0 ? (
              <>
                <Muted>
                  {item.type === 'voucher'
                    ? t('summary.voucherDiscount')
                    : item.type === 'bundle'
                      ? t('summary.bundleDiscount')
                      : t('summary.discount')}
                </Muted>
                <Discount>{`−${money(item.discount)}`}</Discount>
              </>
            ) : null}
          </li>
        ))}
      </Lines>
      {total === null ? (
        <Alert kind="warning">{t('summary.unpriced')}</Alert>
      ) : (
        <>
          <Total>
            <span>{t('summary.total')}</span>
            <Amount>{money(total)}</Amount>
          </Total>
          <Muted>
            {/* The page's own language; the service's vatMention is the invoice's text, in both languages. */}
            {summary.reverseCharge
              ? t('summary.reverseCharge')
              : summary.pricesIncludeVat
                ? t('summary.vatIncluded', {
                    rate: formatRate(summary.vatRate, locale),
                    vat: money(summary.vat ?? 0),
                  })
                : t('summary.vatAdded', {
                    rate: formatRate(summary.vatRate, locale),
                    vat: money(summary.vat ?? 0),
                  })}
          </Muted>
          {summary.vatNote ? <Alert kind="info">{t(`summary.vatNote.${summary.vatNote}`)}</Alert> : null}
        </>
      )}
    </Stack>
  );
}
