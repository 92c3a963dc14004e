import { jest } from '@jest/globals';
import type { TCompanyDocument, TCompanyDocuments, TDocumentStatus, TToComplete } from '@conform/contracts';

// jsdom has no TextEncoder; react-router needs it.
const { TextEncoder, TextDecoder } = jest.requireActual<{ TextEncoder: unknown; TextDecoder: unknown }>(
  'util',
);
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { renderInShell, serveRequests, testCompany } = await import('@conform/shell-contract/testing');
const { act, fireEvent, screen, waitFor, within } = await import('@testing-library/react');
const { default: en } = await import('../../../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../../../locales/ro.json', { with: { type: 'json' } });
const { DocumentsPage } = await import('./DocumentsPage.tsx');
const { sharedApi } = await import('@conform/shell-contract');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';

function doc(type: string, status: TDocumentStatus, path: string | null = null): TCompanyDocument {
  return {
    type,
    product: 'EMPLOYEES',
    path,
    status,
    updatedAt: '2026-01-01T00:00:00.000Z',
    name: { ro: `Nume ${type}`, en: `Name ${type}` },
    description: { ro: `Descriere ${type}`, en: `Description ${type}` },
    guide: null,
    version: path ? 1 : null,
    formats: path ? ['pdf', 'docx'] : [],
  };
}

async function renderPage(data: TCompanyDocuments, locale: 'ro' | 'en' = 'en', query = '') {
  return renderInShell({
    namespace: 'documents',
    resources: { ro, en },
    locale,
    shell: { activeCompanyId: COMPANY_ID },
    company: testCompany(),
    prepare: (store) => store.dispatch(sharedApi.util.upsertQueryData('companyDocuments', COMPANY_ID, data)),
    routes: [{ path: '/:companyId/documents', element: <DocumentsPage /> }],
    path: `/${COMPANY_ID}/documents${query}`,
  });
}

/** A document's row (a card on a phone), found by its title. */
const rowOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

/** Opens a document's menu of other actions and gives it. */
function menuOf(name: string) {
  fireEvent.click(within(rowOf(name)).getByRole('button', { name: `More actions: ${name}` }));
  return screen.getByRole('menu', { name: `More actions: ${name}` });
}

describe('documents page', () => {
  it('shows each status as docs/spec/behaviour.md §4 says: spinner, red error, lock with tooltip, fill-in button, download', async () => {
    await renderPage({
      companyId: COMPANY_ID,
      hasProducts: true,
      groups: [
        {
          product: 'EMPLOYEES',
          name: { ro: 'Angajați', en: 'Employees' },
          available: true,
          inProgress: true,
          refundedAt: null,
          documents: [
            doc('A_PROCESSING', 'PROCESSING'),
            doc('B_ERROR', 'ERROR'),
            doc('C_LOCKED', 'LOCKED'),
            doc('D_NOT_CONFIGURED', 'NOT_CONFIGURED'),
            doc('E_READY_PDF', 'READY', 'x/E/1.pdf'),
            doc('F_READY_DOCX', 'READY', 'x/F/1.docx'),
            { ...doc('G_ARCHIVE', 'READY'), formats: ['zip'] },
          ],
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(
      within(rowOf('Name A_PROCESSING')).getByRole('progressbar', { name: 'Being generated' }),
    ).toBeTruthy();
    expect(within(rowOf('Name B_ERROR')).getByText('Generation failed')).toBeTruthy();
    // The tooltip shows on hover and focus; screen readers get it as the lock's description.
    const tooltip = within(rowOf('Name C_LOCKED')).getByRole('tooltip', { hidden: true });
    expect(tooltip.textContent).toBe('Buy the package to unlock this document.');
    expect(tooltip.closest('[tabindex="0"]')?.getAttribute('aria-describedby')).toBe(tooltip.id);
    // One primary action for a ready document, the PDF; the others in its menu.
    expect(
      within(rowOf('Name E_READY_PDF')).getByRole('button', { name: 'Download PDF: Name E_READY_PDF' }),
    ).toBeTruthy();
    expect(within(rowOf('Name E_READY_PDF')).getByText('Ready')).toBeTruthy();
    // Preview only for PDFs (docs/spec/behaviour.md §4); every ready document also comes as an editable Word file.
    expect(
      within(menuOf('Name E_READY_PDF'))
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('aria-label') ?? item.textContent),
    ).toEqual([
      'Download Name E_READY_PDF as an editable Word document',
      'Preview Name E_READY_PDF',
      'Version 1 · version history',
      // Staff asked to read the ready PDF and confirm it.
      'Read confirmations: Name E_READY_PDF',
    ]);
    expect(screen.getByRole('button', { name: 'Download PDF: Name F_READY_DOCX' })).toBeTruthy();
    expect(
      within(menuOf('Name F_READY_DOCX')).queryByRole('menuitem', { name: 'Preview Name F_READY_DOCX' }),
    ).toBeNull();
    // The archive is one ZIP download: no PDF, Word or preview of its own.
    const archive = within(rowOf('Name G_ARCHIVE'));
    expect(
      archive.getByRole('button', {
        name: 'Download ZIP archive with PDF and Word for every ready document',
      }),
    ).toBeTruthy();
    expect(archive.getAllByRole('button')).toHaveLength(1);
    // A locked or unfilled document can be seen as a sample, from its menu.
    expect(
      within(menuOf('Name C_LOCKED')).getByRole('menuitem', { name: 'See a sample of Name C_LOCKED' }),
    ).toBeTruthy();
    expect(
      within(menuOf('Name D_NOT_CONFIGURED')).getByRole('menuitem', {
        name: 'See a sample of Name D_NOT_CONFIGURED',
      }),
    ).toBeTruthy();
    // A locked document's one action is buying its package.
    expect(
      within(rowOf('Name C_LOCKED'))
        .getByRole('link', { name: 'Buy the package to unlock Name C_LOCKED' })
        .getAttribute('href'),
    ).toBe(`/${COMPANY_ID}/checkout`);
    // Being generated or failed: nothing to press.
    expect(within(rowOf('Name A_PROCESSING')).queryByRole('button')).toBeNull();
    expect(within(rowOf('Name B_ERROR')).queryByRole('button')).toBeNull();
    // While something is being generated, generating again is not offered.
    expect(screen.getByRole('button', { name: 'Generate documents' }).hasAttribute('disabled')).toBe(true);

    const fillIn = within(rowOf('Name D_NOT_CONFIGURED')).getByRole('link', { name: /^Fill in the details/ });
    expect(fillIn.getAttribute('href')).toBe(`/${COMPANY_ID}/dashboard`);
  });

  it('shows the no-products header, a preview badge with a buy link, in Romanian', async () => {
    await renderPage(
      {
        companyId: COMPANY_ID,
        hasProducts: false,
        groups: [
          {
            product: 'CCTV',
            name: { ro: 'Supraveghere video', en: 'Video surveillance' },
            available: false,
            inProgress: false,
            refundedAt: null,
            documents: [doc('G_LOCKED', 'LOCKED')],
          },
        ],
      },
      'ro',
    );
    expect(await screen.findByRole('heading', { name: 'Nu aveți încă niciun pachet' })).toBeTruthy();
    const group = screen.getByRole('region', { name: /Supraveghere video/ });
    expect(within(group).getByText('Previzualizare')).toBeTruthy();
    expect(within(group).getByRole('link', { name: 'Cumpără pachetul' }).getAttribute('href')).toBe(
      `/${COMPANY_ID}/checkout`,
    );
    expect(screen.getByRole('link', { name: /Înapoi la panoul de control/ }).getAttribute('href')).toBe(
      `/${COMPANY_ID}/dashboard`,
    );
    expect(screen.getByRole('button', { name: 'Generează documentele' }).hasAttribute('disabled')).toBe(
      false,
    );
  });
});

describe('documents page after a refund', () => {
  // What the service answers for a refunded package: locked documents that keep their record
  // (a version number) but offer no file.
  const refunded = (locale: 'ro' | 'en') =>
    renderPage(
      {
        companyId: COMPANY_ID,
        hasProducts: false,
        groups: [
          {
            product: 'EMPLOYEES',
            name: { ro: 'Angajați', en: 'Employees' },
            available: false,
            inProgress: false,
            // 22:30 UTC on 27 November is 28 November in Romania.
            refundedAt: '2026-11-27T22:30:00.000Z',
            documents: [{ ...doc('A_NOTICE', 'LOCKED'), version: 2 }],
          },
        ],
      },
      locale,
    );

  it('shows the refunded package locked, with when and why, and no file to download', async () => {
    await refunded('ro');
    const group = await screen.findByRole('region', { name: /^Angajați/ });
    expect(within(group).getByRole('heading', { level: 2 }).textContent).toBe('AngajațiRambursat');
    expect(group.textContent).toContain(
      'Pachetul a fost rambursat la data de 28 noiembrie 2026; documentele sale nu mai sunt disponibile. Cumpărați-l din nou pentru a le debloca.',
    );
    // Not "not purchased yet": it was.
    expect(group.textContent).not.toContain('Pachetul nu este cumpărat încă');
    expect(within(group).getByRole('link', { name: 'Cumpără din nou pachetul' }).getAttribute('href')).toBe(
      `/${COMPANY_ID}/dashboard`,
    );
    const row = within(rowOf('Nume A_NOTICE'));
    expect(row.getByText('Blocat')).toBeTruthy();
    // Its earlier versions are not offered either: their files are not served.
    expect(row.queryByText(/versiun/i)).toBeNull();
    expect(row.queryByRole('button', { name: /Descarcă/ })).toBeNull();
    // Its one action: buying the package again, from the dashboard.
    expect(
      row
        .getByRole('link', { name: 'Cumpără din nou pachetul pentru a debloca Nume A_NOTICE' })
        .getAttribute('href'),
    ).toBe(`/${COMPANY_ID}/dashboard`);
  });

  it('says so in English', async () => {
    await refunded('en');
    const group = await screen.findByRole('region', { name: /^Employees/ });
    expect(group.textContent).toContain(
      'This package was refunded on 28 November 2026; its documents are no longer available. Buy it again to unlock them.',
    );
    expect(within(group).getByRole('link', { name: 'Buy the package again' })).toBeTruthy();
  });
});

describe('a document’s versions, compared', () => {
  const page = (): TCompanyDocuments => ({
    companyId: COMPANY_ID,
    hasProducts: true,
    groups: [
      {
        product: 'EMPLOYEES',
        name: { ro: 'Angajați', en: 'Employees' },
        available: true,
        inProgress: false,
        refundedAt: null,
        documents: [{ ...doc('A_NOTICE', 'READY', 'x/A/2.pdf'), version: 2 }],
      },
    ],
  });
  const version = (n: number, first: boolean) => ({
    version: n,
    createdAt: `2026-11-2${n}T10:00:00.000Z`,
    language: 'ro' as const,
    formats: ['pdf' as const],
    changes: { first, added: [], removed: [], changed: first ? [] : ['Contact'] },
    reason: null,
  });
  const serve = () =>
    serveRequests(({ path }) =>
      path.endsWith('/versions')
        ? { status: 200, body: { versions: [version(2, false), version(1, true)] } }
        : path.endsWith('/versions/1/diff/2')
          ? {
              status: 200,
              body: {
                from: 1,
                to: 2,
                sections: [
                  {
                    id: 'contact',
                    title: 'Contact <b>',
                    change: 'changed',
                    parts: [
                      { op: 'same', text: 'Ne puteți scrie la ' },
                      { op: 'removed', text: 'vechi@exemplu.ro' },
                      { op: 'added', text: '<img src=x onerror=alert(1)>nou@exemplu.ro' },
                      { op: 'same', text: '.' },
                    ],
                  },
                ],
              },
            }
          : { status: 404, body: { code: 'not_found' } },
    );

  it('shows the words deleted struck through and the words added underlined, said in words to a screen reader (ro)', async () => {
    const asked = serve();
    await renderPage(page(), 'ro');
    const row = within(rowOf('Nume A_NOTICE'));
    const more = row.getByRole('button', { name: 'Mai multe acțiuni: Nume A_NOTICE' });
    fireEvent.click(more);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Versiunea 2 · istoricul versiunilor' }));
    // The history opens below the row and takes the focus.
    const history = await row.findByRole('region', { name: 'Versiunea 2 · istoricul versiunilor' });
    expect(document.activeElement).toBe(history);
    // The first version has nothing before it to compare with: one button, on version 2.
    const compare = await row.findByRole('button', { name: 'Compară cu versiunea anterioară (versiunea 2)' });
    expect(row.getAllByRole('button', { name: /Compară/ })).toHaveLength(1);
    expect(compare.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(compare);
    const redline = await row.findByRole('region', {
      name: 'Ce s-a modificat de la versiunea 1 la versiunea 2',
    });
    await within(redline).findByRole('heading', { level: 5 });
    expect(asked.map((a) => a.path)).toContain(
      `/platform/api/documents/companies/${COMPANY_ID}/documents/A_NOTICE/versions/1/diff/2`,
    );
    expect(within(redline).getByRole('heading', { level: 5 }).textContent).toBe(
      'Contact <b> (secțiune modificată)',
    );
    const removed = redline.querySelector('del')!;
    const added = redline.querySelector('ins')!;
    expect(removed.textContent).toBe('șters: vechi@exemplu.ro');
    expect(added.textContent).toBe('adăugat: <img src=x onerror=alert(1)>nou@exemplu.ro');
    // What a user typed stays text: no element came from it.
    expect(redline.querySelector('img, b')).toBeNull();
    expect(row.getByRole('button', { name: 'Ascunde comparația' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    // Closed, the focus goes back to the row's menu.
    fireEvent.click(row.getByRole('button', { name: 'Închide istoricul' }));
    expect(row.queryByRole('region', { name: 'Versiunea 2 · istoricul versiunilor' })).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it('says it in English', async () => {
    serve();
    await renderPage(page(), 'en');
    const row = within(rowOf('Name A_NOTICE'));
    fireEvent.click(
      within(menuOf('Name A_NOTICE')).getByRole('menuitem', { name: 'Version 2 · version history' }),
    );
    fireEvent.click(
      await row.findByRole('button', { name: 'Compare with the previous version (version 2)' }),
    );
    const redline = await row.findByRole('region', { name: 'What changed from version 1 to version 2' });
    await within(redline).findByRole('heading', { level: 5 });
    expect(redline.querySelector('del')!.textContent).toBe('deleted: vechi@exemplu.ro');
    expect(redline.querySelector('ins')!.textContent).toContain('added: ');
    expect(redline.textContent).toContain('Deleted words are struck through, added words are underlined.');
  });
});

/**
 * Whether a name says the shown words, in order and together, as axe-core's label-content-name-mismatch
 * reads it: letters without diacritics, case and punctuation ignored, words in parentheses not counted.
 */
function containsWords(name: string, shown: string): boolean {
  const words = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\([^()]*\)/g, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const [all, part] = [words(name), words(shown)];
  return all.some((_, start) => part.every((word, i) => all[start + i] === word));
}

describe('documents page, for speech input and screen readers', () => {
  it.each(['ro', 'en'] as const)(
    'names every action with the words it shows (WCAG 2.5.3 label in name), in %s',
    async (locale) => {
      await renderPage(
        {
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
                doc('C_LOCKED', 'LOCKED'),
                doc('D_NOT_CONFIGURED', 'NOT_CONFIGURED'),
                { ...doc('E_NOTICE', 'READY', 'x/E/1.pdf'), formats: ['pdf', 'docx', 'xlsx'] },
                { ...doc('G_ALL', 'READY'), formats: ['zip'] },
              ],
            },
          ],
        },
        locale,
      );
      await screen.findByRole('heading', { level: 1 });
      // The rows' actions, those in their menus included (kept in the page, hidden, while closed).
      const actions = Array.from(
        document.querySelectorAll('main li a[aria-label], main li button[aria-label]'),
      );
      expect(actions.length).toBeGreaterThanOrEqual(12);
      const mismatched = actions
        .map((action) => ({ shown: action.textContent, name: action.getAttribute('aria-label')! }))
        .filter(({ shown, name }) => !containsWords(name, shown));
      expect(mismatched).toEqual([]);
    },
  );
});

describe('documents page while documents are made again', () => {
  const group = (documents: TCompanyDocument[]) => ({
    companyId: COMPANY_ID,
    hasProducts: true,
    groups: [
      {
        product: 'EMPLOYEES',
        name: { ro: 'Angajați', en: 'Employees' },
        available: true,
        inProgress: true,
        refundedAt: null,
        documents,
      },
    ],
  });

  it('says the documents are out of date and being regenerated when an earlier file exists', async () => {
    await renderPage(
      group([doc('A_NOTE', 'PROCESSING', 'x/A/1.pdf'), doc('B_FORM', 'READY', 'x/B/1.pdf')]),
      'ro',
    );
    const status = await screen.findByRole('status');
    expect(status.textContent).toMatch(/^Documentele se actualizeazăDatele companiei s-au schimbat/);
    expect(within(rowOf('Nume A_NOTE')).getByRole('progressbar', { name: 'Se actualizează' })).toBeTruthy();
  });

  it('says they are being generated when there is no earlier file, and says nothing once all are done', async () => {
    await renderPage(group([doc('A_NOTE', 'PROCESSING')]));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Your documents are being generated/);
    document.body.innerHTML = '';
    await renderPage(group([doc('A_NOTE', 'READY', 'x/A/1.pdf')]));
    await screen.findByRole('button', { name: 'Download PDF: Name A_NOTE' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('documents page: what is left to complete', () => {
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
        documents: [doc('NOTICE', 'READY', 'x/N/1.pdf'), doc('GUIDE', 'READY', 'x/G/1.pdf')],
      },
    ],
  };

  const q = (
    fields: Pick<TToComplete['questions'][number], 'label' | 'count' | 'documents' | 'place'> &
      Partial<TToComplete['questions'][number]>,
  ): TToComplete['questions'][number] => ({ subjects: [], byDesign: false, ...fields });

  it('lists each missing fact once, with the documents it appears in by name, and where to fill it in', async () => {
    const asked = serveRequests(() => ({
      status: 200,
      body: {
        companyId: COMPANY_ID,
        questions: [
          q({
            label: 'adresa de e-mail de contact',
            count: 3,
            documents: ['NOTICE', 'GUIDE'],
            place: 'contact',
          }),
          q({ label: 'Telefon', count: 1, documents: ['GUIDE'], place: 'contact' }),
        ],
      },
    }));
    await renderPage(documents, 'ro');
    const panel = await screen.findByRole('region', { name: 'De completat' });
    expect(panel.textContent).toContain('Documentele conțin 2 informații pe care nu le-ați dat încă.');
    const items = within(within(panel).getByRole('list', { name: 'Informațiile de completat' })).getAllByRole(
      'listitem',
    );
    expect(items.map((i) => i.textContent)).toEqual([
      'adresa de e-mail de contactApare în: Nume NOTICE; Nume GUIDECompletați în datele companiei: date de contact',
      'TelefonApare în: Nume GUIDECompletați în datele companiei: date de contact',
    ]);
    expect(
      within(panel).getByRole('link', { name: 'Deschideți datele companiei' }).getAttribute('href'),
    ).toBe(`/${COMPANY_ID}/configurator/info`);
    expect(asked.map((a) => a.path)).toContain(`/platform/api/documents/companies/${COMPANY_ID}/to-complete`);
  });

  it('links each question to where it is answered, and keeps the lines left for signing apart, closed', async () => {
    serveRequests(() => ({
      status: 200,
      body: {
        companyId: COMPANY_ID,
        questions: [
          q({
            label: 'the recipients in India and the safeguard for each',
            count: 2,
            documents: ['NOTICE'],
            place: 'processors',
          }),
          q({
            label: 'whether the people concerned are vulnerable',
            count: 5,
            documents: ['NOTICE'],
            place: 'subject',
            subjects: ['EMPLOYEES', 'CANDIDATES'],
          }),
          q({
            label: 'whether the processing is occasional and without risk to data subjects',
            count: 1,
            documents: ['GUIDE'],
            place: 'none',
          }),
          q({ label: 'the check-in and check-out times', count: 1, documents: ['TERMS'], place: 'terms' }),
          q({
            label: "the company's websites, apps and other online channels, with the address of each",
            count: 2,
            documents: ['POLICY'],
            place: 'channels',
          }),
          q({ label: 'Signature', count: 4, documents: ['NOTICE'], place: 'signer', byDesign: true }),
        ],
      },
    }));
    await renderPage(documents, 'en');
    const panel = await screen.findByRole('region', { name: 'To complete' });
    // Five questions: the signature line is not one.
    expect(panel.textContent).toContain('The documents contain 5 pieces of information');
    const list = within(panel).getByRole('list', { name: 'Information to complete' });
    const item = (label: string) => within(list).getByText(label).closest('li')!;
    expect(
      within(item('the recipients in India and the safeguard for each'))
        .getByRole('link', { name: 'Answer it in the company data: processors' })
        .getAttribute('href'),
    ).toBe(`/${COMPANY_ID}/configurator/info#processors`);
    expect(
      within(item("the company's websites, apps and other online channels, with the address of each"))
        .getByRole('link', { name: 'Answer it in the company data: online channels' })
        .getAttribute('href'),
    ).toBe(`/${COMPANY_ID}/configurator/info#channels`);
    expect(
      within(item('the check-in and check-out times'))
        .getByRole('link', { name: 'Answer it in the company data: commercial terms' })
        .getAttribute('href'),
    ).toBe(`/${COMPANY_ID}/configurator/info#terms`);
    const subject = within(item('whether the people concerned are vulnerable')).getAllByRole('link');
    expect(subject.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Answer it in the configurator: Employees', `/${COMPANY_ID}/configurator/employees`],
      ['Answer it in the configurator: Job candidates', `/${COMPANY_ID}/configurator/candidates`],
    ]);
    // A question no field asks yet says so, with no link.
    const notAsked = item('whether the processing is occasional and without risk to data subjects');
    expect(within(notAsked).queryByRole('link')).toBeNull();
    expect(notAsked.textContent).toContain('The platform does not ask this yet');
    expect(within(list).queryByText('Signature')).toBeNull();
    // The signature lines: a closed group of their own.
    const signing = within(panel).getByText('Left for signing').closest('details')!;
    expect(signing.open).toBe(false);
    expect(within(signing).getByText('Signature').closest('li')!.textContent).toBe(
      'SignatureAppears in: Name NOTICE',
    );
  });

  it('says so when nothing is left', async () => {
    serveRequests(() => ({ status: 200, body: { companyId: COMPANY_ID, questions: [] } }));
    await renderPage(documents);
    const panel = await screen.findByRole('region', { name: 'To complete' });
    expect(panel.textContent).toContain('Nothing left to complete');
  });
});

describe('documents page for many documents: summary, filters, search', () => {
  const named = (d: TCompanyDocument, ro: string, en: string, product = d.product): TCompanyDocument => ({
    ...d,
    product,
    name: { ro, en },
  });
  const many: TCompanyDocuments = {
    companyId: COMPANY_ID,
    hasProducts: true,
    groups: [
      {
        product: 'EMPLOYEES',
        name: { ro: 'Angajați', en: 'Employees' },
        available: true,
        inProgress: true,
        refundedAt: null,
        documents: [
          named(
            doc('NOTICE', 'READY', 'x/N/1.pdf'),
            'Notă de informare a angajaților',
            'Employee privacy notice',
          ),
          named(
            doc('POLICY', 'READY', 'x/P/1.pdf'),
            'Politica de protecție a datelor',
            'Data protection policy',
          ),
          named(doc('CONSENT', 'NOT_CONFIGURED'), 'Formular de consimțământ', 'Consent form'),
          named(doc('RECORD', 'PROCESSING'), 'Registrul operațiunilor', 'Record of processing'),
        ],
      },
      {
        product: 'CCTV',
        name: { ro: 'Supraveghere video', en: 'Video surveillance' },
        available: false,
        inProgress: false,
        refundedAt: null,
        documents: [
          named(doc('CCTV_NOTICE', 'LOCKED'), 'Notă de informare CCTV', 'CCTV notice', 'CCTV'),
          named(
            doc('CCTV_POLICY', 'LOCKED'),
            'Politica de supraveghere video',
            'Video surveillance policy',
            'CCTV',
          ),
        ],
      },
    ],
  };
  /** The documents' titles on the page, in order. */
  const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  /** The privacy notice is made with a blank the admin has not answered yet. */
  const blanks = () =>
    serveRequests(() => ({
      status: 200,
      body: {
        companyId: COMPANY_ID,
        questions: [
          {
            label: 'adresa de e-mail de contact',
            count: 1,
            documents: ['NOTICE'],
            place: 'contact',
            subjects: [],
            byDesign: false,
          },
          {
            label: 'Semnătura',
            count: 1,
            documents: ['POLICY'],
            place: 'signer',
            subjects: [],
            byDesign: true,
          },
        ],
      },
    }));

  it('counts the documents ready, to complete, locked and being generated; a count shows only those, in the address', async () => {
    blanks();
    const { router } = await renderPage(many, 'en');
    const summary = await screen.findByRole('list', { name: 'Your documents at a glance' });
    expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2 Ready', '1 To complete', '2 Locked (package not bought)', '1 Being generated']);
    fireEvent.click(within(summary).getByRole('button', { name: '2 Locked (package not bought)' }));
    expect(titles()).toEqual(['CCTV notice', 'Video surveillance policy']);
    await waitFor(() => expect(router!.state.location.search).toBe('?status=locked'));
    expect(
      within(summary)
        .getByRole('button', { name: '2 Locked (package not bought)' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe('locked');
    // A package with nothing left to show is left out.
    expect(screen.queryByRole('region', { name: /^Employees/ })).toBeNull();
    expect(screen.getByText('Showing 2 of 6 documents')).toBeTruthy();
    // Pressed again: every document.
    fireEvent.click(within(summary).getByRole('button', { name: '2 Locked (package not bought)' }));
    expect(titles()).toHaveLength(6);
    await waitFor(() => expect(router!.state.location.search).toBe(''));
    // Back brings the locked documents back, as the address had them.
    await act(() => router!.navigate(-1));
    await waitFor(() => expect(titles()).toEqual(['CCTV notice', 'Video surveillance policy']));
  });

  it('narrows the list by status, package, needing data and words of a title (Romanian, without diacritics)', async () => {
    blanks();
    const { router } = await renderPage(many, 'ro');
    const filters = await screen.findByRole('search', { name: 'Filtrarea documentelor' });
    // The privacy notice still has a blank: it needs data though ready, and says so on its row.
    await within(rowOf('Notă de informare a angajaților')).findByText('Are date de completat');
    expect(within(rowOf('Politica de protecție a datelor')).queryByText('Are date de completat')).toBeNull();

    fireEvent.change(within(filters).getByRole('combobox', { name: 'Stare' }), {
      target: { value: 'incomplete' },
    });
    expect(titles()).toEqual(['Formular de consimțământ']);
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Stare' }), { target: { value: '' } });

    fireEvent.change(within(filters).getByRole('combobox', { name: 'Pachet' }), {
      target: { value: 'CCTV' },
    });
    expect(titles()).toEqual(['Notă de informare CCTV', 'Politica de supraveghere video']);
    await waitFor(() => expect(router!.state.location.search).toBe('?package=CCTV'));
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Pachet' }), { target: { value: '' } });

    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Doar documentele care necesită date' }));
    expect(titles()).toEqual(['Notă de informare a angajaților', 'Formular de consimțământ']);
    await waitFor(() => expect(router!.state.location.search).toBe('?needs=data'));
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Doar documentele care necesită date' }));

    fireEvent.change(within(filters).getByRole('searchbox', { name: 'Căutați după titlu' }), {
      target: { value: 'nota informare' },
    });
    expect(titles()).toEqual(['Notă de informare a angajaților', 'Notă de informare CCTV']);
    await waitFor(() => expect(router!.state.location.search).toBe('?q=nota+informare'));
    expect(screen.getByText('Se afișează 2 din 6 documente')).toBeTruthy();
  });

  it('opens with the filters of its address, and says when nothing matches, with a way to clear them', async () => {
    blanks();
    const { router } = await renderPage(many, 'en', '?status=ready&package=EMPLOYEES&q=policy');
    await screen.findByRole('heading', { level: 3, name: 'Data protection policy' });
    expect(titles()).toEqual(['Data protection policy']);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search by title' }).value).toBe('policy');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Package' }).value).toBe('EMPLOYEES');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by title' }), {
      target: { value: 'invoice' },
    });
    expect(titles()).toEqual([]);
    expect(screen.getByText('No document matches the filters chosen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(titles()).toHaveLength(6);
    await waitFor(() => expect(router!.state.location.search).toBe(''));
    expect(screen.queryByText('No document matches the filters chosen.')).toBeNull();
  });

  it('shows one line of a description, opening to all of it and how to use the document', async () => {
    blanks();
    const guided: TCompanyDocuments = {
      ...many,
      groups: [
        {
          ...many.groups[0]!,
          documents: [
            {
              ...many.groups[0]!.documents[0]!,
              guide: {
                where: { ro: 'La angajare', en: 'When hiring' },
                signedBy: { ro: 'Administratorul', en: 'The administrator' },
                update: { ro: 'Anual', en: 'Every year' },
              },
            },
          ],
        },
      ],
    };
    await renderPage(guided, 'en');
    const row = await waitForRow('Employee privacy notice');
    const details = within(row).getByText('Description NOTICE').closest('details')!;
    expect(within(row).getByText('Description NOTICE').tagName).toBe('SUMMARY');
    expect(details.open).toBe(false);
    fireEvent.click(within(row).getByText('Description NOTICE'));
    expect(details.open).toBe(true);
    expect(within(details).getByRole('heading', { level: 4, name: 'How to use it' })).toBeTruthy();
    expect(within(details).getByText('Who signs it').nextElementSibling!.textContent).toBe(
      'The administrator',
    );
  });

  it("opens a row's menu from the keyboard and gives the focus back on Escape", async () => {
    blanks();
    await renderPage(many, 'en');
    const more = await within(await waitForRow('Employee privacy notice')).findByRole('button', {
      name: 'More actions: Employee privacy notice',
    });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.keyDown(more, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'More actions: Employee privacy notice' });
    expect(document.activeElement).toBe(
      within(menu).getByRole('menuitem', {
        name: 'Download Employee privacy notice as an editable Word document',
      }),
    );
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(
      within(menu).getByRole('menuitem', { name: 'Preview Employee privacy notice' }),
    );
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more);
  });
});

async function waitForRow(name: string) {
  await screen.findByRole('heading', { level: 3, name });
  return rowOf(name);
}
