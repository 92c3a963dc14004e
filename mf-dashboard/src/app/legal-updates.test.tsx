import type { TCompany, TCompanyLegalUpdate, TCompanyLegalUpdates } from '@conform/contracts';

const { sharedApi } = await import('@conform/shell-contract');
const { renderInShell, serveRequests, testCompany } = await import('@conform/shell-contract/testing');
const { fireEvent, screen, waitFor, within } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');

const COMPANY_ID = 'LLLLLLLLLLLLLLLLLLLL';
const company: TCompany = testCompany({ id: COMPANY_ID, products: { purchased: ['EMPLOYEES'] } });

const UPDATE: TCompanyLegalUpdate = {
  id: 'u-notice-4',
  kind: 'CONTENT',
  title: {
    ro: 'Nota de informare a angajaților: versiunea 4 a modelului',
    en: 'Employee privacy notice: version 4 of the template',
  },
  summary: {
    ro: 'nota explică acum cum se exercită dreptul de acces.',
    en: 'the notice now explains how the right of access is exercised.',
  },
  sources: ['GDPR Art. 15'],
  effective: '2026-12-01',
  confirmedAt: null,
  preview: false,
  documents: [
    {
      type: 'NOTA_INFORMARE_ANGAJATI',
      name: { ro: 'Nota de informare a angajaților', en: 'Employee privacy notice' },
      blanks: 1,
      diff: {
        from: 2,
        to: 3,
        sections: [
          {
            id: 'rights',
            title: 'Your rights',
            change: 'changed',
            parts: [
              { op: 'same', text: 'You may ask ' },
              { op: 'removed', text: 'by letter ' },
              { op: 'added', text: 'by e-mail or by letter ' },
            ],
          },
        ],
      },
    },
  ],
};
const CONFIRMED: TCompanyLegalUpdate = {
  ...UPDATE,
  id: 'u-old',
  title: { ro: 'O actualizare citită', en: 'An update already read' },
  confirmedAt: '2026-11-02T10:00:00.000Z',
};

/** A legal figure's change announced ahead: its redline is a preview of the text on its day. */
const ANNOUNCED: TCompanyLegalUpdate = {
  id: 'u-breach-96',
  kind: 'PARAMETER',
  title: {
    ro: 'Termenul de notificare a încălcărilor securității datelor: 96 de ore',
    en: 'The breach notification deadline: 96 hours',
  },
  summary: {
    ro: 'Termenul de notificare a încălcărilor securității datelor se schimbă de la 72 de ore la 96 de ore.',
    en: 'The breach notification deadline changes from 72 hours to 96 hours.',
  },
  sources: ['Article 33(1) GDPR'],
  effective: '2027-01-15',
  confirmedAt: null,
  preview: true,
  documents: [
    {
      type: 'POLITICA_INCALCARI_SECURITATE',
      name: { ro: 'Procedura privind încălcările securității datelor', en: 'Breach procedure' },
      blanks: 0,
      diff: {
        from: 1,
        to: 2,
        sections: [
          {
            id: 'authority',
            title: 'Notifying the authority',
            change: 'changed',
            parts: [
              { op: 'same', text: 'within ' },
              { op: 'removed', text: '72 ' },
              { op: 'added', text: '96 ' },
              { op: 'same', text: 'hours' },
            ],
          },
        ],
      },
    },
    {
      type: 'GHID_UTILIZARE_DOCUMENTE',
      name: { ro: 'Ghidul de utilizare', en: 'User guide' },
      blanks: 0,
      diff: null,
    },
  ],
};

/** The dashboard, the documents service answering the company's legal updates. */
async function renderDashboard(locale: 'ro' | 'en', updates: TCompanyLegalUpdate[]) {
  let current = updates;
  const asked = serveRequests(({ method, path }) => {
    if (method === 'GET' && path.endsWith('/legal-updates'))
      return { status: 200, body: { updates: current } satisfies TCompanyLegalUpdates };
    if (method === 'POST' && path.endsWith('/confirm')) {
      current = current.map((u) => ({ ...u, confirmedAt: '2026-12-02T09:00:00.000Z' }));
      return { status: 204 };
    }
    return { status: 404 };
  });
  await renderInShell({
    namespace: 'dashboard',
    resources: { ro, en },
    locale,
    shell: { activeCompanyId: COMPANY_ID },
    prepare: (store) => store.dispatch(sharedApi.util.upsertQueryData('company', COMPANY_ID, company)),
    routes: [{ path: '/:companyId', children: remote.routes.company ?? [] }],
    path: `/${COMPANY_ID}/dashboard`,
  });
  return asked;
}

describe('the dashboard’s legal update notice', () => {
  it('lists the updates not confirmed yet, shows each document’s redline, and confirms one', async () => {
    const asked = await renderDashboard('en', [UPDATE, CONFIRMED]);
    const notice = await screen.findByRole('heading', { level: 3, name: UPDATE.title.en });
    const update = notice.closest('article')!;
    expect(within(update).getByText('Applies from 1 December 2026.')).toBeTruthy();
    expect(within(update).getByText(UPDATE.summary.en)).toBeTruthy();
    expect(screen.getByText('Legal update')).toBeTruthy();
    // An update already read is not shown again.
    expect(screen.queryByText(CONFIRMED.title.en)).toBeNull();
    // A new question the update asks: the "to complete" list, on the documents page.
    expect(within(update).getByText(/One updated document has a new question/)).toBeTruthy();
    expect(
      within(update).getByRole('link', { name: 'See what is left to complete' }).getAttribute('href'),
    ).toBe(`/${COMPANY_ID}/documents`);

    const see = within(update).getByRole('button', { name: 'See the changes' });
    expect(see.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(see);
    const changes = within(update).getByRole('region', { name: `The changes made by “${UPDATE.title.en}”` });
    expect(within(changes).getByRole('heading', { level: 4, name: 'Employee privacy notice' })).toBeTruthy();
    expect(changes.querySelector('del')?.textContent).toBe('by letter ');
    expect(changes.querySelector('ins')?.textContent).toBe('by e-mail or by letter ');

    fireEvent.click(within(update).getByRole('button', { name: 'I have read it' }));
    await waitFor(() => expect(screen.queryByText(UPDATE.title.en)).toBeNull());
    expect(asked.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/platform/api/documents/companies/${COMPANY_ID}/legal-updates/${UPDATE.id}/confirm`,
        body: {},
      },
    ]);
  });

  it('in Romanian', async () => {
    await renderDashboard('ro', [UPDATE]);
    const notice = await screen.findByRole('heading', { level: 3, name: UPDATE.title.ro });
    const update = notice.closest('article')!;
    expect(screen.getByText('Actualizare legislativă')).toBeTruthy();
    expect(within(update).getByText('Se aplică de la 1 decembrie 2026.')).toBeTruthy();
    expect(within(update).getByText(UPDATE.summary.ro)).toBeTruthy();
    expect(within(update).getByRole('button', { name: 'Vezi modificările' })).toBeTruthy();
    expect(within(update).getByRole('button', { name: 'Am luat la cunoștință' })).toBeTruthy();
  });

  it('an update announced ahead: the day it applies from, and a preview of the changes', async () => {
    await renderDashboard('en', [ANNOUNCED]);
    const notice = await screen.findByRole('heading', {
      level: 3,
      name: `${ANNOUNCED.title.en} (preview)`,
    });
    const update = notice.closest('article')!;
    expect(
      within(update).getByText(
        'Applies from 15 January 2027. Your documents will be made again on that day; the changes shown are a preview.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(update).getByRole('button', { name: 'See the changes' }));
    const changes = within(update).getByRole('region', {
      name: `A preview of the changes made by “${ANNOUNCED.title.en}”`,
    });
    expect(changes.querySelector('del')?.textContent).toBe('72 ');
    expect(changes.querySelector('ins')?.textContent).toBe('96 ');
    expect(within(changes).getByText("This document's text does not change.")).toBeTruthy();
  });

  it('an update announced ahead, in Romanian', async () => {
    await renderDashboard('ro', [ANNOUNCED]);
    const notice = await screen.findByRole('heading', {
      level: 3,
      name: `${ANNOUNCED.title.ro} (previzualizare)`,
    });
    const update = notice.closest('article')!;
    expect(
      within(update).getByText(
        'Se aplică de la 15 ianuarie 2027. Documentele vor fi generate din nou la această dată; modificările de mai jos sunt o previzualizare.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(update).getByRole('button', { name: 'Vezi modificările' }));
    expect(
      within(update).getByRole('region', {
        name: `Previzualizarea modificărilor aduse de „${ANNOUNCED.title.ro}”`,
      }),
    ).toBeTruthy();
  });

  it('shows nothing when every update was read', async () => {
    await renderDashboard('en', [CONFIRMED]);
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Legal update')).toBeNull();
  });
});
