/**
 * The navigation guard (docs/spec/behaviour.md §4): a page that needs sign-in sends a visitor to the sign-in
 * page with the path they asked for; a signed-in user passes, or accepts the terms first.
 */
import type { TUser } from '@conform/contracts';

const { Outlet, useLocation } = await import('@conform/shell-contract');
const { renderInShell, serveRequests } = await import('@conform/shell-contract/testing');
const { screen } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { Guarded } = await import('./Layout.tsx');

const COMPANY = 'AAAAAAAAAAAAAAAAAAAA';
const user: TUser = {
  uid: 'u1',
  name: 'Ana',
  email: 'ana@example.ro',
  isAnonymous: false,
  avatarUrl: null,
  hasConsentedTerms: true,
};

/** A page saying where it is, with its query. */
function Here({ name }: { name: string }) {
  const { search } = useLocation();
  return <h1>{`${name}${search}`}</h1>;
}

async function open(path: string, signedIn: TUser | null) {
  serveRequests(() => ({ status: 200, body: { user: signedIn } }));
  const view = await renderInShell({
    namespace: 'shell',
    resources: { ro, en },
    path,
    routes: [
      {
        path: '/',
        element: <Guarded />,
        children: [
          { path: 'auth', element: <Here name="sign-in" /> },
          { path: 'terms', element: <Here name="terms" /> },
          { path: 'faq', element: <Here name="faq" /> },
          {
            path: ':companyId',
            handle: { requiresAuth: true },
            element: <Outlet />,
            children: [{ path: 'documents', element: <Here name="documents" /> }],
          },
        ],
      },
    ],
  });
  await screen.findByRole('heading');
  return view;
}

describe('the navigation guard', () => {
  it('sends a visitor from a private page to sign in, with the path asked for to return to', async () => {
    const { router } = await open(`/${COMPANY}/documents?status=ready`, null);
    expect(screen.getByRole('heading').textContent).toBe(
      `sign-in?returnUrl=${encodeURIComponent(`/${COMPANY}/documents?status=ready`)}`,
    );
    expect(router!.state.location.pathname).toBe('/auth');
  });

  it('treats an anonymous user (the quiz) as not signed in', async () => {
    await open(`/${COMPANY}/documents`, { ...user, isAnonymous: true });
    expect(screen.getByRole('heading').textContent).toMatch(/^sign-in\?returnUrl=/);
  });

  it('lets a signed-in user through to the private page', async () => {
    const { router } = await open(`/${COMPANY}/documents`, user);
    expect(screen.getByRole('heading').textContent).toBe('documents');
    expect(router!.state.location.pathname).toBe(`/${COMPANY}/documents`);
  });

  it('asks a signed-in user who has not accepted the terms to accept them first, not on the legal pages', async () => {
    await open(`/${COMPANY}/documents`, { ...user, hasConsentedTerms: false });
    expect(screen.getByRole('heading').textContent).toBe(
      `terms?returnUrl=${encodeURIComponent(`/${COMPANY}/documents`)}`,
    );
  });

  it('shows a public page to a visitor', async () => {
    await open('/faq', null);
    expect(screen.getByRole('heading').textContent).toBe('faq');
  });
});
