import type { TCompany, TUser } from '@conform/contracts';
import type { AppStore, ShellApi } from '@conform/shell-contract';

const { renderInShell, serveRequests } = await import('@conform/shell-contract/testing');
const { sharedApi } = await import('@conform/shell-contract');
const { fireEvent, screen, waitFor } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');

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
    // The shell's own pages the flows lead to: the root and the sign-in page.
    routes: [...(remote.routes.root ?? []), { index: true, element: null }, { path: 'auth', element: null }],
    path,
    ...(options.shell ? { shell: options.shell } : {}),
    ...(options.prepare ? { prepare: options.prepare } : {}),
  });
  return { ...view, router: view.router! };
}

const ioana: TUser = {
  uid: 'u1',
  name: 'Ioana Partener',
  email: 'ioana@example.ro',
  isAnonymous: false,
  avatarUrl: null,
  hasConsentedTerms: true,
};

const companies = (list: Array<Pick<TCompany, 'id'>>) => (store: AppStore) =>
  store.dispatch(sharedApi.util.upsertQueryData('myCompanies', undefined, list as TCompany[]));

describe('NETOPIA partner entry', () => {
  it('stops with the partner error when the token is missing', async () => {
    await renderAt('/netopia', { locale: 'ro' });
    expect(
      screen.getByText(
        'Autentificarea cu contul partenerului nu a reușit. Vă rugăm să reîncărcați pagina și să încercați din nou.',
      ),
    ).toBeTruthy();
  });

  it('says so when the partner token cannot be checked', async () => {
    // No network in component tests: identity cannot be reached, as when it refuses the token.
    await renderAt('/netopia?token=partner-token-123');
    expect(
      await screen.findByText(
        'Authentication using the partner account failed. Please reload the page and try again.',
      ),
    ).toBeTruthy();
  });

  it('welcomes a signed-in user by name and continues to the root', async () => {
    const { router } = await renderAt('/netopia?token=partner-token-123', { shell: { user: ioana } });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ioana Partener!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('NETOPIA partner registration', () => {
  it('checks the e-mail and the name on blur and on submit', async () => {
    await renderAt('/netopia/auth?token=partner-token-123', { locale: 'ro' });
    const email = screen.getByLabelText('Adresa de e-mail');
    fireEvent.change(email, { target: { value: 'nu-e-adresa' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Adresa de e-mail nu pare să fie validă.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Creează contul' }));
    expect(await screen.findByText('Câmpul este obligatoriu.')).toBeTruthy();
  });

  it('marks both fields required; an empty submit focuses the e-mail, described by its error', async () => {
    await renderAt('/netopia/auth?token=partner-token-123');
    expect(screen.getByText('Fields marked * are required.')).toBeTruthy();
    const email = screen.getByLabelText('E-mail address');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Full name').getAttribute('aria-required')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    await waitFor(() => expect(document.activeElement).toBe(email));
    const described = (email.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described.some((text) => text && text.length > 0)).toBe(true);
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the service’s refusal of the name under it, focused, without the partner error', async () => {
    await renderAt('/netopia/auth?token=partner-token-123');
    serveRequests(() => ({
      status: 400,
      body: {
        code: 'validation',
        message: 'The request is not valid.',
        details: [{ path: 'name', message: 'validation.required' }],
      },
    }));
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ioana@example.ro' } });
    const name = screen.getByLabelText('Full name');
    fireEvent.change(name, { target: { value: 'Ioana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(name);
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.queryByText(/Authentication using the partner account failed/)).toBeNull();
  });

  it('answers a failed registration with the partner error', async () => {
    await renderAt('/netopia/auth?token=partner-token-123');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ioana@example.ro' } });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ioana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(
      await screen.findByText(
        'Authentication using the partner account failed. Please reload the page and try again.',
      ),
    ).toBeTruthy();
  });

  it('stops without a token, and sends a signed-in user back to the entry with the token', async () => {
    const first = await renderAt('/netopia/auth');
    expect(screen.getByRole('alert').textContent).toContain(
      'Authentication using the partner account failed.',
    );
    first.unmount();
    const { router } = await renderAt('/netopia/auth?token=partner-token-123', { shell: { user: ioana } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/netopia'));
    expect(router.state.location.search).toBe('?token=partner-token-123');
  });
});

describe('Mastercard partner flow', () => {
  it('explains the offer and asks a visitor to sign in, coming back to the company page', async () => {
    const signInPath = (returnPath: string) => `/auth?returnUrl=${encodeURIComponent(returnPath)}`;
    const { router } = await renderAt('/mastercard', { locale: 'ro', shell: { signInPath } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oferta Mastercard pentru afaceri mici' }),
    ).toBeTruthy();
    expect(screen.getByText('Analizăm activitatea companiei')).toBeTruthy();
    expect(screen.getByText('Primiți documentele')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Autentificați-vă pentru a continua' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?returnUrl=%2Fmastercard%2Fcompany');
  });

  it('welcomes a signed-in user without companies and goes on to the fiscal code', async () => {
    const { router } = await renderAt('/mastercard', { shell: { user: ioana }, prepare: companies([]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ioana Partener!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mastercard/company'));
    // The fiscal code page of the partner flow leads to its own details page.
    fireEvent.change(await screen.findByLabelText('Fiscal code'), { target: { value: 'RO18547290' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mastercard/company/18547290'));
    expect(await screen.findByRole('link', { name: 'Change the fiscal code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change the fiscal code' }).getAttribute('href')).toBe(
      '/mastercard/company',
    );
  });

  it.each(['/mastercard', '/mastercard/company', '/mastercard/company/18547290'])(
    '%s sends a signed-in user who has companies to the root',
    async (path) => {
      const { router } = await renderAt(path, {
        shell: { user: ioana },
        prepare: companies([{ id: 'AbCdEfGhIj0123456789' }]),
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );
});
