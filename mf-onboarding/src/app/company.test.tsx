import { jest } from '@jest/globals';
import type { TCompanyRegistryInfo } from '@conform/contracts';
import type { AppStore, ShellApi } from '@conform/shell-contract';

const { encodeResults } = await import('@conform/catalogues');
const { renderInShell, serveRequests } = await import('@conform/shell-contract/testing');
const { fireEvent, screen, waitFor, within } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');
const { companyApi } = await import('../features/company/api/companyApi.ts');

const ENCODED = encodeResults(['EMPLOYEES', 'INTERNAL_POLICIES']);
/** The INT edition sells the INT_ variants: the RO list would be refused there. */
const ENCODED_INT = encodeResults(['INT_EMPLOYEES', 'INT_INTERNAL_POLICIES']);

async function renderAt(
  path: string,
  options: {
    shell?: Partial<ShellApi>;
    locale?: 'ro' | 'en';
    prepare?: (store: AppStore) => Promise<unknown>;
  } = {},
) {
  const view = await renderInShell({
    namespace: 'onboarding',
    resources: { ro, en },
    locale: options.locale ?? 'en',
    routes: remote.routes.root ?? [],
    path,
    ...(options.shell ? { shell: options.shell } : {}),
    ...(options.prepare ? { prepare: options.prepare } : {}),
  });
  return { ...view, router: view.router! };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('company identification', () => {
  it('requires a fiscal code and reports an invalid one to error tracking without the code itself', async () => {
    const reportError = jest.fn<ShellApi['reportError']>();
    const { router } = await renderAt(`/onboarding/company/${ENCODED}`, { shell: { reportError } });
    const submit = screen.getByRole('button', { name: 'Continue' });

    fireEvent.click(submit);
    expect(await screen.findByText('The fiscal code is required.')).toBeTruthy();
    expect(reportError).not.toHaveBeenCalled();

    fireEvent.change(field('Fiscal code'), { target: { value: '18547291' } });
    fireEvent.click(submit);
    expect(await screen.findByText("The fiscal code doesn't seem valid.")).toBeTruthy();
    expect(reportError).toHaveBeenCalledTimes(1);
    const reported = reportError.mock.calls[0]![0].message;
    expect(reported).toContain('shape 99999999');
    expect(reported).not.toContain('18547291');
    expect(router.state.location.pathname).toBe(`/onboarding/company/${ENCODED}`);

    fireEvent.change(field('Fiscal code'), { target: { value: ' ro18547290 ' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/onboarding/company/18547290/${ENCODED}`),
    );
  });

  it('accepts an EU VAT number on the INT edition and refuses it on RO', async () => {
    const first = await renderAt(`/onboarding/company/${ENCODED}`, { locale: 'ro' });
    fireEvent.change(field('Codul fiscal'), { target: { value: 'DE123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuă' }));
    expect(await screen.findByText('Codul fiscal nu pare să fie valid.')).toBeTruthy();
    first.unmount();

    const { router } = await renderAt(`/onboarding/company/${ENCODED_INT}`, { shell: { edition: 'INT' } });
    // The page says a VAT number of another member state is not looked up anywhere.
    expect(
      screen.getByText(
        /For a VAT number of another member state we fetch no company details from any registry/,
      ),
    ).toBeTruthy();
    fireEvent.change(field('Fiscal code'), { target: { value: 'DE123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/onboarding/company/DE123456789/${ENCODED_INT}`),
    );
  });
});

const REGISTRY: TCompanyRegistryInfo = {
  fiscalCode: '41509738',
  registrationNumber: 'J40/11234/2019',
  name: 'ATELIER DIGITAL ȘTEFĂNESCU SRL',
  address: {
    street: 'Bd. Decebal nr. 12, Bl. S7, Sc. 1, Et. 3, Ap. 10',
    settlement: { type: 'municipiu', name: 'București', district: 'Sector 3', county: 'B' },
  },
};

describe('company details', () => {
  it('fills the form from the registry, with the Bucharest sector as the county', async () => {
    await renderAt(`/onboarding/company/41509738/${ENCODED}`, {
      locale: 'ro',
      prepare: (store) =>
        store.dispatch(companyApi.util.upsertQueryData('registryInfo', '41509738', REGISTRY)),
    });
    expect(
      screen.getByText('Am completat datele din registrul ANAF. Verificați-le înainte de a continua.'),
    ).toBeTruthy();
    expect(field('Codul fiscal').value).toBe('41509738');
    expect(field('Codul fiscal').readOnly).toBe(true);
    expect(field('Denumirea companiei').value).toBe('ATELIER DIGITAL ȘTEFĂNESCU SRL');
    expect(field('Numărul de înregistrare la Registrul Comerțului').value).toBe('J40/11234/2019');
    expect(screen.getByLabelText<HTMLSelectElement>('Județul').value).toBe('Sector 3');
    expect(field('Localitatea').value).toBe('București');
    expect(field('Adresa').value).toBe('Bd. Decebal nr. 12, Bl. S7, Sc. 1, Et. 3, Ap. 10');
    // The address is one group, named for the screen reader.
    const office = screen.getByRole('group', { name: 'Sediul social' });
    expect(within(office).getByLabelText('Județul')).toBeTruthy();
    expect(within(office).getByLabelText('Adresa')).toBeTruthy();
    expect(field('Telefonul (opțional)').value).toBe('');
  });

  it('leaves the form manual for a foreign company on INT, with a country instead of a county', async () => {
    await renderAt(`/onboarding/company/DE123456789/${ENCODED_INT}`, { shell: { edition: 'INT' } });
    expect(screen.getByText("Fill in your company's details as they appear in its papers.")).toBeTruthy();
    expect(field('Company name').value).toBe('');
    expect(
      within(screen.getByRole('group', { name: 'Registered office' })).getByLabelText('Country'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('County')).toBeNull();
    expect(field('Trade register number (optional)')).toBeTruthy();
    // The VAT number's prefix says the country.
    expect(screen.getByLabelText<HTMLSelectElement>('Country').value).toBe('DE');
  });

  it('takes Greece from an EL VAT number, and Romania from a Romanian fiscal code, on INT', async () => {
    const greek = await renderAt(`/onboarding/company/EL094014201/${ENCODED_INT}`, {
      shell: { edition: 'INT' },
    });
    expect(screen.getByLabelText<HTMLSelectElement>('Country').value).toBe('GR');
    greek.unmount();
    await renderAt(`/onboarding/company/18547290/${ENCODED_INT}`, { shell: { edition: 'INT' } });
    expect((await screen.findByLabelText<HTMLSelectElement>('Country')).value).toBe('RO');
  });

  it('checks the edition’s rules before anything is sent', async () => {
    const ensureSession = jest.fn<ShellApi['ensureSession']>();
    await renderAt(`/onboarding/company/18547290/${ENCODED}`, {
      locale: 'ro',
      shell: { ensureSession },
    });
    // The page asks the registry; with no network here the lookup fails, and the form stays manual.
    await screen.findByLabelText('Denumirea companiei');
    expect(screen.getByText('Completați datele companiei, așa cum apar în actele ei.')).toBeTruthy();
    fireEvent.change(field('Telefonul (opțional)'), { target: { value: '+40 740' } });
    fireEvent.click(screen.getByRole('button', { name: 'Creează compania' }));
    // Name, county, city and address.
    expect(await screen.findAllByText('Câmpul este obligatoriu.')).toHaveLength(4);
    expect(
      screen.getByText('Numărul de înregistrare la Registrul Comerțului este obligatoriu.'),
    ).toBeTruthy();
    expect(screen.getByText('Numărul de telefon trebuie să aibă 10 cifre (ex.: 0740 123 456).')).toBeTruthy();
    expect(ensureSession).not.toHaveBeenCalled();
  });

  it('marks what is required, and a refused Create focuses the first invalid field with its message', async () => {
    await renderAt(`/onboarding/company/18547290/${ENCODED}`, { locale: 'ro' });
    const form = await screen.findByRole('form', { name: /./ });
    expect(within(form).getByText('Câmpurile marcate cu * sunt obligatorii.')).toBeTruthy();
    const registration = field('Numărul de înregistrare la Registrul Comerțului');
    expect(registration.getAttribute('aria-required')).toBe('true');
    expect(field('Denumirea companiei').getAttribute('aria-required')).toBe('true');
    expect(field('Localitatea').getAttribute('aria-required')).toBe('true');
    expect(field('Telefonul (opțional)').getAttribute('aria-required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Creează compania' }));
    await waitFor(() => expect(document.activeElement).toBe(registration));
    const described = (registration.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Numărul de înregistrare la Registrul Comerțului este obligatoriu.');
  });

  it('shows the service’s refusal of a field under it, focused, with no notice beside it', async () => {
    const ensureSession = jest.fn<ShellApi['ensureSession']>(() =>
      Promise.resolve({
        uid: 'u1',
        name: null,
        email: null,
        isAnonymous: true,
        avatarUrl: null,
        hasConsentedTerms: false,
      }),
    );
    await renderAt(`/onboarding/company/41509738/${ENCODED}`, {
      locale: 'ro',
      shell: { ensureSession },
      prepare: (store) =>
        store.dispatch(companyApi.util.upsertQueryData('registryInfo', '41509738', REGISTRY)),
    });
    const asked = serveRequests(({ method }) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              code: 'validation',
              message: 'The request is not valid.',
              details: [{ path: 'info.name', message: 'validation.required' }],
            },
          }
        : { status: 404 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Creează compania' }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'POST')).toHaveLength(1));
    const name = await screen.findByLabelText<HTMLInputElement>('Denumirea companiei');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Câmpul este obligatoriu.')).toHaveLength(1);
    expect(screen.queryByText(/^Compania nu a putut fi creată/)).toBeNull();
  });

  it('sends an invalid fiscal code in the address back to the identification page', async () => {
    const { router } = await renderAt(`/onboarding/company/123/${ENCODED}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/onboarding/company/${ENCODED}`));
  });
});
