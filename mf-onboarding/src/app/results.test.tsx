import { jest } from '@jest/globals';
import type { ShellApi } from '@conform/shell-contract';

const { encodeResults, productsById } = await import('@conform/catalogues');
const { renderInShell, serveRequests } = await import('@conform/shell-contract/testing');
const { act, fireEvent, screen, waitFor, within } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');

async function renderAt(path: string, options: { shell?: Partial<ShellApi>; locale?: 'ro' | 'en' } = {}) {
  const view = await renderInShell({
    namespace: 'onboarding',
    resources: { ro, en },
    locale: options.locale ?? 'en',
    routes: [{ path: '/', element: <main /> }, ...(remote.routes.root ?? [])],
    path,
    ...(options.shell ? { shell: options.shell } : {}),
  });
  return { ...view, router: view.router! };
}

/** Moves the clock on and lets React and the router settle. */
const wait = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
/** Each phase's timer starts when the previous phase has rendered: move through them one by one. */
async function pass(...phases: number[]) {
  for (const ms of phases) await wait(ms);
}
const ONBOARDING = [500, 4000, 1800];
const familyHeadings = () =>
  screen.queryAllByRole('heading', { level: 2 }).filter((h) => h.id.startsWith('family-'));

const ENCODED = encodeResults(['EMPLOYEES', 'DPA', 'INTERNAL_POLICIES']);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('quiz results', () => {
  it('plays the processing animation with the spec’s timings, then shows the products by family', async () => {
    await renderAt(`/onboarding/evaluation/results/${ENCODED}?register=true`);
    expect(screen.getByRole('progressbar', { name: 'Analysing your answers' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Finding the documents your company needs…');

    await pass(500, 4000 - 10);
    expect(screen.getByRole('status').textContent).toBe('Finding the documents your company needs…');
    await wait(10);
    expect(screen.getByRole('status').textContent).toBe('Done! Your recommendation is ready.');
    await wait(1800 - 10);
    expect(familyHeadings()).toHaveLength(0);
    await wait(10);

    expect(screen.getByRole('heading', { level: 1, name: 'Evaluation results' })).toBeTruthy();
    expect(screen.getByText("We recommend 3 document packages for your company's activity.")).toBeTruthy();
    // Families in the catalogue's order, each with its products.
    expect(familyHeadings().map((h) => h.textContent)).toEqual([
      'Human resources',
      'Agreements with partners',
      'Internal policies',
    ]);
    const employees = screen.getByRole('article', { name: 'Employees' });
    expect(within(employees).getByRole('heading', { level: 3, name: 'Employees' })).toBeTruthy();
  });

  it('cuts descriptions to the screen’s length and shows everything in the details', async () => {
    await renderAt(`/onboarding/evaluation/results/${ENCODED}?register=true`);
    await pass(...ONBOARDING);
    const policies = screen.getByRole('article', { name: 'Internal policies' });
    const full = productsById.INTERNAL_POLICIES.description.en;
    const shown = policies.querySelector('h3 + p')!.textContent;
    // jsdom has no wide screen: the narrowest limit, 80 characters.
    expect(shown.length).toBeLessThanOrEqual(80);
    expect(shown.endsWith('…')).toBe(true);
    expect(full.startsWith(shown.slice(0, -1))).toBe(true);

    const toggle = within(policies).getByRole('button', { name: 'Details: Internal policies' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(policies).queryByRole('heading', { name: 'Situations covered' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(policies.querySelector('h3 + p')!.textContent).toBe(full);
    expect(within(policies).getByRole('heading', { level: 4, name: 'Situations covered' })).toBeTruthy();
    expect(within(policies).getByRole('heading', { level: 4, name: '28 documents included' })).toBeTruthy();
    expect(within(policies).getByText('Record of processing activities')).toBeTruthy();
  });

  it('shows 165 characters of a description on extra-large screens and 110 on large ones', async () => {
    const full = productsById.INTERNAL_POLICIES.description.en;
    for (const [width, limit] of [
      [1600, 165],
      [1300, 110],
    ] as const) {
      // The browser's answer to the page's media queries, for a screen this wide.
      window.matchMedia = ((query: string) => ({
        matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
      })) as unknown as typeof window.matchMedia;
      const { unmount } = await renderAt(`/onboarding/evaluation/results/${ENCODED}?register=true`);
      await pass(...ONBOARDING);
      const shown = screen
        .getByRole('article', { name: 'Internal policies' })
        .querySelector('h3 + p')!.textContent;
      expect(shown.length).toBeLessThanOrEqual(limit);
      expect(shown.length).toBeGreaterThan(limit - 20);
      expect(full.startsWith(shown.slice(0, -1))).toBe(true);
      unmount();
    }
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('adds the missing register query to the address', async () => {
    const { router } = await renderAt(`/onboarding/evaluation/results/${ENCODED}`);
    await wait(0);
    expect(router.state.location.search).toBe('?register=true');
    expect(router.state.location.pathname).toBe(`/onboarding/evaluation/results/${ENCODED}`);
  });

  it('shows the next steps on Continue, then goes on to the company with the same results', async () => {
    const { router } = await renderAt(`/onboarding/evaluation/results/${ENCODED}?register=true`, {
      locale: 'ro',
    });
    await pass(...ONBOARDING);
    fireEvent.click(screen.getByRole('button', { name: 'Continuă' }));
    const dialog = screen.getByRole('dialog', { name: 'Ce urmează' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Am înțeles' }));
    await wait(0);
    expect(router.state.location.pathname).toBe(`/onboarding/company/${ENCODED}`);
  });

  it('shows an error for 5 s, then the onboarding start, for results it cannot read', async () => {
    for (const bad of ['not-base64!', encodeResults(['INT_EMPLOYEES'])]) {
      const { router, unmount } = await renderAt(
        `/onboarding/evaluation/results/${encodeURIComponent(bad)}?register=true`,
      );
      expect(screen.getByRole('alert').textContent).toContain(
        'An error occurred while processing the results. Please fill in the quiz again.',
      );
      await wait(4990);
      expect(router.state.location.pathname).not.toBe('/onboarding/start');
      await wait(10);
      expect(router.state.location.pathname).toBe('/onboarding/start');
      unmount();
    }
  });

  it('offers a way back when nothing is recommended', async () => {
    const { router } = await renderAt(`/onboarding/evaluation/results/${encodeResults([])}?register=true`);
    await pass(...ONBOARDING);
    expect(screen.getByText(/We have no recommendation for these answers/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the evaluation' }));
    await wait(0);
    expect(router.state.location.pathname).toBe('/onboarding/evaluation');
  });
});

describe('standalone results', () => {
  it('analyses for 1.5 s instead of 4 s, offers Continue 2 s later, and Continue carries the results into registering the company', async () => {
    const { router } = await renderAt(`/quiz/results/${ENCODED}`);
    await pass(500, 1500, 1800 - 10);
    expect(familyHeadings()).toHaveLength(0);
    await wait(10);
    expect(familyHeadings()).toHaveLength(3);
    await wait(2000 - 10);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await wait(10);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'I understand' }));
    await wait(0);
    expect(router.state.location.pathname).toBe(`/onboarding/company/${ENCODED}`);
    // No register query on the standalone page.
    expect(router.state.location.search).toBe('');
  });
});

describe('bundle', () => {
  it('sums up the package and leads on to the company', async () => {
    const { router } = await renderAt(`/onboarding/bundle/${ENCODED}`, { locale: 'ro' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pachetul recomandat' })).toBeTruthy();
    expect(screen.getByText('Pachetul cuprinde 3 pachete, cu 36 de documente în total.')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Continuă' }));
    await wait(0);
    expect(router.state.location.pathname).toBe(`/onboarding/company/${ENCODED}`);
  });
});

describe('prices where the packages are chosen (checkout’s published prices)', () => {
  /** Checkout's answers: the RO price list, and the three packages quoted together. */
  function serveRoPrices() {
    return serveRequests(({ path }) => {
      if (path.endsWith('/payments/prices'))
        return {
          status: 200,
          body: {
            currency: 'RON',
            vatRate: 0.21,
            pricesIncludeVat: true,
            products: [
              { id: 'DPA', price: 590, discount: 0 },
              { id: 'EMPLOYEES', price: 490, discount: 0 },
              { id: 'INTERNAL_POLICIES', price: 990, discount: 198 },
            ],
            bundles: [],
          },
        };
      if (path.endsWith('/payments/prices/quote'))
        return {
          status: 200,
          body: {
            items: [
              {
                type: 'bundle',
                id: 'START',
                name: { ro: 'Pachetul de start', en: 'Starter bundle' },
                products: ['EMPLOYEES', 'INTERNAL_POLICIES'],
                price: 1480,
                discount: 290,
              },
              { type: 'product', id: 'DPA', name: null, products: ['DPA'], price: 590, discount: 0 },
            ],
            totalPrice: 1780,
            vat: 308.93,
            currency: 'RON',
            vatRate: 0.21,
            pricesIncludeVat: true,
          },
        };
      return { status: 404 };
    });
  }
  const text = (element: HTMLElement) => element.textContent.replace(/[\u00a0\u202f]/g, ' ');

  it('the bundle page prices each package and the whole, with the VAT and the bundle’s saving (RO)', async () => {
    const asked = serveRoPrices();
    await renderAt(`/onboarding/bundle/${ENCODED}`, { locale: 'ro' });
    const policies = screen.getByRole('article', { name: productsById.INTERNAL_POLICIES.name.ro });
    await waitFor(() => expect(text(policies)).toContain('792,00 lei'));
    expect(text(policies)).toContain('în loc de 990,00 lei');
    expect(text(policies)).toContain('TVA inclus');
    const main = screen.getByRole('heading', { level: 1 }).closest('main') ?? document.body;
    expect(text(main)).toContain(
      'Prețul pachetelor recomandate: 1.780,00 lei (TVA de 21 % inclus: 308,93 lei)',
    );
    expect(text(main)).toContain(
      'Include pachetul „Pachetul de start” la preț redus: economisiți 290,00 lei.',
    );
    const quote = asked.find((r) => r.path.endsWith('/payments/prices/quote'));
    expect(quote).toBeDefined();
  });

  it('the results show each package’s price on INT without VAT, in euros (EN)', async () => {
    serveRequests(({ path }) =>
      path.endsWith('/payments/prices')
        ? {
            status: 200,
            body: {
              currency: 'EUR',
              vatRate: 0.21,
              pricesIncludeVat: false,
              products: [{ id: 'INT_EMPLOYEES', price: 82, discount: 0 }],
              bundles: [],
            },
          }
        : { status: 404 },
    );
    const encoded = encodeResults(['INT_EMPLOYEES']);
    await renderAt(`/onboarding/evaluation/results/${encoded}?register=true`, { shell: { edition: 'INT' } });
    await pass(...ONBOARDING);
    const card = screen.getByRole('article', {
      name: productsById.INT_EMPLOYEES.name.int ?? productsById.INT_EMPLOYEES.name.en,
    });
    await waitFor(() => expect(text(card)).toContain('€82.00'));
    expect(text(card)).toContain('excl. VAT');
  });
});
