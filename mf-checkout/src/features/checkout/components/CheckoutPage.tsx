import { useTranslation } from '@conform/i18n';
import type {
  TBillingInfo,
  TBillingInfoInput,
  TCompany,
  TOrderCustomer,
  TPaymentInfo,
} from '@conform/contracts';
import {
  Link,
  Navigate,
  paths,
  toPlatform,
  useActiveCompany,
  useNavigate,
  useShell,
} from '@conform/shell-contract';
import { Alert, Button, Card, Page, Spinner, Stack } from '@conform/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { conflictKeyOf, refusedBillingFields } from '../../../lib/errors.ts';
import { useOrderSummaryQuery, useStartPaymentMutation } from '../api/checkoutApi.ts';
import { BillingForm } from './BillingForm.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { ProviderRedirect } from './ProviderRedirect.tsx';
import { VoucherForm } from './VoucherForm.tsx';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    font-size: 1.25rem;
    margin: 0;
  }
`;

const BILLING_FORM_ID = 'checkout-billing';

/** Checkout (docs/spec/behaviour.md §2): order summary, billing form, voucher entry, Pay → the card provider. */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { notify } = useShell();
  const { company, denied, isLoading, refetch } = useActiveCompany();

  useEffect(() => {
    if (denied) notify({ kind: 'error', title: t('common.errorTitle'), message: t('common.accessDenied') });
  }, [denied, notify, t]);

  if (denied) return <Navigate to="/" replace />;
  if (company) return <Checkout company={company} />;
  return (
    <Page title={t('checkout.title')}>
      {isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <Alert kind="error" title={t('common.errorTitle')}>
          <Stack $row>
            <span>{t('common.actionFailed', { action: t('checkout.loadAction') })}</span>
            <Button variant="secondary" onClick={refetch}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
    </Page>
  );
}

export function billingDefaults(company: TCompany, email: string | null | undefined): TBillingInfoInput {
  const info = company.info;
  return {
    fiscalCode: info.fiscalCode,
    registrationNumber: info.registrationNumber,
    name: info.name,
    country: info.country,
    county: info.county,
    city: info.city,
    streetAddress: info.streetAddress,
    email: email ?? company.contactEmail ?? '',
    phoneNumber: info.phoneNumber,
  };
}

function Checkout({ company }: { company: TCompany }) {
  const { t } = useTranslation('checkout');
  const { notify, user, edition, basePath } = useShell();
  const navigate = useNavigate();
  const platform = toPlatform(edition);
  const products = company.products.pending;
  const [voucherCode, setVoucherCode] = useState<string | undefined>();
  const [redirect, setRedirect] = useState<TPaymentInfo | undefined>();
  // Who the billing form says buys, once a payment was refused because its price differs from the
  // summary (another country or VAT number): the summary is then priced for them.
  const [customer, setCustomer] = useState<TOrderCustomer | undefined>();

  const summaryQuery = useOrderSummaryQuery(
    { companyId: company.id, products, voucherCode, ...(customer ? { customer } : {}) },
    { skip: products.length === 0 },
  );
  const summary = summaryQuery.currentData ?? summaryQuery.data;
  const voucherApplied = Boolean(summaryQuery.currentData?.items.some((i) => i.type === 'voucher'));
  const voucherInvalid =
    voucherCode !== undefined && summaryQuery.currentData !== undefined && !voucherApplied;

  useEffect(() => {
    if (!summaryQuery.isError) return;
    notify({
      kind: 'error',
      title: t('common.errorTitle'),
      message: t('common.actionFailed', {
        action: voucherCode ? t('voucher.applyAction') : t('checkout.summaryAction'),
      }),
    });
  }, [summaryQuery.isError, voucherCode, notify, t]);

  const [startPayment, payment] = useStartPaymentMutation();

  const pay = async (billingInfo: TBillingInfo): Promise<unknown> => {
    try {
      const info = await startPayment({
        companyId: company.id,
        request: {
          products,
          billingInfo,
          ...(voucherApplied && voucherCode ? { voucherCode } : {}),
          ...(summary?.totalPrice != null ? { expectedTotal: summary.totalPrice } : {}),
          returnUrl: `${window.location.origin}${basePath}/${company.id}/checkout/paymentReturn`,
        },
      }).unwrap();
      if (info.method === 'VOUCHER') {
        await navigate(`/${company.id}/checkout/paymentReturn?orderId=${encodeURIComponent(info.orderId)}`);
      } else {
        setRedirect(info);
      }
      return undefined;
    } catch (error) {
      // A conflict the service explains (the cart changed, the voucher was used up) is said as such.
      const conflict = conflictKeyOf(error);
      if (conflict === 'checkout.conflict.priceChanged') {
        setCustomer({ country: billingInfo.country, fiscalCode: billingInfo.fiscalCode });
      }
      if (refusedBillingFields(error)) return error;
      notify({
        kind: 'error',
        title: t('common.errorTitle'),
        message: conflict ? t(conflict) : t('common.actionFailed', { action: t('checkout.startAction') }),
      });
      return error;
    }
  };

  const canPay =
    products.length > 0 &&
    summary?.totalPrice != null &&
    !summaryQuery.isFetching &&
    !payment.isLoading &&
    !redirect;

  return (
    <Page title={t('checkout.title')} subtitle={company.info.name}>
      <Stack $gap={6}>
        <Link to={paths.dashboard(company.id)}>{t('checkout.backToDashboard')}</Link>
        {products.length === 0 ? (
          <Alert kind="info" title={t('checkout.emptyTitle')}>
            {t('checkout.empty')}
          </Alert>
        ) : (
          <Columns>
            <Card>
              <BillingForm
                id={BILLING_FORM_ID}
                platform={platform}
                defaultValues={billingDefaults(company, user?.email)}
                onValid={pay}
              />
            </Card>
            <Card aria-labelledby="checkout-summary-title">
              <Stack $gap={5}>
                <h2 id="checkout-summary-title">{t('summary.title')}</h2>
                <OrderSummary summary={summary} loading={summaryQuery.isFetching} />
                <VoucherForm
                  invalid={voucherInvalid}
                  reason={summaryQuery.currentData?.voucherRejected}
                  busy={summaryQuery.isFetching}
                  onApply={(code) => setVoucherCode(code.toUpperCase())}
                />
                {redirect ? (
                  <ProviderRedirect info={redirect} />
                ) : (
                  <Button type="submit" form={BILLING_FORM_ID} disabled={!canPay}>
                    {payment.isLoading ? t('checkout.paying') : t('checkout.pay')}
                  </Button>
                )}
                <small>{t('checkout.secureNote')}</small>
              </Stack>
            </Card>
          </Columns>
        )}
      </Stack>
    </Page>
  );
}
