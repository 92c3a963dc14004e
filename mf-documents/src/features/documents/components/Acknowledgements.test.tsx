import { jest } from '@jest/globals';
import type { TAcknowledgements, TCompanyDocuments, TPublicAcknowledgement } from '@conform/contracts';

// jsdom has no TextEncoder; react-router needs it.
const { TextEncoder, TextDecoder } = jest.requireActual<{ TextEncoder: unknown; TextDecoder: unknown }>(
  'util',
);
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { renderInShell, serveRequests } = await import('@conform/shell-contract/testing');
const { fireEvent, screen, waitFor, within } = await import('@testing-library/react');
const { default: en } = await import('../../../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../../../locales/ro.json', { with: { type: 'json' } });
const { DocumentsPage } = await import('./DocumentsPage.tsx');
const { AcknowledgePage } = await import('./AcknowledgePage.tsx');
const { sharedApi } = await import('@conform/shell-contract');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';
const TOKEN = 'tok_0123456789abcdefghij';
const BASE = `/platform/api/documents/companies/${COMPANY_ID}/documents/POLITICA/acknowledgements`;

const documents: TCompanyDocuments = {
  companyId: COMPANY_ID,
  hasProducts: true,
  groups: [
    {
      product: 'EMPLOYEES',
      name: { ro: 'Angajați', en: 'Employees' },
      available: true,
      inProgress: false,
      refundedAt: null,
      documents: [
        {
          type: 'POLITICA',
          product: 'EMPLOYEES',
          path: 'x/POLITICA/2.pdf',
          status: 'READY',
          updatedAt: '2026-11-20T10:00:00.000Z',
          name: { ro: 'Politica internă', en: 'Internal policy' },
          description: { ro: 'Descriere', en: 'Description' },
          guide: null,
          version: 2,
          formats: ['pdf', 'docx'],
        },
      ],
    },
  ],
};

const list: TAcknowledgements = {
  type: 'POLITICA',
  currentVersion: 2,
  requests: [
    {
      id: 'r2',
      version: 2,
      contentSha256: 'a'.repeat(64),
      language: 'ro',
      createdAt: '2026-11-20T10:00:00.000Z',
      outdated: false,
      link: null,
      remindedAt: null,
      counts: { invited: 2, confirmed: 1, pending: 1, expired: 0 },
      people: [
        {
          id: 'i1',
          via: 'EMAIL',
          email: 'ana@firma.ro',
          status: 'CONFIRMED',
          fullName: 'Ana Popescu',
          confirmedAt: '2026-11-21T08:30:00.000Z',
          remindedAt: null,
        },
        {
          id: 'i2',
          via: 'EMAIL',
          email: 'mihai@firma.ro',
          status: 'PENDING',
          fullName: null,
          confirmedAt: null,
          remindedAt: null,
        },
      ],
    },
    {
      id: 'r1',
      version: 1,
      contentSha256: 'b'.repeat(64),
      language: 'ro',
      createdAt: '2026-10-01T10:00:00.000Z',
      outdated: true,
      link: null,
      remindedAt: null,
      counts: { invited: 1, confirmed: 0, pending: 0, expired: 0 },
      people: [
        {
          id: 'i0',
          via: 'EMAIL',
          email: 'dan@firma.ro',
          status: 'OUTDATED',
          fullName: null,
          confirmedAt: null,
          remindedAt: null,
        },
      ],
    },
  ],
};

async function openDialog(locale: 'ro' | 'en') {
  await renderInShell({
    namespace: 'documents',
    resources: { ro, en },
    locale,
    shell: { activeCompanyId: COMPANY_ID },
    prepare: (store) =>
      store.dispatch(sharedApi.util.upsertQueryData('companyDocuments', COMPANY_ID, documents)),
    routes: [{ path: '/:companyId/documents', element: <DocumentsPage /> }],
    path: `/${COMPANY_ID}/documents`,
  });
  const name = locale === 'ro' ? 'Politica internă' : 'Internal policy';
  const row = screen.getByRole('heading', { level: 3, name }).closest('li')!;
  fireEvent.click(
    within(row).getByRole('button', {
      name: `${locale === 'ro' ? 'Mai multe acțiuni' : 'More actions'}: ${name}`,
    }),
  );
  fireEvent.click(
    screen.getByRole('menuitem', {
      name: `${locale === 'ro' ? 'Confirmări de lectură' : 'Read confirmations'}: ${name}`,
    }),
  );
  return screen.findByRole('dialog', {
    name: `${locale === 'ro' ? 'Confirmări de lectură' : 'Read confirmations'}: ${name}`,
  });
}

describe('read confirmations (admin)', () => {
  it('lists who confirmed which version, the older version as outdated, and checks the addresses on submit (ro)', async () => {
    const asked = serveRequests(({ method, path }) =>
      method === 'GET' && path === BASE
        ? { status: 200, body: list }
        : method === 'POST' && path === BASE
          ? { status: 201, body: { requestId: 'r2', version: 2, invited: 2, alreadyInvited: 0 } }
          : { status: 404, body: { code: 'not_found' } },
    );
    const dialog = within(await openDialog('ro'));
    const current = await dialog.findByRole('region', { name: 'Versiunea 2' });
    const rows = within(current)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows[1]).toContain('ana@firma.ro');
    expect(rows[1]).toContain('Confirmat');
    expect(rows[1]).toContain('Ana Popescu');
    // When they confirmed, in Romania time, the zone said (08:30 UTC is 10:30 in Bucharest in November).
    expect(rows[1]).toContain('21 noiembrie 2026 la 10:30 (ora României)');
    expect(rows[2]).toContain('În așteptare');
    expect(within(current).getByText('1 din 2 au confirmat.')).toBeTruthy();
    const older = dialog.getByRole('region', { name: 'Versiunea 1 Versiune mai veche' });
    expect(within(older).getByText(/Documentul are o versiune mai nouă \(2\)/)).toBeTruthy();

    // An address that is not one: said under the field, nothing sent.
    const field = dialog.getByRole('textbox', { name: /Adrese de e-mail/ });
    fireEvent.change(field, { target: { value: 'ana@firma.ro\nnu-e-adresa' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Trimiteți invitațiile' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText(/Una dintre adrese nu pare să fie validă.*\(nu-e-adresa\)/)).toBeTruthy();
    expect(asked.filter((a) => a.method === 'POST')).toHaveLength(0);

    // Corrected: the addresses are sent, one per line or separated by commas, in the page's language.
    fireEvent.change(field, { target: { value: 'ana@firma.ro, Mihai@Firma.ro' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Trimiteți invitațiile' }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'POST')).toHaveLength(1));
    expect(asked.find((a) => a.method === 'POST')!.body).toEqual({
      emails: ['ana@firma.ro', 'mihai@firma.ro'],
      language: 'ro',
    });
  });

  it('creates a shareable link to copy, and says when reminders were sent too recently (en)', async () => {
    const notify = jest.fn();
    serveRequests(({ method, path }) =>
      method === 'GET' && path === BASE
        ? { status: 200, body: list }
        : path === `${BASE}/link`
          ? {
              status: 201,
              body: {
                url: `https://conform.example/platform/confirmare/${TOKEN}`,
                expiresAt: '2026-12-20T10:00:00.000Z',
              },
            }
          : path === `${BASE}/reminders`
            ? {
                status: 429,
                body: {
                  code: 'rate_limited',
                  message: 'Reminders were sent less than 24 hours ago.',
                  details: { reason: 'reminded-recently', nextAt: '2026-11-22T08:00:00.000Z' },
                },
              }
            : { status: 404, body: { code: 'not_found' } },
    );
    await renderInShell({
      namespace: 'documents',
      resources: { ro, en },
      locale: 'en',
      shell: { activeCompanyId: COMPANY_ID, notify },
      prepare: (store) =>
        store.dispatch(sharedApi.util.upsertQueryData('companyDocuments', COMPANY_ID, documents)),
      routes: [{ path: '/:companyId/documents', element: <DocumentsPage /> }],
      path: `/${COMPANY_ID}/documents`,
    });
    const row = screen.getByRole('heading', { level: 3, name: 'Internal policy' }).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'More actions: Internal policy' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Read confirmations: Internal policy' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Read confirmations: Internal policy' }));
    await dialog.findByRole('region', { name: 'Version 2' });

    fireEvent.click(dialog.getByRole('button', { name: 'Create a shareable link' }));
    const link = await dialog.findByRole('textbox', { name: 'Shareable link' });
    expect((link as HTMLInputElement).value).toBe(`https://conform.example/platform/confirmare/${TOKEN}`);
    expect(dialog.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(dialog.getByText('Works until 20 December 2026 at 12:00 (Romania time).')).toBeTruthy();

    expect(dialog.getByText('1 person has not confirmed yet.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Send reminders' }));
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(notify.mock.calls[0]![0]).toMatchObject({
      kind: 'error',
      message:
        'Reminders were sent less than 24 hours ago; you can send them again after 22 November 2026 at 10:00 (Romania time).',
    });
  });
});

describe('the public confirmation page', () => {
  const page: TPublicAcknowledgement = {
    companyName: 'Firma Exemplu SRL',
    companyCountry: 'RO',
    title: 'Politică de confidențialitate',
    version: 3,
    versionDate: '2026-11-20T10:00:00.000Z',
    language: 'ro',
    via: 'EMAIL',
    expiresAt: '2026-12-20T10:00:00.000Z',
    pdf: {
      url: '/platform/api/documents/companies/c1/files/f1?exp=1&d=inline&sig=x',
      expiresAt: '2026-11-20T10:15:00.000Z',
    },
  };
  const render = (locale: 'ro' | 'en' = 'ro') =>
    renderInShell({
      namespace: 'documents',
      resources: { ro, en },
      locale,
      routes: [{ path: '/confirmare/:token', element: <AcknowledgePage /> }],
      path: `/confirmare/${TOKEN}`,
    });

  it('shows the document to open, asks for the full name and confirms (ro)', async () => {
    const asked = serveRequests(({ method }) =>
      method === 'GET'
        ? { status: 200, body: page }
        : {
            status: 201,
            body: {
              fullName: 'Ana Popescu',
              confirmedAt: '2026-11-21T08:30:00.000Z',
              version: 3,
              contentSha256: 'a'.repeat(64),
            },
          },
    );
    await render();
    expect(
      await screen.findByText(
        'Firma Exemplu SRL vă roagă să citiți „Politică de confidențialitate”, versiunea 3 din 20 noiembrie 2026 la 12:00 (ora României), și să confirmați că l-ați citit.',
      ),
    ).toBeTruthy();
    const open = screen.getByRole('link', {
      name: 'Deschideți „Politică de confidențialitate” (PDF, într-o filă nouă)',
    });
    expect(open.getAttribute('href')).toBe(page.pdf.url);
    expect(open.getAttribute('target')).toBe('_blank');

    // No name: said at the field, nothing sent.
    const name = screen.getByRole('textbox', { name: /Numele complet/ });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm că l-am citit' }));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Scrieți numele complet (cel puțin 2 caractere).')).toBeTruthy();
    expect(asked.filter((a) => a.method === 'POST')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '  Ana Popescu ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm că l-am citit' }));
    expect(
      await screen.findByText(
        /Ana Popescu, confirmarea că ați citit „Politică de confidențialitate”, versiunea 3, a fost înregistrată pe 21 noiembrie 2026 la 10:30 \(ora României\)\./,
      ),
    ).toBeTruthy();
    expect(asked.find((a) => a.method === 'POST')).toMatchObject({
      path: '/platform/api/documents/public/acknowledgements',
      search: `?token=${TOKEN}`,
      body: { fullName: 'Ana Popescu' },
    });
  });

  it('says the version’s date in the company’s zone: a company in Germany, Berlin’s time (en)', async () => {
    serveRequests(() => ({ status: 200, body: { ...page, companyCountry: 'DE' } }));
    await render('en');
    expect(
      await screen.findByText(
        'Firma Exemplu SRL asks you to read “Politică de confidențialitate”, version 3 of 20 November 2026 at 11:00 (Central European Time), and to confirm that you have read it.',
      ),
    ).toBeTruthy();
  });

  it('says clearly why a link does not open: used, expired, newer version (en)', async () => {
    for (const [reason, title] of [
      ['used', 'The link was already used'],
      ['expired', 'The link has expired'],
      ['outdated', 'The document has a newer version'],
    ] as const) {
      serveRequests(() => ({ status: 410, body: { code: 'gone', message: 'x', details: { reason } } }));
      const { unmount } = await render('en');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(title);
      expect(screen.queryByRole('textbox')).toBeNull();
      unmount();
    }
  });
});
