import type { TranslationGroup } from '../features/localizer/types/translations.ts';

const { valueLists } = await import('@conform/catalogues');
const { renderInShell } = await import('@conform/shell-contract/testing');
const { fireEvent, screen, waitFor, within } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');
const { TranslationTables } = await import('../features/localizer/components/TranslationTables.tsx');

async function renderAt(path: string, locale: 'ro' | 'en' = 'en') {
  const view = await renderInShell({
    namespace: 'onboarding',
    resources: { ro, en },
    locale,
    routes: [{ path: '/', element: <main /> }, ...(remote.routes.root ?? [])],
    path,
  });
  return { ...view, router: view.router! };
}

const groupHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const search = (label: string, text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: label }), { target: { value: text } });

describe('localizer: value lists', () => {
  it('shows every value list side by side in RO and EN, and the search narrows it down', async () => {
    await renderAt('/localizer/values', 'ro');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Liste de valori în română și engleză' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(groupHeadings()).toEqual([
      'Locuri de stocare (țări)',
      'Tipuri de stocare',
      'Date prelucrate',
      'Sursele datelor',
      'Destinatari',
      'Țările destinatarilor',
      'Durate de păstrare',
    ]);
    const entries = Object.values(valueLists).reduce(
      (n, list: ReadonlyArray<{ description?: unknown }>) =>
        n + list.length + list.filter((e) => e.description).length,
      0,
    );
    expect(screen.getByRole('status').textContent).toMatch(
      new RegExp(`^Afișate: ${entries} din ${entries} · `),
    );

    search('Caută în texte', 'google drive');
    await waitFor(() => expect(groupHeadings()).toEqual(['Tipuri de stocare']));
    const table = screen.getByRole('table', { name: 'Tipuri de stocare' });
    const row = within(table).getByRole('row', { name: /googleDrive/ });
    expect(within(row).getAllByText('Google Drive')).toHaveLength(2);
    // A proper name is the same in both languages: flagged for a person to confirm.
    expect(within(row).getByText('Identic în RO și EN')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^Afișate: 1 din /);

    search('Caută în texte', 'nimic de acest fel xyz');
    expect(await screen.findByText('Niciun text nu corespunde căutării.')).toBeTruthy();
  });
});

describe('localizer: preset situations and operations', () => {
  it('lists each data subject’s situations and operations, searchable in either language without diacritics', async () => {
    await renderAt('/localizer/situations');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Preset situations and operations in Romanian and English' },
        // The page's code is loaded on the first visit (a lazy route).
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(groupHeadings()).toHaveLength(15);
    expect(groupHeadings()).toContain('Employees');

    // Romanian words, typed without their diacritics.
    search('Search the texts', 'inregistrarea in registrul general');
    await waitFor(() => expect(groupHeadings()).toEqual(['Employees']));
    const table = screen.getByRole('table', { name: 'Employees' });
    const name = within(table).getByRole('row', { name: /e-cim-revisal name/ });
    expect(name.textContent).toContain(
      'Înregistrarea în registrul general de evidență a salariaților (Revisal)',
    );
    expect(name.textContent).toContain('Registration in the general register of employees (Revisal)');
    // The INT edition's English, where it differs, is shown with the English.
    expect(name.textContent).toContain('INT edition: Registration in the statutory register of employees');
    expect(
      within(name)
        .getByText(/^Înregistrarea/)
        .getAttribute('lang'),
    ).toBe('ro');

    // The other localizer page is one link away.
    expect(screen.getByRole('navigation', { name: 'Localizer pages' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Value lists' }).getAttribute('href')).toBe('/localizer/values');
  });
});

describe('localizer: flags', () => {
  const groups: TranslationGroup[] = [
    {
      id: 'demo',
      title: 'Demo list',
      rows: [
        { key: 'demo.ok', item: 'ok', field: 'label', ro: 'Nume', en: 'Name' },
        { key: 'demo.missing', item: 'missing', field: 'label', ro: 'Adresă', en: undefined },
        { key: 'demo.blank', item: 'blank', field: 'description', ro: '  ', en: 'Notes' },
        { key: 'demo.same', item: 'same', field: 'label', ro: 'Email', en: ' email ' },
        // A translation that differs only by its diacritics is a translation.
        { key: 'demo.country', item: 'country', field: 'label', ro: 'România', en: 'Romania' },
      ],
    },
  ];

  it('flags a missing and an identical translation, and can show only the flagged texts', async () => {
    await renderInShell({
      namespace: 'onboarding',
      resources: { ro, en },
      ui: <TranslationTables groups={groups} />,
    });
    const row = (item: string) => screen.getByRole('row', { name: new RegExp(`^${item} `) });
    expect(within(row('ok')).queryByText(/Missing translation|Same in RO and EN/)).toBeNull();
    expect(within(row('missing')).getByText('Missing translation')).toBeTruthy();
    expect(within(row('missing')).getByText('(missing)')).toBeTruthy();
    expect(within(row('blank')).getByText('Missing translation')).toBeTruthy();
    expect(within(row('same')).getByText('Same in RO and EN')).toBeTruthy();
    expect(within(row('country')).queryByText(/Missing translation|Same in RO and EN/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Shown: 5 of 5 · flagged: 3');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Only flagged texts (missing or identical)' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^ok / })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Shown: 3 of 5 · flagged: 3');
  });
});
