import { jest } from '@jest/globals';
import type { TPaymentStatusResponse } from '@conform/contracts';

const { renderInShell } = await import('@conform/shell-contract/testing');
const { fireEvent, screen } = await import('@testing-library/react');
const { default: en } = await import('../../../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../../../locales/ro.json', { with: { type: 'json' } });
const { ClosedMessage } = await import('./PaymentReturnPage.tsx');

const payment = (over: Partial<TPaymentStatusResponse>): TPaymentStatusResponse => ({
  orderId: 'AbCdEfGhIj0123456789',
  status: 'PAID',
  errorCode: null,
  errorMessage: null,
  fulfilled: false,
  ...over,
});

function renderWith(
  p: TPaymentStatusResponse,
  locale: 'ro' | 'en',
  handlers = { onDashboard: jest.fn(), onOffer: jest.fn() },
) {
  return renderInShell({
    namespace: 'checkout',
    resources: { ro, en },
    locale,
    ui: <ClosedMessage payment={p} {...handlers} />,
  });
}

describe('the payment return page, for an order closed without its packages', () => {
  it('says the package was paid already and the payment is being refunded, then that it was', async () => {
    await renderWith(payment({ closedReason: 'alreadyPaid' }), 'ro');
    expect(screen.getByText('Pachetul era deja plătit')).toBeTruthy();
    expect(
      screen.getByText(/nu le-am cumpărat a doua oară\. Suma plătită vă va fi rambursată automat/),
    ).toBeTruthy();
    await renderWith(payment({ closedReason: 'alreadyPaid', status: 'CREDITED' }), 'en');
    expect(screen.getByText('The package was already paid for')).toBeTruthy();
    expect(screen.getByText(/has been refunded in full to your card/)).toBeTruthy();
  });

  it('explains the Mastercard-only discount and leads back to the offer', async () => {
    const handlers = { onDashboard: jest.fn(), onOffer: jest.fn() };
    await renderWith(payment({ closedReason: 'cardBrand' }), 'ro', handlers);
    expect(screen.getByText('Reducerea se aplică doar cardurilor Mastercard')).toBeTruthy();
    expect(screen.getByText(/puteți plăti prețul întreg cu orice card/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Înapoi la oferta Mastercard' }));
    expect(handlers.onOffer).toHaveBeenCalled();
  });

  it('says a superseded order is replaced, before and after a payment of it', async () => {
    await renderWith(payment({ closedReason: 'superseded', status: 'PENDING' }), 'en');
    expect(screen.getByText('This payment has been replaced')).toBeTruthy();
    expect(screen.getByText(/continue with the new payment/)).toBeTruthy();
    await renderWith(payment({ closedReason: 'superseded', status: 'PAID' }), 'ro');
    expect(screen.getByText(/nu v-am taxat de două ori\. Suma plătită vă va fi rambursată/)).toBeTruthy();
  });
});
