import type { TCompany } from '@conform/contracts';
import type { MeetingsWidget, Notice } from '@conform/shell-contract';

const { sharedApi } = await import('@conform/shell-contract');
const { renderInShell, serveRequests, testCompany } = await import('@conform/shell-contract/testing');
const { act, fireEvent, screen, waitFor } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');

const COMPANY_ID = 'CCCCCCCCCCCCCCCCCCCC';
const MEETINGS: MeetingsWidget = {
  scriptUrl: 'https://static.meetings.example/MeetingsEmbedCode.js',
  pageUrl: 'https://meetings.example/expert?embed=true',
};

const company: TCompany = testCompany({ id: COMPANY_ID });

/** The dashboard with its contact dialog open, the meetings widget as the deployment configures it. */
async function openContact(meetings: MeetingsWidget | null = MEETINGS, locale: 'ro' | 'en' = 'en') {
  const notices: Notice[] = [];
  const { router } = await renderInShell({
    namespace: 'dashboard',
    resources: { ro, en },
    locale,
    shell: { activeCompanyId: COMPANY_ID, meetings, notify: (notice) => notices.push(notice) },
    prepare: (store) => store.dispatch(sharedApi.util.upsertQueryData('company', COMPANY_ID, company)),
    routes: [
      { path: '/', element: <main /> },
      { path: '/:companyId', children: remote.routes.company ?? [] },
      { path: '/elsewhere', element: <main /> },
    ],
    path: `/${COMPANY_ID}/dashboard/contact`,
  });
  return { router: router!, notices };
}

const script = () => document.querySelector<HTMLScriptElement>(`script[src="${MEETINGS.scriptUrl}"]`);

describe('contact dialog: the meetings widget', () => {
  it('loads the provider’s script when the dialog opens, under the container it fills', async () => {
    await openContact();
    expect(await screen.findByRole('dialog', { name: 'Contact us' })).toBeTruthy();
    const container = document.querySelector('.meetings-iframe-container');
    expect(container?.getAttribute('data-src')).toBe(MEETINGS.pageUrl);
    await waitFor(() => expect(script()).not.toBeNull());
    expect(screen.getByRole('progressbar', { name: 'Loading the meetings calendar…' })).toBeTruthy();
    // The provider puts its booking page in the container, then the script reports it has loaded.
    act(() => {
      const frame = document.createElement('iframe');
      frame.src = MEETINGS.pageUrl;
      container!.appendChild(frame);
      script()!.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByTitle('Meetings calendar').tagName).toBe('IFRAME');
  });

  it('removes the script when the dialog closes', async () => {
    const { router } = await openContact();
    await waitFor(() => expect(script()).not.toBeNull());
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COMPANY_ID}/dashboard`));
    expect(script()).toBeNull();
    expect(document.querySelector('.meetings-iframe-container')).toBeNull();
  });

  it('removes the script when the person leaves the page with the dialog open', async () => {
    const { router } = await openContact();
    await waitFor(() => expect(script()).not.toBeNull());
    await act(() => router.navigate('/elsewhere'));
    expect(script()).toBeNull();
  });

  it('on a load failure, shows the error notice once and closes the dialog', async () => {
    const { router, notices } = await openContact(MEETINGS, 'ro');
    await waitFor(() => expect(script()).not.toBeNull());
    act(() => void script()!.dispatchEvent(new Event('error')));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COMPANY_ID}/dashboard`));
    expect(notices).toEqual([
      {
        kind: 'error',
        title: 'A apărut o eroare!',
        message: 'Nu am putut încărca componenta. Vă rugăm să încercați din nou.',
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Contactați-ne' })).toBeNull();
    expect(script()).toBeNull();
  });

  it('says online scheduling is unavailable when the deployment configures no widget', async () => {
    await openContact(null);
    expect(await screen.findByText(/Online scheduling is not available right now/)).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('contact dialog: the contact request', () => {
  it('tells the onboarding service once, about the company on screen, when the dialog opens', async () => {
    // Only the contact request is answered; the dashboard's other reads fail, as without a network.
    const asked = serveRequests((request) =>
      request.path.endsWith('/contact-requests')
        ? { status: 202, body: { accepted: true } }
        : { status: 503 },
    );
    const calls = () => asked.filter((request) => request.path.endsWith('/contact-requests'));
    await openContact(null);
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeTruthy();
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(calls()[0]!.path).toBe('/platform/api/onboarding/contact-requests');
    expect(calls()[0]!.method).toBe('POST');
    expect(calls()[0]!.body).toEqual({ companyId: COMPANY_ID });
  });
});
