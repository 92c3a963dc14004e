import type { TCompany, TOrderSummary, TPartnerOffer } from '@conform/contracts';
import type { Notice } from '@conform/shell-contract';

const { sharedApi } = await import('@conform/shell-contract');
const { renderInShell, serveRequests, testCompany } = await import('@conform/shell-contract/testing');
const { fireEvent, screen, waitFor } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');

/**
 * What the checkout pages send when the buyer pays: the total they were shown (the service refuses
 * another), the buyer of the billing form once a price differs, and the partner offer's full price.
 */
const COMPANY_ID = 'PPPPPPPPPPPPPPPPPPPP';
const company: TCompany = testCompany({
  id: COMPANY_ID,
  contactEmail: 'facturi@exemplu.ro',
  info: { phoneNumber: '0740123456' },
  products: { pending: ['PERSONAL_CLIENTS'] },
});

const summary = (total: number): TOrderSummary => ({
  items: [
    {
      type: 'product',
      id: 'PERSONAL_CLIENTS',
      name: { ro: 'Clienți', en: 'Clients' },
      products: ['PERSONAL_CLIENTS'],
      price: total,
      discount: 0,
    },
  ],
  totalPrice: total,
  vat: 0,
  currency: 'RON',
  vatRate: 0.21,
  pricesIncludeVat: true,
});

async function renderAt(path: string, notices: Notice[]) {
  return renderInShell({
    namespace: 'checkout',
    resources: { ro, en },
    locale: 'en',
    shell: { activeCompanyId: COMPANY_ID, notify: (notice) => notices.push(notice) },
    prepare: (store) => store.dispatch(sharedApi.util.upsertQueryData('company', COMPANY_ID, company)),
    routes: [{ path: '/:companyId', children: remote.routes.company ?? [] }],
    path,
  });
}

describe('paying from the checkout page', () => {
  it('sends the total it showed; when the service says the price changed, prices the billing form’s buyer and says so', async () => {
    const notices: Notice[] = [];
    const asked = serveRequests((request) => {
      if (request.path.endsWith('/order')) {
        const customer = (request.body as { customer?: unknown }).customer;
        return { status: 200, body: summary(customer ? 322.31 : 390) };
      }
      if (request.path === `/platform/api/payments/${COMPANY_ID}`) {
        return {
          status: 409,
          body: {
            code: 'conflict',
            message: 'The price changed since the order summary was shown.',
            details: [{ path: 'expectedTotal', message: 'validation.price.changed' }],
          },
        };
      }
      return { status: 503 };
    });
    await renderAt(`/${COMPANY_ID}/checkout`, notices);
    expect(await screen.findAllByText('390.00 lei')).toHaveLength(2);
    const pay = screen.getByRole<HTMLButtonElement>('button', { name: 'Pay' });
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(notices).toHaveLength(1));
    const start = asked.find((r) => r.path === `/platform/api/payments/${COMPANY_ID}`);
    expect(start?.body).toMatchObject({ products: ['PERSONAL_CLIENTS'], expectedTotal: 390 });
    expect(notices[0]).toMatchObject({
      kind: 'error',
      message:
        'The price changed for the billing details you entered. Please check the updated summary and press Pay again.',
    });
    expect(await screen.findAllByText('322.31 lei')).toHaveLength(2);
    expect(asked.filter((r) => r.path.endsWith('/order')).at(-1)?.body).toEqual({
      products: ['PERSONAL_CLIENTS'],
      customer: { country: 'RO', fiscalCode: '18547290' },
    });
  });

  it('marks the billing form’s required fields; an empty one on Pay is said at it, focused, with nothing sent and no notice', async () => {
    const notices: Notice[] = [];
    const asked = serveRequests((request) =>
      request.path.endsWith('/order') ? { status: 200, body: summary(390) } : { status: 503 },
    );
    await renderAt(`/${COMPANY_ID}/checkout`, notices);
    expect(screen.getByText('Fields marked * are required.')).toBeTruthy();
    const city = screen.getByLabelText<HTMLInputElement>('City');
    expect(city.getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Invoice e-mail').getAttribute('aria-required')).toBe('true');
    const pay = screen.getByRole<HTMLButtonElement>('button', { name: 'Pay' });
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.change(city, { target: { value: '' } });
    fireEvent.click(pay);
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(city);
    const described = (city.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described.filter(Boolean)).toHaveLength(1);
    expect(asked.some((r) => r.path === `/platform/api/payments/${COMPANY_ID}`)).toBe(false);
    expect(notices).toEqual([]);
  });

  it('puts the service’s refusal of a billing field under it, with no notice repeating it', async () => {
    const notices: Notice[] = [];
    serveRequests((request) => {
      if (request.path.endsWith('/order')) return { status: 200, body: summary(390) };
      if (request.path === `/platform/api/payments/${COMPANY_ID}`) {
        return {
          status: 400,
          body: {
            code: 'validation',
            message: 'The request is not valid.',
            details: [{ path: 'billingInfo.phoneNumber', message: 'validation.phone.invalidRo' }],
          },
        };
      }
      return { status: 503 };
    });
    await renderAt(`/${COMPANY_ID}/checkout`, notices);
    const pay = screen.getByRole<HTMLButtonElement>('button', { name: 'Pay' });
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(phone);
    expect(notices).toEqual([]);
  });

  it('asks for the partner offer’s full price with the second button', async () => {
    const notices: Notice[] = [];
    const offer: TPartnerOffer = {
      id: 'MASTERCARD',
      purchased: false,
      paymentMethod: { code: 'MASTERCARD_PREMIUM', discountPercent: 20 },
      summary: summary(990),
    };
    const asked = serveRequests((request) =>
      request.path.endsWith('/partners/MASTERCARD')
        ? request.method === 'GET'
          ? { status: 200, body: offer }
          : { status: 503 }
        : { status: 503 },
    );
    await renderAt(`/${COMPANY_ID}/checkout/mastercard`, notices);
    const full = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Pay the full price with another card',
    });
    await waitFor(() => expect(full.disabled).toBe(false));
    fireEvent.click(full);
    await waitFor(() => expect(asked.some((r) => r.method === 'POST')).toBe(true));
    expect(asked.find((r) => r.method === 'POST')?.body).toMatchObject({ fullPrice: true });
    await waitFor(() => expect(notices).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Pay with your Mastercard' }));
    await waitFor(() => expect(asked.filter((r) => r.method === 'POST')).toHaveLength(2));
    expect(asked.filter((r) => r.method === 'POST')[1]?.body).not.toHaveProperty('fullPrice');
  });
});
