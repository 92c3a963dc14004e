import type { RemoteModule } from '@conform/shell-contract';
import { CheckoutPage } from '../features/checkout/components/CheckoutPage.tsx';
import { MastercardCheckoutPage } from '../features/checkout/components/MastercardCheckoutPage.tsx';
import { PaymentReturnPage } from '../features/payment-return/components/PaymentReturnPage.tsx';
import en from '../locales/en.json';
import ro from '../locales/ro.json';

const remote: RemoteModule = {
  area: 'checkout',
  routes: {
    company: [
      { path: 'checkout', element: <CheckoutPage />, handle: { title: 'checkout:checkout.title' } },
      {
        path: 'checkout/mastercard',
        element: <MastercardCheckoutPage />,
        handle: { title: 'checkout:mastercard.title' },
      },
      {
        path: 'checkout/paymentReturn',
        element: <PaymentReturnPage />,
        handle: { title: 'checkout:paymentReturn.title' },
      },
    ],
  },
  i18n: { namespace: 'checkout', resources: { ro, en } },
};

export default remote;
