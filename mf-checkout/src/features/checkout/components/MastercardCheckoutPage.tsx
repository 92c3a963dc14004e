import { useTranslation } from '@conform/i18n';
import type { TBillingInfo, TCompany, TPaymentInfo } from '@conform/contracts';
import { Navigate, toPlatform, useActiveCompany, useShell } from '@conform/shell-contract';
import { Alert, Button, Card, Page, Spinner, Stack } from '@conform/ui';
import { useEffect, useRef, useState } from 'react';
import { conflictKeyOf, refusedBillingFields } from '../../../lib/errors.ts';
import { usePartnerOfferQuery, useStartPartnerPaymentMutation } from '../api/checkoutApi.ts';
import { BillingForm } from './BillingForm.tsx';
import { billingDefaults, Columns } from './CheckoutPage.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { ProviderRedirect } from './ProviderRedirect.tsx';

/** The card network's offer (a co-branded bundle in checkout.partner_offers). */
const OFFER_ID = 'MASTERCARD';
const BILLING_FORM_ID = 'mastercard-billing';

/**
 * /:companyId/checkout/mastercard (docs/spec/behaviour.md §2): the card-network partner's checkout. An alert about the
 * promotion, no way back to the dashboard, and only the partner's custom product, at its displayed
 * price: the card-brand discount is taken at the payment step, by the amount the provider asks for.
 */
export function MastercardCheckoutPage() {
  const { t } = useTranslation('checkout');
  const { notify } = useShell();
  const { company, denied, isLoading } = useActiveCompany();

  useEffect(() => {
    if (denied) notify({ kind: 'error', title: t('common.errorTitle'), message: t('common.accessDenied') });
  }, [denied, notify, t]);

  if (denied) return <Navigate to="/" replace />;
  if (company) return <PartnerCheckout company={company} />;
  return (
    <Page title={t('mastercard.title')}>
      {isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <Alert kind="error" title={t('common.errorTitle')}>
          {t('common.actionFailed', { action: t('checkout.loadAction') })}
        </Alert>
      )}
    </Page>
  );
}

function PartnerCheckout({ company }: { company: TCompany }) {
  const { t } = useTranslation('checkout');
  const { notify, user, edition, basePath } = useShell();
  const platform = toPlatform(edition);
  const offer = usePartnerOfferQuery({ companyId: company.id, offerId: OFFER_ID });
  const [startPayment, payment] = useStartPartnerPaymentMutation();
  const [redirect, setRedirect] = useState<TPaymentInfo | undefined>();

  useEffect(() => {
    if (!offer.isError) return;
    notify({
      kind: 'error',
      title: t('common.errorTitle'),
      message: t('common.actionFailed', { action: t('mastercard.loadAction') }),
    });
  }, [offer.isError, notify, t]);

  // Which button submitted the billing form: the discounted price (a Mastercard) or the full price.
  // A ref for the request (the click comes before the form's submit, in the same event), state for
  // the button's label.
  const fullPriceChosen = useRef(false);
  const [fullPrice, setFullPrice] = useState(false);
  const choose = (full: boolean) => {
    fullPriceChosen.current = full;
    setFullPrice(full);
  };

  const pay = async (billingInfo: TBillingInfo): Promise<unknown> => {
    try {
      const info = await startPayment({
        companyId: company.id,
        offerId: OFFER_ID,
        request: {
          billingInfo,
          returnUrl: `${window.location.origin}${basePath}/${company.id}/checkout/paymentReturn`,
          ...(fullPriceChosen.current ? { fullPrice: true } : {}),
        },
      }).unwrap();
      setRedirect(info);
      return undefined;
    } catch (error) {
      const conflict = conflictKeyOf(error);
      if (refusedBillingFields(error)) return error;
      notify({
        kind: 'error',
        title: t('common.errorTitle'),
        message: conflict
          ? t('mastercard.alreadyBought')
          : t('common.actionFailed', { action: t('checkout.startAction') }),
      });
      return error;
    }
  };

  const data = offer.data;
  const percent = data?.paymentMethod.discountPercent ?? 0;
  const canPay =
    Boolean(data && !data.purchased && data.summary.totalPrice !== null) && !payment.isLoading && !redirect;

  return (
    <Page title={t('mastercard.title')} subtitle={company.info.name}>
      <Stack $gap={6}>
        <Alert kind="info" title={t('mastercard.alertTitle')}>
          {t('mastercard.alert', { percent })}
        </Alert>
        {data?.purchased ? (
          <Alert kind="warning">{t('mastercard.alreadyBought')}</Alert>
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
            <Card aria-labelledby="mastercard-summary-title">
              <Stack $gap={5}>
                <h2 id="mastercard-summary-title">{t('summary.title')}</h2>
                <OrderSummary summary={data?.summary} loading={offer.isFetching} />
                <small>{t('mastercard.discountNote', { percent })}</small>
                {redirect ? (
                  <ProviderRedirect info={redirect} />
                ) : (
                  <>
                    <Button
                      type="submit"
                      form={BILLING_FORM_ID}
                      disabled={!canPay}
                      onClick={() => choose(false)}
                    >
                      {payment.isLoading && !fullPrice ? t('checkout.paying') : t('mastercard.pay')}
                    </Button>
                    <small>{t('mastercard.fullPriceNote')}</small>
                    <Button
                      type="submit"
                      variant="secondary"
                      form={BILLING_FORM_ID}
                      disabled={!canPay}
                      onClick={() => choose(true)}
                    >
                      {payment.isLoading && fullPrice ? t('checkout.paying') : t('mastercard.payFullPrice')}
                    </Button>
                  </>
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
