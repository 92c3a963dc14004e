import { jest } from '@jest/globals';
import type {
  TCompany,
  TCompanyDocument,
  TCompanyDocuments,
  TDocumentStatus,
  TOrderSummary,
  TSituation,
} from '@conform/contracts';
import type { AppStore } from '@conform/shell-contract';

const mdi = (await import('@mdi/js')) as unknown as Record<string, string>;
const { findProduct } = await import('@conform/catalogues');

const { sharedApi } = await import('@conform/shell-contract');
const { workspaceApi } = await import('../lib/workspaceApi.ts');
const { renderInShell, serveRequests, testCompany } = await import('@conform/shell-contract/testing');
const { act, fireEvent, screen, waitFor, within } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';

function companyWith(products: Partial<TCompany['products']>, extra: Partial<TCompany> = {}): TCompany {
  return testCompany({ id: COMPANY_ID, products, ...extra });
}

/** The remote's own routes under `/:companyId`, with the company already in the shared cache. */
async function renderAt(
  path: string,
  company: TCompany,
  locale: 'ro' | 'en' = 'en',
  seed: (store: AppStore) => Promise<unknown> = () => Promise.resolve(),
) {
  const { router } = await renderInShell({
    namespace: 'dashboard',
    resources: { ro, en },
    locale,
    shell: { activeCompanyId: COMPANY_ID },
    prepare: async (store) => {
      await store.dispatch(sharedApi.util.upsertQueryData('company', COMPANY_ID, company));
      await seed(store);
    },
    routes: [
      { path: '/', element: <main /> },
      {
        path: '/:companyId',
        // The assistant is the configurator's page: a stand-in shows where Configure leads.
        children: [...(remote.routes.company ?? []), { path: 'assistant/:product', element: <main /> }],
      },
    ],
    path,
  });
  return { router: router! };
}

/** The path of a catalogue icon name (`mdi-account-tie`) in Material Design Icons (`mdiAccountTie`). */
function mdiPath(icon: string): string | undefined {
  return mdi[icon.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase())];
}

/** Every product card shows its own catalogue icon, not a generic one. */
function expectCatalogueIcons(productIds: string[]) {
  for (const id of productIds) {
    const product = findProduct(id)!;
    const card = screen.getByRole('article', {
      name: (name) => name.startsWith(product.name.ro) || name.startsWith(product.name.en),
    });
    const expected = mdiPath(product.icon);
    expect({ id, icon: product.icon, known: expected !== undefined }).toEqual({
      id,
      icon: product.icon,
      known: true,
    });
    expect({ id, path: card.querySelector('svg path')?.getAttribute('d') }).toEqual({ id, path: expected });
  }
}

/** A package's progress line as [step, state] pairs, in order. */
function progressOf(card: HTMLElement, name: RegExp | string): Array<[string, string]> {
  const line = within(card).getByRole('list', { name });
  return within(line)
    .getAllByRole('listitem')
    .map((step) => [step.children[0]!.textContent, step.children[1]!.textContent]);
}

function readyDocument(type: string, product: string, status: TCompanyDocument['status']): TCompanyDocument {
  return {
    type,
    product,
    path: status === 'READY' ? `${product}/${type}/1.pdf` : null,
    status,
    updatedAt: '2026-01-01T00:00:00.000Z',
    name: { ro: type, en: type },
    description: { ro: type, en: type },
    guide: null,
    version: status === 'READY' ? 1 : null,
    formats: status === 'READY' ? ['pdf', 'docx'] : [],
  };
}

describe('dashboard', () => {
  it('shows the cart with catalogue names, document counts and configuration badges', async () => {
    await renderAt(
      `/${COMPANY_ID}/dashboard`,
      companyWith({ pending: ['EMPLOYEES', 'RECRUITMENT', 'DPA'], configured: ['RECRUITMENT', 'DPA'] }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Exemplu Servicii SRL' })).toBeTruthy();
    const employees = screen.getByRole('article', { name: 'Employees' });
    expect(employees.textContent).toContain('4 documents');
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

  it('prices every package with its currency and VAT, totals the cart, counts configured operations', async () => {
    const summary: TOrderSummary = {
      items: [
        { type: 'product', id: 'EMPLOYEES', name: null, products: ['EMPLOYEES'], price: 490, discount: 0 },
        { type: 'product', id: 'MARKETING', name: null, products: ['MARKETING'], price: 290, discount: 29 },
      ],
      totalPrice: 751,
      vat: 130.34,
      currency: 'RON',
      vatRate: 0.21,
      pricesIncludeVat: true,
    };
    const situations: TSituation[] = [
      {
        id: 'e-1',
        dataSubject: 'EMPLOYEES',
        name: 'Angajarea',
        suggestionId: null,
        operations: [],
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ];
    situations[0]!.operations = Array.from({ length: 3 }, (_, i) => ({
      id: `e-1-op${i}`,
      name: `Op ${i}`,
      purpose: 'Scop',
      purposeCategory: 'EMPLOYMENT' as const,
      cookies: 'NONE' as const,
      processorIds: [],
      largeScale: null,
      subjectsCount: null,
      coreActivity: null,
      vulnerableSubjects: null,
      newTechnology: null,
      occasional: null,
      interestKind: null,
      recipientTransfers: [],
      reviewedAt: null,
      data: ['Nume'],
      grounds: ['CONTRACT_PERFORMANCE'],
      groundReason: null,
      specialDataGround: null,
      sources: ['Persoana vizată'],
      recipients: [],
      recipientsLocations: [],
      storageDuration: '3 ani',
      storageLocations: ['România'],
      provisionRequirement: 'CONTRACT_NECESSARY',
      provisionConsequence: null,
      automatedDecision: 'NONE',
      automatedDecisionLogic: null,
      suggestionId: null,
    }));
    const company = companyWith({
      pending: ['EMPLOYEES', 'MARKETING'],
      configured: ['EMPLOYEES', 'MARKETING'],
    });
    await renderAt(`/${COMPANY_ID}/dashboard`, company, 'ro', async (store) => {
      await store.dispatch(
        workspaceApi.util.upsertQueryData(
          'cartSummary',
          { companyId: COMPANY_ID, products: company.products.pending },
          summary,
        ),
      );
      await store.dispatch(workspaceApi.util.upsertQueryData('companySituations', COMPANY_ID, situations));
    });
    const employees = await screen.findByRole('article', { name: 'Angajați' });
    const text = (element: HTMLElement) => element.textContent.replace(/\u00a0/g, ' ');
    expect(text(employees)).toContain('490,00 lei');
    expect(employees.textContent).toContain('TVA inclus');
    expect(employees.textContent).toContain('3 operațiuni configurate');
    // A discounted package shows what it costs and what it would have cost.
    const marketing = screen.getByRole('article', { name: /^Marketing/ });
    expect(text(marketing)).toContain('261,00 lei');
    expect(text(marketing)).toContain('290,00 lei');
    // Each card's own icon from the catalogue (the generic package icon is no answer).
    expectCatalogueIcons(['EMPLOYEES', 'MARKETING']);
    expect(screen.getByText(/Total: 2 pachete · 751,00 lei/)).toBeTruthy();
    expect(screen.getByText('TVA inclus: 130,34 lei')).toBeTruthy();
    // Adding a package stays at hand while the cart has items.
    expect(screen.getByRole('button', { name: 'Adaugă pachet' })).toBeTruthy();
    // Configured → contact info → paid → documents ready: only the first is done.
    expect(progressOf(employees, 'Progresul pachetului Angajați')).toEqual([
      ['Configurat', 'finalizat'],
      ['Date de contact', 'de făcut'],
      ['Plătit', 'de făcut'],
      ['Documente gata', 'de făcut'],
    ]);
  });

  it('says on each card of a bundle the bundle’s price, its products’ prices crossed out and the saving', async () => {
    const summary: TOrderSummary = {
      items: [
        {
          type: 'bundle',
          id: 'HR',
          name: { ro: 'Resurse umane', en: 'Human resources' },
          products: ['RECRUITMENT', 'EMPLOYEES'],
          price: 880,
          discount: 190,
        },
      ],
      totalPrice: 690,
      vat: 119.75,
      currency: 'RON',
      vatRate: 0.21,
      pricesIncludeVat: true,
    };
    const company = companyWith({ pending: ['RECRUITMENT', 'EMPLOYEES'], configured: [] });
    await renderAt(`/${COMPANY_ID}/dashboard`, company, 'ro', (store) =>
      store.dispatch(
        workspaceApi.util.upsertQueryData(
          'cartSummary',
          { companyId: COMPANY_ID, products: company.products.pending },
          summary,
        ),
      ),
    );
    const text = (element: HTMLElement) => element.textContent.replace(/\u00a0/g, ' ');
    for (const name of ['Recrutare', 'Angajați']) {
      const card = await screen.findByRole('article', { name });
      expect(text(card)).toContain('Inclus în pachetul „Resurse umane”, la prețul pachetului:');
      expect(text(card)).toContain('690,00 lei');
      expect(text(card)).toContain('în loc de 880,00 lei');
      expect(text(card)).toContain('economisiți 190,00 lei față de cumpărarea separată');
      expect(text(card)).toContain('TVA inclus');
    }
  });

  it('prices each package and bundle in the add-package dialog from the published prices, with the VAT rule', async () => {
    const asked = serveRequests(({ path }) =>
      path.endsWith('/payments/prices')
        ? {
            status: 200,
            body: {
              currency: 'EUR',
              vatRate: 0.21,
              pricesIncludeVat: false,
              products: [
                { id: 'MARKETING', price: 50, discount: 5 },
                { id: 'CCTV', price: 65, discount: 0 },
              ],
              bundles: [
                {
                  id: 'HR',
                  name: { ro: 'Resurse umane', en: 'Human resources' },
                  products: ['RECRUITMENT', 'EMPLOYEES'],
                  price: 115,
                  discount: 0,
                  separately: 147,
                  saving: 32,
                },
              ],
            },
          }
        : { status: 404 },
    );
    await renderAt(
      `/${COMPANY_ID}/dashboard/products/available`,
      companyWith({ pending: ['EMPLOYEES'] }),
      'en',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add package' });
    const text = (element: HTMLElement) => element.textContent.replace(/\u00a0/g, ' ');
    await waitFor(() => expect(text(dialog)).toContain('Prices do not include VAT'));
    expect(asked.some((r) => r.path.endsWith('/payments/prices'))).toBe(true);
    const offers = within(within(dialog).getByRole('list', { name: 'Available packages' }));
    const marketing = offers.getByText('Marketing').closest('li')!;
    expect(text(marketing)).toContain('€45.00');
    expect(text(marketing)).toContain('instead of €50.00');
    expect(text(marketing)).toContain('plus VAT');
    const bundles = within(dialog).getByRole('region', { name: /^Bundles at a lower price/ });
    expect(text(bundles)).toContain('Human resources');
    expect(text(bundles)).toContain('€115.00');
    expect(text(bundles)).toContain('instead of €147.00');
    expect(text(bundles)).toContain('you save €32.00 against buying them separately');
  });

  it('walks a bought package’s progress through its four steps, documents ready last', async () => {
    const company = companyWith(
      { configured: ['EMPLOYEES', 'RECRUITMENT'], purchased: ['EMPLOYEES', 'RECRUITMENT'] },
      {
        contactEmail: 'office@exemplu.ro',
        dataProtectionResponsible: {
          isDpo: false,
          name: 'Ana Pop',
          email: 'ana@exemplu.ro',
          phone: '0740123456',
          notifiedOn: null,
        },
      },
    );
    await renderAt(`/${COMPANY_ID}/dashboard`, company, 'en', (store) =>
      store.dispatch(
        sharedApi.util.upsertQueryData('companyDocuments', COMPANY_ID, {
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
                readyDocument('NOTA_INFORMARE_ANGAJATI', 'EMPLOYEES', 'READY'),
                readyDocument('CONSIMTAMANT_ANGAJATI', 'EMPLOYEES', 'READY'),
              ],
            },
            {
              product: 'RECRUITMENT',
              name: { ro: 'Recrutare', en: 'Recruitment' },
              available: true,
              inProgress: true,
              refundedAt: null,
              documents: [
                readyDocument('NOTA_INFORMARE_CANDIDATI', 'RECRUITMENT', 'READY'),
                readyDocument('CONSIMTAMANT_CANDIDATI', 'RECRUITMENT', 'PROCESSING'),
              ],
            },
          ],
        }),
      ),
    );
    const employees = await screen.findByRole('article', { name: 'Employees' });
    expect(progressOf(employees, 'Progress of Employees')).toEqual([
      ['Configured', 'done'],
      ['Contact info', 'done'],
      ['Paid', 'done'],
      ['Documents ready', 'done'],
    ]);
    // One document still being made: the documents are not ready yet.
    const recruitment = screen.getByRole('article', { name: 'Recruitment' });
    expect(progressOf(recruitment, 'Progress of Recruitment')).toEqual([
      ['Configured', 'done'],
      ['Contact info', 'done'],
      ['Paid', 'done'],
      ['Documents ready', 'to do'],
    ]);
    expectCatalogueIcons(['EMPLOYEES', 'RECRUITMENT']);
  });

  it('links the video surveillance and processing agreement packages to their data on the contact info page', async () => {
    const scrolled: string[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.assign(Element.prototype, { scrollIntoView });
    try {
      const { router } = await renderAt(
        `/${COMPANY_ID}/dashboard`,
        companyWith({ pending: ['CCTV', 'DPA', 'EMPLOYEES'], configured: ['CCTV', 'DPA'] }),
      );
      const cctv = await screen.findByRole('article', { name: 'Video surveillance' });
      const dpa = screen.getByRole('article', { name: 'Data processing and sharing agreements' });
      expect(
        within(cctv)
          .getByRole('link', { name: 'Fill in the video surveillance details' })
          .getAttribute('href'),
      ).toBe(`/${COMPANY_ID}/configurator/info#cctv`);
      expect(within(dpa).getByRole('link', { name: 'Fill in your processors' }).getAttribute('href')).toBe(
        `/${COMPANY_ID}/configurator/info#processors`,
      );
      // A package made from situations has none.
      expect(within(screen.getByRole('article', { name: 'Employees' })).queryByRole('link')).toBeNull();
      expectCatalogueIcons(['CCTV', 'DPA', 'EMPLOYEES']);

      fireEvent.click(within(cctv).getByRole('link', { name: 'Fill in the video surveillance details' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/${COMPANY_ID}/configurator/info`));
      expect(router.state.location.hash).toBe('#cctv');
      expect(await screen.findByRole('heading', { level: 1, name: 'Contact info' })).toBeTruthy();
      // The page opens at the video surveillance section.
      await waitFor(() => expect(scrolled).toEqual(['cctv']));
      expect(document.getElementById('cctv')?.textContent).toContain('Video surveillance');
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('links the booking terms package to the commercial terms on the contact info page', async () => {
    await renderAt(
      `/${COMPANY_ID}/dashboard`,
      companyWith({ pending: ['ONLINE_ACCOMMODATION_TERMS'], configured: ['ONLINE_ACCOMMODATION_TERMS'] }),
    );
    const terms = await screen.findByRole('article', { name: 'Booking and accommodation terms' });
    expect(
      within(terms).getByRole('link', { name: 'Fill in your commercial terms' }).getAttribute('href'),
    ).toBe(`/${COMPANY_ID}/configurator/info#terms`);
  });

  it("shows a bought package's documents from the documents page's live query, updated as the stream pushes", async () => {
    // A recording EventSource: the documents service's stream, driven by the test.
    class RecordingEventSource extends EventTarget {
      static readonly CLOSED = 2;
      static opened: RecordingEventSource[] = [];
      readyState = 0;
      readonly url: string;
      constructor(url: string) {
        super();
        this.url = url;
        RecordingEventSource.opened.push(this);
      }
      close(): void {
        this.readyState = 2;
      }
      push(data: unknown): void {
        this.dispatchEvent(new MessageEvent('documents', { data: JSON.stringify(data) }));
      }
    }
    const quiet = globalThis.EventSource;
    Object.assign(globalThis, { EventSource: RecordingEventSource });
    const documents = (status: TDocumentStatus): TCompanyDocuments => ({
      companyId: COMPANY_ID,
      hasProducts: true,
      groups: [
        {
          product: 'DPA',
          name: { ro: 'Contracte', en: 'Agreements' },
          available: true,
          inProgress: status === 'PROCESSING',
          refundedAt: null,
          documents: [
            {
              type: 'CONTRACT_OPERATORI_ASOCIATI',
              product: 'DPA',
              path: null,
              status,
              updatedAt: '2026-01-01T00:00:00.000Z',
              name: { ro: 'Contract', en: 'Agreement' },
              description: { ro: 'Descriere', en: 'Description' },
              guide: null,
              version: status === 'READY' ? 1 : null,
              formats: status === 'READY' ? ['pdf', 'docx'] : [],
            },
          ],
        },
      ],
    });
    try {
      await renderAt(
        `/${COMPANY_ID}/dashboard`,
        companyWith({ purchased: ['DPA'], configured: ['DPA'] }),
        'en',
        (store) =>
          store.dispatch(
            sharedApi.util.upsertQueryData('companyDocuments', COMPANY_ID, documents('PROCESSING')),
          ),
      );
      const progress = await screen.findByRole('list', {
        name: 'Progress of Data processing and sharing agreements',
      });
      expect(progress.textContent).toContain('Documents readyto do');
      const stream = RecordingEventSource.opened.find((s) =>
        s.url.startsWith(`/platform/api/documents/companies/${COMPANY_ID}/events`),
      );
      expect(stream).toBeDefined();
      act(() => stream!.push(documents('READY')));
      await waitFor(() => expect(progress.textContent).toContain('Documents readydone'));
    } finally {
      Object.assign(globalThis, { EventSource: quiet });
    }
  });

  it('sends Configure of an unconfigured package to its assistant', async () => {
    const { router } = await renderAt(`/${COMPANY_ID}/dashboard`, companyWith({ pending: ['EMPLOYEES'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Configure' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COMPANY_ID}/assistant/EMPLOYEES`));
  });

  it('asks before removing, and "No, keep it" keeps the product', async () => {
    await renderAt(`/${COMPANY_ID}/dashboard`, companyWith({ pending: ['EMPLOYEES'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Employees' }));
    const question = 'Are you sure you would like to remove “Employees” from your cart?';
    expect(await screen.findByRole('dialog', { name: 'Remove “Employees”' })).toBeTruthy();
    expect(screen.getByText(question)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, remove it' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(screen.queryByText(question)).toBeNull());
    expect(screen.getByRole('article', { name: 'Employees' })).toBeTruthy();
  });

  it('says a bought package needing no configuration is configured, on its badge as on its progress', async () => {
    // The card-network partner's bundle buys Internal policies without the assistant.
    await renderAt(`/${COMPANY_ID}/dashboard`, companyWith({ purchased: ['INTERNAL_POLICIES'] }), 'ro');
    const card = await screen.findByRole('article', { name: 'Politici interne' });
    expect(card.textContent).not.toContain('Neconfigurat');
    expect(progressOf(card, 'Progresul pachetului Politici interne')[0]).toEqual(['Configurat', 'finalizat']);
    expect(within(card).getByRole('button', { name: 'Vezi documentele' })).toBeTruthy();
  });

  it('keeps help (contact, instructions) on the dashboard once everything in the cart is bought', async () => {
    await renderAt(
      `/${COMPANY_ID}/dashboard`,
      companyWith({ purchased: ['EMPLOYEES'], configured: ['EMPLOYEES'] }),
      'ro',
    );
    expect(await screen.findByText('Aveți nevoie de ajutor?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contactați-ne' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Instrucțiuni' })).toBeTruthy();
  });

  it('offers to review the video surveillance details once they are saved, no longer to fill them in', async () => {
    await renderAt(
      `/${COMPANY_ID}/dashboard`,
      companyWith(
        { purchased: ['CCTV'], configured: ['CCTV'] },
        {
          cctv: {
            areas: ['Intrarea'],
            retentionDays: 30,
            retentionReason: null,
            recipients: [],
            lessIntrusiveMeans: null,
            consultationDate: null,
            viewers: [],
          },
        },
      ),
      'ro',
    );
    const cctv = await screen.findByRole('article', { name: 'Supraveghere video' });
    expect(
      within(cctv)
        .getByRole('link', { name: 'Revizuiți datele despre supravegherea video' })
        .getAttribute('href'),
    ).toBe(`/${COMPANY_ID}/configurator/info#cctv`);
    expect(cctv.textContent).not.toContain('Completați datele despre supravegherea video');
  });

  it('shows the empty state with its three actions when nothing is pending or bought', async () => {
    await renderAt(`/${COMPANY_ID}`, companyWith({}), 'ro');
    expect(await screen.findByText('Niciun pachet deocamdată')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adaugă pachet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Instrucțiuni' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contactați-ne' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cumpără' })).toBeNull();
  });

  describe('a refunded package', () => {
    // 22:30 UTC on 27 November is already 28 November in Romania (UTC+2), where the platform's day is.
    const refunded = companyWith(
      { purchased: ['DPA'], configured: ['DPA', 'EMPLOYEES'] },
      { refunds: [{ product: 'EMPLOYEES', refundedAt: '2026-11-27T22:30:00.000Z' }] },
    );
    const buttons = (card: HTMLElement) =>
      Array.from(card.querySelectorAll('button')).map((b) => b.textContent);

    it('is back among the packages to buy, saying when it was refunded and that its documents are gone', async () => {
      await renderAt(`/${COMPANY_ID}/dashboard`, refunded, 'ro');
      const section = await screen.findByRole('region', { name: 'Pachete rambursate' });
      const card = within(section).getByRole('article', { name: 'Angajați' });
      expect(card.textContent).toContain(
        'Pachetul „Angajați” a fost rambursat la data de 28 noiembrie 2026; documentele sale nu mai sunt disponibile.',
      );
      // Nothing on the card says otherwise: no "Configured", no progress, no documents to view.
      expect(card.textContent).toContain('Rambursat');
      expect(card.textContent).not.toContain('Configurat');
      expect(within(card).queryByRole('list')).toBeNull();
      expect(buttons(card)).toEqual(['Adaugă din nou în coș']);
      // It is no longer among the purchased packages; the one still bought is.
      const purchased = screen.getByRole('region', { name: 'Pachete cumpărate' });
      expect(within(purchased).queryByRole('article', { name: 'Angajați' })).toBeNull();
      expect(within(purchased).getByRole('article', { name: /^Contracte/ })).toBeTruthy();
    });

    it('says the same in English, and puts the package back in the cart when asked', async () => {
      const asked = serveRequests((request) =>
        request.method === 'POST' && request.path.endsWith('/products/pending')
          ? {
              status: 200,
              body: { ...refunded, products: { ...refunded.products, pending: ['EMPLOYEES'] } },
            }
          : { status: 503 },
      );
      await renderAt(`/${COMPANY_ID}/dashboard`, refunded, 'en');
      const section = await screen.findByRole('region', { name: 'Refunded packages' });
      const card = within(section).getByRole('article', { name: 'Employees' });
      expect(card.textContent).toContain(
        'The “Employees” package was refunded on 28 November 2026; its documents are no longer available.',
      );
      fireEvent.click(within(card).getByRole('button', { name: 'Add Employees to cart again' }));
      await waitFor(() =>
        expect(asked.filter((r) => r.method === 'POST')).toEqual([
          {
            method: 'POST',
            path: `/platform/api/companies/${COMPANY_ID}/products/pending`,
            body: { productId: 'EMPLOYEES' },
          },
        ]),
      );
    });

    it('back in the cart, it is a cart package that still says when it was refunded', async () => {
      await renderAt(
        `/${COMPANY_ID}/dashboard`,
        { ...refunded, products: { ...refunded.products, pending: ['EMPLOYEES'] } },
        'en',
      );
      const cart = await screen.findByRole('region', { name: 'Packages in your cart' });
      const card = within(cart).getByRole('article', { name: 'Employees' });
      expect(card.textContent).toContain('The “Employees” package was refunded on 28 November 2026');
      expect(buttons(card)).toEqual(['View documents', 'Review', 'Remove']);
      expect(screen.queryByRole('region', { name: 'Refunded packages' })).toBeNull();
    });
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
            notifiedOn: '2026-02-10',
          },
        },
      ),
    );
    expect((await screen.findByLabelText<HTMLInputElement>('Contact e-mail')).value).toBe(
      'office@exemplu.ro',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ana Popescu');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);
    expect(
      screen.getByLabelText<HTMLInputElement>('Date the appointment was communicated to ANSPDCP').value,
    ).toBe('2026-02-10');
  });

  it('asks a DPO, and only a DPO, when the appointment was communicated, never a day to come', async () => {
    await renderAt(`/${COMPANY_ID}/configurator/info`, companyWith({}));
    const label = 'Date the appointment was communicated to ANSPDCP';
    fireEvent.click(await screen.findByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText(label)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(await screen.findByLabelText(label), { target: { value: tomorrow } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The date cannot be in the future.')).toBeTruthy();
  });
});
