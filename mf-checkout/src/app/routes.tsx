import { lazyPage, type RemoteModule } from '@conform/shell-contract';

// Each page is its own chunk, fetched when its route is first matched (lazyPage).
const checkout = () => import('../features/checkout/components/CheckoutPage.tsx');
const mastercard = () => import('../features/checkout/components/MastercardCheckoutPage.tsx');
const paymentReturn = () => import('../features/payment-return/components/PaymentReturnPage.tsx');

const remote: RemoteModule = {
  area: 'checkout',
  routes: {
    company: [
      {
        path: 'checkout',
        lazy: lazyPage(checkout, (m) => m.CheckoutPage),
        handle: { title: 'checkout:checkout.title' },
      },
      {
        path: 'checkout/mastercard',
        lazy: lazyPage(mastercard, (m) => m.MastercardCheckoutPage),
        handle: { title: 'checkout:mastercard.title' },
      },
      {
        path: 'checkout/paymentReturn',
        lazy: lazyPage(paymentReturn, (m) => m.PaymentReturnPage),
        handle: { title: 'checkout:paymentReturn.title' },
      },
    ],
  },
  i18n: {
    namespace: 'checkout',
    resources: {
      // Only the language shown is downloaded; the other comes when the visitor switches.
      ro: () => import('../locales/ro.json'),
      en: () => import('../locales/en.json'),
    },
  },
};

export default remote;
