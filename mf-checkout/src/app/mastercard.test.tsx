import type { TCompany, TPartnerOffer } from '@conform/contracts';
import type { AppStore } from '@conform/shell-contract';

const { renderInShell, testCompany } = await import('@conform/shell-contract/testing');
const { sharedApi } = await import('@conform/shell-contract');
const { screen, within } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');
const { checkoutApi } = await import('../features/checkout/api/checkoutApi.ts');

const COMPANY_ID = 'AbCdEfGhIj0123456789';

const company: TCompany = testCompany({
  id: COMPANY_ID,
  info: { name: 'Card Partener SRL', phoneNumber: '0740123456' },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

const offer = (purchased = false): TPartnerOffer => ({
  id: 'MASTERCARD',
  purchased,
  paymentMethod: { code: 'MASTERCARD_PREMIUM', discountPercent: 20 },
  summary: {
    items: [
      {
        type: 'cobranded_bundle',
        id: 'MASTERCARD',
        name: { ro: 'Pachetul Mastercard pentru afaceri mici', en: 'Mastercard small business bundle' },
        products: ['INTERNAL_POLICIES', 'PERSONAL_CLIENTS', 'EMPLOYEES'],
        price: 990,
        discount: 0,
      },
    ],
    totalPrice: 990,
    vat: 171.82,
    currency: 'RON',
    vatRate: 0.21,
    pricesIncludeVat: true,
  },
});

async function renderPage(locale: 'ro' | 'en', purchased = false) {
  return renderInShell({
    namespace: 'checkout',
    resources: { ro, en },
    locale,
    routes: [{ path: ':companyId', children: remote.routes.company ?? [] }],
    path: `/${COMPANY_ID}/checkout/mastercard`,
    prepare: async (store: AppStore) => {
      await store.dispatch(sharedApi.util.upsertQueryData('company', COMPANY_ID, company));
      await store.dispatch(
        checkoutApi.util.upsertQueryData(
          'partnerOffer',
          { companyId: COMPANY_ID, offerId: 'MASTERCARD' },
          offer(purchased),
        ),
      );
    },
  });
}

describe('the Mastercard partner checkout', () => {
  it('offers only the partner bundle at its displayed price, names the card discount, and has no way back', async () => {
    await renderPage('ro');
    expect(screen.getByRole('heading', { level: 1, name: 'Oferta Mastercard' })).toBeTruthy();
    expect(screen.getByText('Oferta partenerului Mastercard')).toBeTruthy();
    expect(screen.getByText(/reducerea de 20% se aplică la plată/)).toBeTruthy();
    const lines = screen.getByRole('list', { name: 'Pachetele comenzii' });
    const items = within(lines).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('Pachetul Mastercard pentru afaceri mici');
    // The price shown is the list price: the card discount is taken by the provider's amount.
    expect(items[0]!.textContent).toMatch(/990,00/);
    expect(screen.queryByText(/792/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Înapoi la panoul de control' })).toBeNull();
    expect(screen.queryByLabelText('Cod voucher')).toBeNull();
    expect(screen.getByRole('button', { name: 'Plătiți cu cardul Mastercard' })).toBeTruthy();
  });

  it('says so in English when the company already has packages of the offer', async () => {
    await renderPage('en', true);
    expect(
      screen.getByText('The company already has packages of this offer, so it cannot be bought again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay with your Mastercard' })).toBeNull();
  });
});
