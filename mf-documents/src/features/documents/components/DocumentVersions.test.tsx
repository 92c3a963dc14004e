import { jest } from '@jest/globals';
import type { TCompanyDocuments, TDocumentVersions } from '@conform/contracts';

// jsdom has no TextEncoder; react-router needs it.
const { TextEncoder, TextDecoder } = jest.requireActual<{ TextEncoder: unknown; TextDecoder: unknown }>(
  'util',
);
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { renderInShell, serveRequests, testCompany } = await import('@conform/shell-contract/testing');
const { fireEvent, screen, within } = await import('@testing-library/react');
const { default: en } = await import('../../../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../../../locales/ro.json', { with: { type: 'json' } });
const { DocumentsPage } = await import('./DocumentsPage.tsx');
const { sharedApi } = await import('@conform/shell-contract');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';

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
          updatedAt: '2026-11-21T08:30:00.000Z',
          name: { ro: 'Politica internă', en: 'Internal policy' },
          description: { ro: 'Descriere', en: 'Description' },
          guide: null,
          version: 2,
          formats: ['pdf'],
        },
      ],
    },
  ],
};

const versions: TDocumentVersions = {
  versions: [
    {
      version: 1,
      // 22:30 UTC on 31 October is already 1 November in Romania (winter time, UTC+2).
      createdAt: '2026-10-31T22:30:00.000Z',
      language: 'ro',
      formats: ['pdf'],
      changes: { first: true, added: [], removed: [], changed: [] },
      reason: null,
    },
    {
      version: 2,
      createdAt: '2026-11-21T08:30:00.000Z',
      language: 'ro',
      formats: ['pdf'],
      changes: { first: false, added: [], removed: [], changed: ['Retention'] },
      // Made by a legal update's wave: the service gives the reason in the words of the PDF's history.
      reason: {
        ro: 'Actualizare legislativă: Politica internă: versiunea 4 a modelului',
        en: 'Legal update: Internal policy: version 4 of the template',
      },
    },
  ],
};

/** The history of the document's versions, opened from its row's menu, for a company in `country`. */
async function openHistory(locale: 'ro' | 'en', country = 'RO') {
  serveRequests(({ method, path }) =>
    method === 'GET' && path === `/platform/api/documents/companies/${COMPANY_ID}/documents/POLITICA/versions`
      ? { status: 200, body: versions }
      : { status: 404, body: { code: 'not_found' } },
  );
  await renderInShell({
    namespace: 'documents',
    resources: { ro, en },
    locale,
    shell: { activeCompanyId: COMPANY_ID },
    company: testCompany({ info: { country } }),
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
  fireEvent.click(screen.getByRole('menuitem', { name: /^(Version|Versiunea) 2 · / }));
  await screen.findByText(/^(Version|Versiunea) 1, /);
}

describe('a document’s version history', () => {
  it('says when each version was made, in Romania time, with the zone (en)', async () => {
    await openHistory('en');
    expect(screen.getByText(/^Version 2, 21 November 2026 at 10:30 \(Romania time\)/)).toBeTruthy();
    expect(screen.getByText(/^Version 1, 1 November 2026 at 00:30 \(Romania time\)/)).toBeTruthy();
  });

  it('for a company in Germany, in Berlin’s time, with its zone (en, ro)', async () => {
    await openHistory('en', 'DE');
    expect(screen.getByText(/^Version 2, 21 November 2026 at 09:30 \(Central European Time\)/)).toBeTruthy();
    // 22:30 UTC on 31 October is 23:30 in Berlin: still 31 October there.
    expect(screen.getByText(/^Version 1, 31 October 2026 at 23:30 \(Central European Time\)/)).toBeTruthy();
  });

  it('in Romanian: "ora României"', async () => {
    await openHistory('ro');
    expect(screen.getByText(/^Versiunea 2, 21 noiembrie 2026 la 10:30 \(ora României\)/)).toBeTruthy();
  });

  it('says why a version was made: a legal update, by its title (en, ro); none for the first', async () => {
    await openHistory('en');
    expect(screen.getByText('Why: Legal update: Internal policy: version 4 of the template')).toBeTruthy();
    expect(screen.getAllByText(/^Why: /)).toHaveLength(1);
  });

  it('in Romanian: "Motivul: Actualizare legislativă: …"', async () => {
    await openHistory('ro');
    expect(
      screen.getByText('Motivul: Actualizare legislativă: Politica internă: versiunea 4 a modelului'),
    ).toBeTruthy();
  });
});
