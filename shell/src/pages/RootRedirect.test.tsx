/**
 * The root (docs/spec/behaviour.md §2): where `/` sends a visitor, a signed-in user with none, one or several
 * companies, in every edition (the redirect is relative to the edition's base path).
 */
import type { TCompany, TUser } from '@conform/contracts';

const { createI18n, I18nextProvider } = await import('@conform/i18n');
const { createAppStore, RouterView, ShellContext, StoreProvider, createAppRouter } =
  await import('@conform/shell-contract');
const { createMemoryHistory, serveRequests, testCompany } = await import('@conform/shell-contract/testing');
const { theme } = await import('@conform/ui');
const { ThemeProvider } = await import('styled-components');
const { render, screen } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { RootRedirect } = await import('./RootRedirect.tsx');

const user: TUser = {
  uid: 'u1',
  name: 'Ana',
  email: 'ana@example.ro',
  isAnonymous: false,
  avatarUrl: null,
  hasConsentedTerms: true,
};

/** Opens `/` of the edition at `basePath` and answers who is signed in and their companies. */
async function openRoot(options: {
  basePath: string;
  user: TUser | null;
  companies?: TCompany[];
  search?: string;
}) {
  serveRequests(({ path }) =>
    path.endsWith('/identity/me')
      ? { status: 200, body: { user: options.user } }
      : { status: 200, body: { companies: options.companies ?? [] } },
  );
  const history = createMemoryHistory({ initialEntries: [`${options.basePath}/${options.search ?? ''}`] });
  const page = (text: string) => <h1>{text}</h1>;
  const router = createAppRouter(
    [
      {
        path: '/',
        children: [
          { index: true, element: <RootRedirect /> },
          { path: 'onboarding/start', element: page('onboarding start') },
          { path: 'companies', element: page('company selector') },
          { path: ':companyId/dashboard', element: page('dashboard') },
        ],
      },
    ],
    { history, basename: options.basePath },
  );
  const i18n = await createI18n({
    locale: 'en',
    resources: { en: { shell: en } },
    defaultNamespace: 'shell',
  });
  render(
    <StoreProvider store={createAppStore()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <ShellContext.Provider value={{} as never}>
            <RouterView router={router} />
          </ShellContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </StoreProvider>,
  );
  await screen.findByRole('heading');
  return history;
}

describe('the root redirect', () => {
  it.each(['/platform', '/platform/en', '/platform/int'])(
    'sends a visitor who is not signed in to the onboarding start (%s)',
    async (basePath) => {
      const history = await openRoot({ basePath, user: null });
      expect(screen.getByRole('heading').textContent).toBe('onboarding start');
      expect(history.location.pathname).toBe(`${basePath}/onboarding/start`);
    },
  );

  it('sends an anonymous visitor (the quiz) to the onboarding start', async () => {
    const history = await openRoot({ basePath: '/platform', user: { ...user, isAnonymous: true } });
    expect(history.location.pathname).toBe('/platform/onboarding/start');
  });

  it('sends a signed-in user without a company to the onboarding start', async () => {
    const history = await openRoot({ basePath: '/platform/en', user, companies: [] });
    expect(history.location.pathname).toBe('/platform/en/onboarding/start');
  });

  it('sends a user with one company to its dashboard, passing ?onboarding on', async () => {
    const company = testCompany();
    const history = await openRoot({
      basePath: '/platform/int',
      user,
      companies: [company],
      search: '?onboarding',
    });
    expect(screen.getByRole('heading').textContent).toBe('dashboard');
    expect(history.location.pathname).toBe(`/platform/int/${company.id}/dashboard`);
    expect(history.location.search).toBe('?onboarding');
  });

  it('sends a user with several companies to the company selector', async () => {
    const history = await openRoot({
      basePath: '/platform',
      user,
      companies: [testCompany(), testCompany({ id: 'BBBBBBBBBBBBBBBBBBBB' })],
    });
    expect(screen.getByRole('heading').textContent).toBe('company selector');
    expect(history.location.pathname).toBe('/platform/companies');
  });
});
