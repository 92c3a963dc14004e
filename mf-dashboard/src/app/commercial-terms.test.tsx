import type { TCompany } from '@conform/contracts';

const { sharedApi } = await import('@conform/shell-contract');
const { renderInShell, serveRequests, testCompany } = await import('@conform/shell-contract/testing');
const { fireEvent, screen, waitFor, within } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';

function company(extra: Partial<TCompany> = {}): TCompany {
  return testCompany({ id: COMPANY_ID, products: { purchased: ['ONLINE_ACCOMMODATION_TERMS'] }, ...extra });
}

async function renderInfo(data: TCompany, locale: 'ro' | 'en' = 'en') {
  await renderInShell({
    namespace: 'dashboard',
    resources: { ro, en },
    locale,
    prepare: (store) => store.dispatch(sharedApi.util.upsertQueryData('company', COMPANY_ID, data)),
    routes: [{ path: '/:companyId', children: remote.routes.company ?? [] }],
    path: `/${COMPANY_ID}/configurator/info`,
  });
  await screen.findByRole('heading', { level: 1 });
}

const MARKETING = { inactiveContactsMonths: 24, inactiveContactsAction: 'RECONFIRM' };

describe('the company’s commercial terms', () => {
  it('asks the accommodation terms of an accommodation package and sends the whole set, keeping the groups not shown', async () => {
    await renderInfo(
      company({ commercialTerms: { accommodation: null, courses: null, marketing: MARKETING } }),
    );
    const asked = serveRequests(() => ({ status: 200, body: company() }));
    const section = screen.getByRole('region', { name: 'Commercial terms' });
    expect(screen.getByRole('link', { name: 'Commercial terms' }).getAttribute('href')).toBe('#terms');
    expect(section.id).toBe('terms');
    // Only the group of the package bought: no course or marketing field.
    expect(within(section).queryByLabelText('Refunds after the 14-day withdrawal period')).toBeNull();
    expect(within(section).queryByLabelText('What happens to an inactive contact')).toBeNull();

    fireEvent.change(within(section).getByLabelText('Check-in time (from)'), { target: { value: '14:00' } });
    fireEvent.change(within(section).getByLabelText('Check-out time (by)'), { target: { value: '11:00' } });
    fireEvent.change(within(section).getByLabelText('Deposit and payment of the rest of the price'), {
      target: { value: '30% when booking, the rest on arrival' },
    });
    fireEvent.change(within(section).getByLabelText('Free cancellation'), {
      target: { value: 'up to 7 days before arrival' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Save the commercial terms' }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(1));
    const put = asked.find((a) => a.method === 'PUT')!;
    expect(put.path).toContain(`/companies/${COMPANY_ID}/commercial-terms`);
    expect(put.body).toEqual({
      accommodation: {
        checkIn: '14:00',
        checkOut: '11:00',
        deposit: '30% when booking, the rest on arrival',
        freeCancellation: 'up to 7 days before arrival',
        cancellationFees: null,
      },
      courses: null,
      marketing: MARKETING,
    });
  });

  it('says what is wrong in Romanian: an hour not as HH:MM, an interval without what happens then', async () => {
    await renderInfo(
      company({
        products: {
          pending: [],
          configured: [],
          purchased: ['ONLINE_ACCOMMODATION_TERMS', 'INTERNAL_POLICIES'],
        },
      }),
      'ro',
    );
    const asked = serveRequests(() => ({ status: 500 }));
    const section = screen.getByRole('region', { name: 'Condiții comerciale' });
    expect(within(section).queryByLabelText('Rambursarea după termenul de retragere de 14 zile')).toBeNull();
    fireEvent.change(within(section).getByLabelText('Ora de check-in (de la)'), {
      target: { value: '2 pm' },
    });
    fireEvent.change(
      within(section).getByLabelText('După câte luni fără interacțiune este tratat un contact inactiv'),
      { target: { value: '24' } },
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Salvează condițiile comerciale' }));
    expect(
      await within(section).findByText('Introduceți ora în formatul HH:MM, de exemplu 14:00.'),
    ).toBeTruthy();
    expect(within(section).getByText('Câmpul este obligatoriu.')).toBeTruthy();
    expect(asked).toHaveLength(0);

    fireEvent.change(within(section).getByLabelText('Ora de check-in (de la)'), { target: { value: '' } });
    fireEvent.change(within(section).getByLabelText('Ce se întâmplă cu un contact inactiv'), {
      target: { value: 'DELETE' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Salvează condițiile comerciale' }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(1));
    expect(asked.find((a) => a.method === 'PUT')!.body).toEqual({
      accommodation: null,
      courses: null,
      marketing: { inactiveContactsMonths: 24, inactiveContactsAction: 'DELETE' },
    });
  });
});
