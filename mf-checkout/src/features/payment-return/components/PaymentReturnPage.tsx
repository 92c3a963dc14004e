import { useTranslation } from '@conform/i18n';
import type { TPaymentStatusResponse } from '@conform/contracts';
import {
  baseApi,
  Link,
  paths,
  useActiveCompany,
  useAppDispatch,
  useNavigate,
  useSearchParams,
} from '@conform/shell-contract';
import { Alert, Button, Card, Page, Spinner, Stack } from '@conform/ui';
import { useEffect } from 'react';
import { statusOf } from '@conform/contracts';
import { usePaymentStatusQuery } from '../api/paymentStatusApi.ts';

/**
 * docs/spec/behaviour.md §4: if watching fails it retries after 500 ms. (Once watching, the status arrives live over
 * server-sent events, which reconnect after the same 500 ms.)
 */
const RETRY_MS = 500;

/** Card error codes (docs/facts/payments-netopia.md, NETOPIA v1) with a text of their own; others show the provider's message. */
const KNOWN_CARD_ERRORS = new Set([
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
  '22',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '38',
  '48',
  '49',
  '50',
  '56',
  '99',
]);

/** Payment return (docs/spec/behaviour.md §2, §4): watches the order's payment and says what happened. */
export function PaymentReturnPage() {
  const { t } = useTranslation('checkout');
  const { companyId } = useActiveCompany();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';

  return (
    <Page title={t('paymentReturn.title')}>
      <Card>
        {orderId ? (
          <PaymentStatus companyId={companyId} orderId={orderId} />
        ) : (
          <Alert kind="error" title={t('common.errorTitle')}>
            {t('paymentReturn.noOrder')}{' '}
            <Link to={paths.checkout(companyId)}>{t('paymentReturn.backToCheckout')}</Link>
          </Alert>
        )}
      </Card>
    </Page>
  );
}

function PaymentStatus({ companyId, orderId }: { companyId: string; orderId: string }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const query = usePaymentStatusQuery({ companyId, orderId });
  const payment = query.data;
  const status = payment?.status;
  const fulfilled = payment?.fulfilled ?? false;
  const { refetch } = query;
  // An order this company does not have: said once, never asked for again.
  const unknown = query.isError && (statusOf(query.error) === 404 || statusOf(query.error) === 403);

  useEffect(() => {
    if (!query.isError || unknown) return;
    const timer = setTimeout(() => void refetch(), RETRY_MS);
    return () => clearTimeout(timer);
  }, [query.isError, unknown, query.startedTimeStamp, refetch]);

  // Every update of the payment refreshes the company (docs/spec/behaviour.md §4); a paid order's packages are the
  // company's once the order is fulfilled, which arrives as an update too.
  useEffect(() => {
    if (status) dispatch(baseApi.util.invalidateTags([{ type: 'Company', id: companyId }]));
  }, [status, fulfilled, companyId, dispatch]);

  if (unknown) {
    return (
      <Alert kind="error" title={t('common.errorTitle')}>
        {t('paymentReturn.unknownOrder')}{' '}
        <Link to={paths.dashboard(companyId)}>{t('paymentReturn.toDashboard')}</Link>
      </Alert>
    );
  }
  // A superseded order is said at once, even before (or without) any payment of it.
  if (!payment || (payment.status === 'PENDING' && !payment.closedReason)) {
    return (
      <Stack $row>
        <Spinner label={t('paymentReturn.processing')} />
      </Stack>
    );
  }
  const dashboard = () => void navigate(paths.dashboard(companyId));
  const retry = () => void navigate(paths.checkout(companyId));
  if (payment.closedReason) {
    const offer = () => void navigate(paths.mastercardCheckout(companyId));
    return <ClosedMessage payment={payment} onDashboard={dashboard} onOffer={offer} />;
  }
  return <StatusMessage payment={payment} onDashboard={dashboard} onRetry={retry} />;
}

/**
 * An order closed without its packages: superseded by a newer payment, or paid when it could not
 * buy anything (paid already, a card-brand discount on another brand's card). Money taken is given
 * back automatically: the page says whether that is under way (PAID) or done (CREDITED).
 */
export function ClosedMessage({
  payment,
  onDashboard,
  onOffer,
}: {
  payment: TPaymentStatusResponse;
  onDashboard: () => void;
  onOffer: () => void;
}) {
  const { t } = useTranslation('checkout');
  const reason = payment.closedReason ?? 'superseded';
  const charged = payment.status === 'PAID' || payment.status === 'CREDITED';
  const refund =
    payment.status === 'CREDITED'
      ? t('paymentReturn.closed.refundDone')
      : payment.status === 'PAID'
        ? t('paymentReturn.closed.refundPending')
        : '';
  const text =
    reason === 'superseded' && !charged
      ? t('paymentReturn.closed.superseded.open')
      : `${t(`paymentReturn.closed.${reason}.paid`)} ${refund}`.trim();
  return (
    <Stack>
      <Alert kind={charged ? 'warning' : 'info'} title={t(`paymentReturn.closed.${reason}.title`)}>
        {text}
      </Alert>
      <Stack $row>
        {reason === 'cardBrand' ? <Button onClick={onOffer}>{t('paymentReturn.backToOffer')}</Button> : null}
        <Button variant={reason === 'cardBrand' ? 'secondary' : 'primary'} onClick={onDashboard}>
          {t('paymentReturn.toDashboard')}
        </Button>
      </Stack>
    </Stack>
  );
}

function StatusMessage({
  payment,
  onDashboard,
  onRetry,
}: {
  payment: TPaymentStatusResponse;
  onDashboard: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('checkout');
  const retryButton = <Button onClick={onRetry}>{t('paymentReturn.tryAgain')}</Button>;
  const dashboardButton = (
    <Button variant="secondary" onClick={onDashboard}>
      {t('paymentReturn.toDashboard')}
    </Button>
  );
  switch (payment.status) {
    case 'PAID':
      return (
        <Stack>
          <Alert kind="success" title={t('paymentReturn.paid.title')}>
            {t('paymentReturn.paid.text')}
          </Alert>
          <Stack $row>
            <Button onClick={onDashboard}>{t('paymentReturn.toDashboard')}</Button>
          </Stack>
        </Stack>
      );
    case 'CANCELLED':
      return (
        <Stack>
          <Alert kind="warning" title={t('paymentReturn.cancelled.title')}>
            {t('paymentReturn.cancelled.text')}
          </Alert>
          <Stack $row>
            {retryButton}
            {dashboardButton}
          </Stack>
        </Stack>
      );
    case 'ERROR': {
      const code = payment.errorCode ?? '';
      const reason = KNOWN_CARD_ERRORS.has(code)
        ? t(`paymentReturn.cardErrors.${code}`)
        : (payment.errorMessage ?? t('paymentReturn.unknownError'));
      return (
        <Stack>
          <Alert kind="error" title={t('paymentReturn.failed.title')}>
            {t('paymentReturn.failed.text', { message: reason })}
          </Alert>
          <Stack $row>
            {retryButton}
            {dashboardButton}
          </Stack>
        </Stack>
      );
    }
    case 'CHECKING_TRANSACTION':
      return (
        <Stack>
          <Alert kind="info" title={t('paymentReturn.checking.title')}>
            {t('paymentReturn.checking.text')}
          </Alert>
          <Stack $row>{dashboardButton}</Stack>
        </Stack>
      );
    case 'CREDITED':
      return (
        <Stack>
          <Alert kind="info" title={t('paymentReturn.credited.title')}>
            {t('paymentReturn.credited.text')}
          </Alert>
          <Stack $row>{dashboardButton}</Stack>
        </Stack>
      );
    default:
      return <Spinner label={t('paymentReturn.processing')} />;
  }
}
