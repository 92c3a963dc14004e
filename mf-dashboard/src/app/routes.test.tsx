import type { TCompany } from '@conform/contracts';

const { sharedApi } = await import('@conform/shell-contract');
const { renderInShell } = await import('@conform/shell-contract/testing');
const { fireEvent, screen, waitFor } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';

function companyWith(products: Partial<TCompany['products']>, extra: Partial<TCompany> = {}): TCompany {
  return {
    id: COMPANY_ID,
    platform: 'ro',
    adminIds: ['u1'],
    info: {
      fiscalCode: '18547290',
      registrationNumber: 'J40/1234/2020',
      name: 'Exemplu Servicii SRL',
      country: 'RO',
      city: 'București',
      county: 'B',
      streetAddress: 'Str. Exemplu nr. 1',
      phoneNumber: '',
    },
    dataProtectionResponsible: null,
    contactEmail: null,
    products: { pending: [], configured: [], purchased: [], ...products },
    dirty: [],
    referral: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

/** The remote's own routes under `/:companyId`, with the company already in the shared cache. */
async function renderAt(path: string, company: TCompany, locale: 'ro' | 'en' = 'en') {
  const { router } = await renderInShell({
    namespace: 'dashboard',
    resources: { ro, en },
    locale,
    shell: { activeCompanyId: COMPANY_ID },
    prepare: (store) => store.dispatch(sharedApi.util.upsertQueryData('company', COMPANY_ID, company)),
    routes: [
      { path: '/', element: <main /> },
      { path: '/:companyId', children: remote.routes.company ?? [] },
    ],
    path,
  });
  return { router: router! };
}

describe('dashboard', () => {
  it('shows the cart with catalogue names, document counts and configuration badges', async () => {
    await renderAt(
      `/${COMPANY_ID}/dashboard`,
      companyWith({ pending: ['EMPLOYEES', 'RECRUITMENT', 'DPA'], configured: ['RECRUITMENT', 'DPA'] }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Exemplu Servicii SRL' })).toBeTruthy();
    const employees = screen.getByRole('article', { name: 'Employees' });
    expect(employees.textContent).toContain('3 documents');
    expect(employees.textContent).toContain('Unconfigured');
    const actions = (name: string) =>
      Array.from(screen.getByRole('article', { name }).querySelectorAll('button')).map((b) => b.textContent);
    // Unconfigured: configure; configured: view documents and review; no data subject: view only.
    expect(actions('Employees')).toEqual(['Configure', 'Remove']);
    expect(screen.getByRole('article', { name: 'Recruitment' }).textContent).toContain('Configured');
    expect(actions('Recruitment')).toEqual(['View documents', 'Review', 'Remove']);
    const dpa = screen.getByRole('article', { name: 'Data processing and sharing agreements' });
    expect(dpa.textContent).toContain('Configured');
    expect(actions('Data processing and sharing agreements')).toEqual(['View documents', 'Remove']);
    expect(screen.getByText('Total: 3 packages')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy' }).hasAttribute('disabled')).toBe(false);
    // No contact details yet: the banner asks for them.
    expect(screen.getByText('Contact details required')).toBeTruthy();
  });

  it('asks before removing, and "No, keep it" keeps the product', async () => {
    await renderAt(`/${COMPANY_ID}/dashboard`, companyWith({ pending: ['EMPLOYEES'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Employees' }));
    expect(await screen.findByText('Are you sure you would like to remove it?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, remove it' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(screen.queryByText('Are you sure you would like to remove it?')).toBeNull());
    expect(screen.getByRole('article', { name: 'Employees' })).toBeTruthy();
  });

  it('shows the empty state with its three actions when nothing is pending or bought', async () => {
    await renderAt(`/${COMPANY_ID}`, companyWith({}), 'ro');
    expect(await screen.findByText('Niciun pachet deocamdată')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adaugă pachet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Instrucțiuni' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contactați-ne' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cumpără' })).toBeNull();
  });

  it('opens the instructions over the dashboard for ?onboarding', async () => {
    const { router } = await renderAt(`/${COMPANY_ID}?onboarding`, companyWith({ pending: ['DPA'] }));
    expect(await screen.findByRole('heading', { name: 'How to customise your documents' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/${COMPANY_ID}/dashboard/instructions`);
  });
});

describe('contact info', () => {
  it('keeps the user on the page with a message under each wrong field', async () => {
    await renderAt(`/${COMPANY_ID}/configurator/info`, companyWith({}));
    fireEvent.change(await screen.findByLabelText('Contact e-mail'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+40 740 123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The e-mail address doesn't seem valid.")).toBeTruthy();
    expect(screen.getByText('The phone number must have 10 digits (e.g. 0740 123 456).')).toBeTruthy();
    expect(screen.getByText('The e-mail address is required.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2); // name, DPO answer
    expect(screen.getByLabelText('Contact e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact info' })).toBeTruthy();
  });

  it('fills the form with the saved contact details', async () => {
    await renderAt(
      `/${COMPANY_ID}/configurator/info`,
      companyWith(
        {},
        {
          contactEmail: 'office@exemplu.ro',
          dataProtectionResponsible: {
            isDpo: true,
            name: 'Ana Popescu',
            email: 'ana@exemplu.ro',
            phone: '0740123456',
          },
        },
      ),
    );
    expect((await screen.findByLabelText<HTMLInputElement>('Contact e-mail')).value).toBe(
      'office@exemplu.ro',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ana Popescu');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);
  });
});
