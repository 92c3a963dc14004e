import { jest } from '@jest/globals';
import type { TOperationRecord, TSituation, TSuggestion } from '@conform/contracts';

const { presetsBySubject, pick, findOperationPreset, resolveValue } = await import('@conform/catalogues');
const { serveRequests, renderInShell, testCompany } = await import('@conform/shell-contract/testing');
const { sharedApi } = await import('@conform/shell-contract');
const { fireEvent, screen, waitFor, within } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { situationsApi } = await import('../features/situations/api/situationsApi.ts');
const { default: remote } = await import('./routes.tsx');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';
const PAGE = `/${COMPANY_ID}/configurator/employees`;

function operation(id: string, name: string, extra: Partial<TOperationRecord> = {}): TOperationRecord {
  return {
    id,
    name,
    purpose: `Scopul operațiunii ${name}`,
    purposeCategory: 'EMPLOYMENT',
    cookies: 'NONE',
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
    data: ['Nume și prenume', 'IBAN'],
    grounds: ['CONTRACT_PERFORMANCE'],
    groundReason: null,
    specialDataGround: null,
    sources: ['Persoana vizată'],
    recipients: ['Banca'],
    recipientsLocations: [],
    storageDuration: '5 ani',
    storageLocations: ['România'],
    provisionRequirement: 'CONTRACT_NECESSARY',
    provisionConsequence: null,
    automatedDecision: 'NONE',
    automatedDecisionLogic: null,
    suggestionId: null,
    ...extra,
  };
}

function situation(
  id: string,
  name: string,
  operations: TOperationRecord[],
  suggestionId: string | null = null,
): TSituation {
  return {
    id,
    dataSubject: 'EMPLOYEES',
    name,
    suggestionId,
    operations,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** The catalogue's suggestions, as the service answers them. */
function suggestions(locale: 'ro' | 'en'): TSuggestion[] {
  return presetsBySubject.EMPLOYEES.situations.map((s) => ({
    id: s.id,
    name: pick(s.name, locale),
    operations: s.operations.map((op) => ({
      id: op.id,
      name: pick(op.name, locale),
      purpose: pick(op.purpose, locale),
    })),
  }));
}

const cim = presetsBySubject.EMPLOYEES.situations.find((s) => s.id === 'e-cim')!;

async function renderAt(
  path: string,
  situations: TSituation[],
  locale: 'ro' | 'en' = 'en',
  company?: ReturnType<typeof testCompany>,
) {
  const notify = jest.fn();
  const { router } = await renderInShell({
    namespace: 'configurator',
    resources: { ro, en },
    locale,
    shell: { notify },
    prepare: async (store) => {
      if (company) await store.dispatch(sharedApi.util.upsertQueryData('company', COMPANY_ID, company));
      await store.dispatch(
        situationsApi.util.upsertQueryData(
          'situations',
          { companyId: COMPANY_ID, subject: 'EMPLOYEES' },
          situations,
        ),
      );
      await store.dispatch(
        situationsApi.util.upsertQueryData(
          'suggestions',
          { subject: 'EMPLOYEES', locale },
          suggestions(locale),
        ),
      );
    },
    routes: [
      {
        path: '/:companyId',
        children: [{ path: 'dashboard', element: <main /> }, ...(remote.routes.company ?? [])],
      },
    ],
    path,
  });
  return { router: router!, notify };
}

const SITUATIONS = `/platform/api/configurator/companies/${COMPANY_ID}/situations`;

const hiring = operation(`e-one-${'a'.repeat(20)}`, 'Angajarea', { suggestionId: cim.operations[0]!.id });
const payroll = operation(`e-one-${'b'.repeat(20)}`, 'Plata salariilor');

describe('the configurator page', () => {
  it('letters the situations, shows each operation on one line with its details on demand, and counts suggestions', async () => {
    await renderAt(PAGE, [situation('e-one', 'Contractul de muncă', [hiring, payroll], 'e-cim')]);
    const card = await screen.findByRole('region', { name: 'Situation A: Contractul de muncă' });
    expect(within(card).getByText('2 operations')).toBeTruthy();
    const toggle = within(card).getByRole('button', { name: /^Angajarea/ });
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(details.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details.hidden).toBe(false);
    expect(details.textContent).toContain('Nume și prenume, IBAN');
    // From a suggestion: the preset's operations it lacks are offered (one of them is used).
    const left = cim.operations.length - 1;
    expect(
      within(card).getByRole('button', {
        name: `Add an operation to Contractul de muncă (${left} suggestions)`,
      }),
    ).toBeTruthy();
    // With operations, no delete for the situation.
    expect(
      within(card).queryByRole('button', { name: 'Delete the situation Contractul de muncă' }),
    ).toBeNull();
  });

  it('names an empty situation, lets it be deleted, and blocks leaving for 6 s with the spec’s title', async () => {
    const { router, notify } = await renderAt(PAGE, [situation('e-two', 'Pontajul', [])]);
    const card = await screen.findByRole('region', { name: 'Situation A: Pontajul' });
    expect(within(card).getByText('This situation has no operations')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Delete the situation Pontajul' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        kind: 'warning',
        title: 'You may not have empty situations',
        message: expect.stringContaining('“Pontajul”'),
        timeoutMs: 6000,
      }),
    );
    expect(router.state.location.pathname).toBe(PAGE);
    // Its own dialogs stay reachable.
    fireEvent.click(within(card).getByRole('button', { name: /^Add an operation to Pontajul/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE}/e-two/add`));
  });

  it('edits an operation in its dialog: filled in, Save only once something changed, an invalid field said at the field on Save', async () => {
    await renderAt(`${PAGE}/e-one/${payroll.id}`, [
      situation('e-one', 'Contractul de muncă', [hiring, payroll]),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit the operation “Plata salariilor”' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Operation name').value).toBe('Plata salariilor');
    expect(within(dialog).getByRole('list', { name: 'Processed data: chosen items' }).textContent).toContain(
      'IBAN',
    );
    expect(save.hasAttribute('disabled')).toBe(true);

    // Changed to no name: Save says what is wrong at the field, once, and sends nothing.
    const name = within(dialog).getByLabelText('Operation name');
    fireEvent.change(name, { target: { value: '' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    const error = 'Enter the operation name (at most 200 characters).';
    expect(await within(dialog).findByText(error)).toBeTruthy();
    expect(within(dialog).getAllByText(error)).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(name));

    fireEvent.change(name, { target: { value: 'Plata salariilor lunare' } });
    await waitFor(() => expect(within(dialog).queryByText(error)).toBeNull());
    expect(name.getAttribute('aria-invalid')).toBe('false');
  });

  it('asks before an edited operation is lost: Escape and Back ask, Stay keeps the edit, Discard on Cancel closes without saving', async () => {
    const asked = serveRequests(() => ({ status: 200, body: {} }));
    const { router } = await renderAt(`${PAGE}/e-one/${payroll.id}`, [
      situation('e-one', 'Contractul de muncă', [hiring, payroll]),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit the operation “Plata salariilor”' });
    const question = () => screen.queryByRole('alertdialog', { name: 'Discard changes?' });

    // Unchanged, Escape closes at once.
    fireEvent(dialog, new Event('cancel'));
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
    await router.navigate(`${PAGE}/e-one/${payroll.id}`);
    const again = await screen.findByRole('dialog', { name: 'Edit the operation “Plata salariilor”' });
    const typed = within(again).getByLabelText<HTMLInputElement>('Operation name');

    fireEvent.change(typed, { target: { value: 'Plata salariilor lunare' } });
    // Changed (Save is offered), Escape asks.
    const save = within(again).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent(again, new Event('cancel'));
    fireEvent.click(within(question()!).getByRole('button', { name: 'Stay' }));
    expect(question()).toBeNull();
    expect(typed.value).toBe('Plata salariilor lunare');

    // Back (or the sidebar) while changed asks too.
    await router.navigate(`/${COMPANY_ID}/dashboard`);
    expect(router.state.location.pathname).toBe(`${PAGE}/e-one/${payroll.id}`);
    await waitFor(() => expect(question()).not.toBeNull());
    fireEvent.click(within(question()!).getByRole('button', { name: 'Stay' }));

    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(question()!).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
    expect(screen.queryByRole('dialog', { name: 'Edit the operation “Plata salariilor”' })).toBeNull();
    expect(asked.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('asks what the operation is for and whether it uses cookies, and sends the answers', async () => {
    // A custom operation saved before the question: its category is not said yet.
    const older = operation(`e-one-${'c'.repeat(20)}`, 'Newsletter', { purposeCategory: null });
    const asked = serveRequests(({ method }) =>
      method === 'PUT'
        ? { status: 200, body: { ...older, purposeCategory: 'MARKETING', cookies: 'WITH_CONSENT' } }
        : { status: 200, body: { situations: [situation('e-one', 'Contractul de muncă', [older])] } },
    );
    await renderAt(`${PAGE}/e-one/${older.id}`, [situation('e-one', 'Contractul de muncă', [older])]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit the operation “Newsletter”' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const category = within(dialog).getByLabelText<HTMLSelectElement>('What kind of purpose it is');
    expect(category.value).toBe('');
    // Its name says newsletter: nothing is chosen for the admin, and Save waits for the answer.
    fireEvent.change(within(dialog).getByLabelText('Operation name'), {
      target: { value: 'Newsletter lunar' },
    });
    fireEvent.click(save);
    expect(await within(dialog).findByText('Choose what kind of purpose the operation has.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(category));
    expect(asked.some((a) => a.method === 'PUT')).toBe(false);

    fireEvent.change(category, { target: { value: 'MARKETING' } });
    // The chosen category explains itself.
    expect(await within(dialog).findByText(/Newsletters, offers, promotional messages/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Cookies and similar technologies'), {
      target: { value: 'WITH_CONSENT' },
    });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
    expect(asked.find((a) => a.method === 'PUT')!.body).toMatchObject({
      name: 'Newsletter lunar',
      purposeCategory: 'MARKETING',
      cookies: 'WITH_CONSENT',
    });
  });

  it('offers the company’s processors and sends the ones chosen', async () => {
    const processor = (id: string, name: string, service: string) => ({
      id,
      name,
      fiscalCode: 'RO1',
      registrationNumber: null,
      address: 'București',
      country: 'RO',
      countryName: null,
      representative: null,
      contactEmail: null,
      service,
      transferMechanism: null,
      dpfCheckedOn: null,
      sccModule: null,
      sccSignedOn: null,
      derogation: null,
      bcrReference: null,
      subProcessors: [],
    });
    const company = testCompany({
      id: COMPANY_ID,
      processors: [
        processor('p-payroll', 'Salarii Exacte SRL', 'Calculul salariilor'),
        processor('p-hosting', 'Găzduire SRL', 'Găzduire'),
      ],
    });
    const asked = serveRequests(({ method }) =>
      method === 'PUT'
        ? { status: 200, body: { ...payroll, processorIds: ['p-payroll'] } }
        : { status: 200, body: { situations: [situation('e-one', 'Contractul de muncă', [payroll])] } },
    );
    await renderAt(
      `${PAGE}/e-one/${payroll.id}`,
      [situation('e-one', 'Contractul de muncă', [payroll])],
      'en',
      company,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit the operation “Plata salariilor”' });
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Salarii Exacte SRL (Calculul salariilor)' }),
    );
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
    expect(asked.find((a) => a.method === 'PUT')!.body).toMatchObject({ processorIds: ['p-payroll'] });
  });

  it('without processors, says where to add them', async () => {
    await renderAt(
      `${PAGE}/e-one/${payroll.id}`,
      [situation('e-one', 'Contractul de muncă', [payroll])],
      'en',
      testCompany({ id: COMPANY_ID }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit the operation “Plata salariilor”' });
    expect(within(dialog).getByText(/The company has no processors yet/)).toBeTruthy();
    expect(within(dialog).queryByRole('group', { name: 'The processors that perform it' })).toBeNull();
  });

  it.each(['en', 'ro'] as const)(
    '(%s) for video surveillance, says the retention comes from the company’s video surveillance section',
    async (locale) => {
      const cameras = operation(`e-one-${'c'.repeat(20)}`, 'Camerele', {
        suggestionId: 'e-ms-cctv',
        purposeCategory: 'MONITORING',
      });
      await renderAt(
        `${PAGE}/e-one/${cameras.id}`,
        [situation('e-one', 'Securitate', [cameras, payroll])],
        locale,
      );
      const dialog = await screen.findByRole('dialog', {
        name: locale === 'en' ? 'Edit the operation “Camerele”' : 'Modifică operațiunea „Camerele”',
      });
      const texts = locale === 'en' ? en.form.hints : ro.form.hints;
      expect(within(dialog).getByText(texts.cctvRetention, { exact: false })).toBeTruthy();
      const link = within(dialog).getByRole('link', { name: texts.cctvRetentionLink });
      expect(link.getAttribute('href')).toMatch(new RegExp(`/${COMPANY_ID}/configurator/info#cctv$`));
    },
  );

  it('says nothing about the video surveillance section for an operation that is not video surveillance', async () => {
    await renderAt(`${PAGE}/e-one/${payroll.id}`, [situation('e-one', 'Contractul de muncă', [payroll])]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit the operation “Plata salariilor”' });
    expect(within(dialog).queryByRole('link', { name: en.form.hints.cctvRetentionLink })).toBeNull();
  });

  it('follows the grounds with the requirement to provide the data, and asks how automated decisions work', async () => {
    await renderAt(`${PAGE}/e-one/${payroll.id}`, [
      situation('e-one', 'Contractul de muncă', [hiring, payroll]),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit the operation “Plata salariilor”' });
    const requirement = within(dialog).getByLabelText<HTMLSelectElement>('Must the person provide the data?');
    expect(requirement.value).toBe('CONTRACT_NECESSARY');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Legal obligation' }));
    await waitFor(() => expect(requirement.value).toBe('STATUTORY'));

    expect(within(dialog).queryByLabelText(/How the automated decision works/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Automated decisions and profiling'), {
      target: { value: 'PROFILING' },
    });
    expect(await within(dialog).findByLabelText(/How the automated decision works/)).toBeTruthy();
  });

  it('offers the catalogue’s values in an open list and takes one of its own', async () => {
    await renderAt(`${PAGE}/e-one/new`, [situation('e-one', 'Contractul de muncă', [payroll])]);
    const dialog = await screen.findByRole('dialog', { name: 'New operation in “Contractul de muncă”' });
    const data = within(dialog).getByLabelText('Processed data');
    const list = document.getElementById(data.getAttribute('list')!)!;
    expect(list.querySelectorAll('option').length).toBeGreaterThan(40);
    fireEvent.change(data, { target: { value: 'Numărul mașinii de serviciu' } });
    fireEvent.keyDown(data, { key: 'Enter' });
    const chosen = within(dialog).getByRole('list', { name: 'Processed data: chosen items' });
    expect(chosen.textContent).toContain('Numărul mașinii de serviciu');
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Remove Numărul mașinii de serviciu from Processed data' }),
    );
    expect(within(dialog).queryByRole('list', { name: 'Processed data: chosen items' })).toBeNull();
    // Romania is the default storage location.
    expect(
      within(dialog).getByRole('list', { name: 'Storage locations: chosen items' }).textContent,
    ).toContain('Romania');
  });

  it('fills a new operation in from a suggested one, in the interface’s language', async () => {
    const preset = cim.operations[1]!;
    await renderAt(
      `${PAGE}/e-one/new/${preset.id}`,
      [situation('e-one', 'Contractul de muncă', [hiring], 'e-cim')],
      'ro',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Operațiune nouă în „Contractul de muncă”' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Numele operațiunii').value).toBe(
      pick(findOperationPreset(preset.id).name, 'ro'),
    );
    // Filled in and valid: it can be saved as it is.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Salvează' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('keeps the retention period chosen among the suggestions, and drops it when the admin types their own', async () => {
    const asked = serveRequests(({ method }) =>
      method === 'PUT'
        ? { status: 200, body: payroll }
        : { status: 200, body: { situations: [situation('e-one', 'Contractul de muncă', [payroll])] } },
    );
    await renderAt(`${PAGE}/e-one/${payroll.id}`, [situation('e-one', 'Contractul de muncă', [payroll])]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit the operation “Plata salariilor”' });
    const period = within(dialog).getByLabelText<HTMLInputElement>('Storage period');
    const tax = resolveValue('retention', 'years5Tax', 'en');
    // The suggestions are the catalogue's periods; choosing one fills the field with its text.
    const options = [...document.getElementById(period.getAttribute('list')!)!.querySelectorAll('option')];
    expect(options.map((o) => o.value)).toContain(tax);
    fireEvent.change(period, { target: { value: tax } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(1));
    expect(asked.find((a) => a.method === 'PUT')!.body).toMatchObject({
      storageDuration: tax,
      retentionId: 'years5Tax',
    });
  });

  it('drops the suggestion chosen once the admin types over it', async () => {
    const chosen = operation(`e-one-${'d'.repeat(20)}`, 'Declarații fiscale', {
      storageDuration: resolveValue('retention', 'years5Tax', 'en'),
      retentionId: 'years5Tax',
    });
    const asked = serveRequests(({ method }) =>
      method === 'PUT'
        ? { status: 200, body: chosen }
        : { status: 200, body: { situations: [situation('e-one', 'Contractul de muncă', [chosen])] } },
    );
    await renderAt(`${PAGE}/e-one/${chosen.id}`, [situation('e-one', 'Contractul de muncă', [chosen])]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit the operation “Declarații fiscale”' });
    const period = within(dialog).getByLabelText<HTMLInputElement>('Storage period');
    expect(period.value).toBe(chosen.storageDuration);
    fireEvent.change(period, { target: { value: `${chosen.storageDuration}, then archived` } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(1));
    expect(asked.find((a) => a.method === 'PUT')!.body).toMatchObject({
      storageDuration: `${chosen.storageDuration}, then archived`,
      retentionId: null,
    });
  });

  it('sends the retention period of a suggested operation with it', async () => {
    const asked = serveRequests(({ method }) =>
      method === 'PUT'
        ? { status: 200, body: payroll }
        : {
            status: 200,
            body: { situations: [situation('e-one', 'Contractul de muncă', [hiring], 'e-cim')] },
          },
    );
    await renderAt(
      `${PAGE}/e-one/new/e-drm-payroll`,
      [situation('e-one', 'Contractul de muncă', [hiring], 'e-cim')],
      'ro',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Operațiune nouă în „Contractul de muncă”' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Durata de stocare').value).toBe(
      resolveValue('retention', 'payroll50Years', 'ro'),
    );
    const save = within(dialog).getByRole('button', { name: 'Salvează' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(1));
    expect(asked.find((a) => a.method === 'PUT')!.body).toMatchObject({ retentionId: 'payroll50Years' });
  });

  it('asks the assessment questions in Romanian, refuses a count that is not a whole number, and sends the answers (unanswered: null)', async () => {
    const asked = serveRequests(({ method }) =>
      method === 'PUT'
        ? { status: 200, body: { ...payroll, largeScale: true, subjectsCount: 1200, coreActivity: false } }
        : { status: 200, body: { situations: [situation('e-one', 'Contractul de muncă', [payroll])] } },
    );
    await renderAt(
      `${PAGE}/e-one/${payroll.id}`,
      [situation('e-one', 'Contractul de muncă', [payroll])],
      'ro',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifică operațiunea „Plata salariilor”' });
    const group = within(dialog).getByRole('group', { name: 'Evaluare' });
    const large = within(group).getByLabelText<HTMLSelectElement>('Prelucrare pe scară largă');
    // Not said yet: nothing is answered for the admin.
    expect(large.value).toBe('');
    expect(within(group).getByLabelText<HTMLSelectElement>('Persoane vulnerabile').value).toBe('');
    const save = within(dialog).getByRole('button', { name: 'Salvează' });

    const count = within(group).getByLabelText('Numărul aproximativ de persoane vizate');
    fireEvent.change(count, { target: { value: '12.5' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText('Introduceți un număr întreg, zero sau mai mare.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(count));
    expect(asked.some((a) => a.method === 'PUT')).toBe(false);

    fireEvent.change(count, { target: { value: '1200' } });
    fireEvent.change(large, { target: { value: 'yes' } });
    fireEvent.change(within(group).getByLabelText('Face parte din activitatea principală a companiei'), {
      target: { value: 'no' },
    });
    // Paying salaries is regular: the Art. 30(5) exemption cannot rest on it.
    const occasional = within(group).getByLabelText<HTMLSelectElement>('Doar ocazional');
    expect(occasional.value).toBe('');
    fireEvent.change(occasional, { target: { value: 'no' } });
    // Corrected, the field's message goes at once.
    await waitFor(() =>
      expect(within(dialog).queryByText('Introduceți un număr întreg, zero sau mai mare.')).toBeNull(),
    );
    fireEvent.click(save);
    await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
    expect(asked.find((a) => a.method === 'PUT')!.body).toMatchObject({
      largeScale: true,
      subjectsCount: 1200,
      coreActivity: false,
      vulnerableSubjects: null,
      newTechnology: null,
      occasional: false,
    });
  });

  it('marks an unchanged operation as reviewed: shows the last review, sends the mark with the operation, and says so', async () => {
    const asked = serveRequests(({ method }) =>
      method === 'PUT'
        ? { status: 200, body: { ...payroll, reviewedAt: '2026-11-28' } }
        : { status: 200, body: { situations: [situation('e-one', 'Contractul de muncă', [payroll])] } },
    );
    const { notify } = await renderAt(
      `${PAGE}/e-one/${payroll.id}`,
      [situation('e-one', 'Contractul de muncă', [payroll])],
      'ro',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifică operațiunea „Plata salariilor”' });
    const group = within(dialog).getByRole('group', { name: 'Verificarea operațiunii' });
    expect(within(group).getByText('Operațiunea nu a fost încă marcată ca verificată.')).toBeTruthy();
    // Nothing changed: Save waits for a change, the review confirms the operation as it stands.
    expect(within(dialog).getByRole('button', { name: 'Salvează' }).hasAttribute('disabled')).toBe(true);
    const mark = within(dialog).getByRole('button', { name: 'Marchează ca verificată' });
    await waitFor(() => expect(mark.hasAttribute('disabled')).toBe(false));
    fireEvent.click(mark);
    await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
    const body = asked.find((a) => a.method === 'PUT')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Plata salariilor', reviewed: true });
    // The day is the service's: the dialog never sends one.
    expect(body).not.toHaveProperty('reviewedAt');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          kind: 'success',
          message: 'Operațiunea „Plata salariilor” a fost salvată și marcată ca verificată azi.',
        }),
      ),
    );
  });

  it('shows the day an operation was last reviewed, and a plain save sends no review, in English', async () => {
    const reviewed = { ...payroll, reviewedAt: '2026-03-12' };
    const asked = serveRequests(({ method }) =>
      method === 'PUT'
        ? { status: 200, body: reviewed }
        : { status: 200, body: { situations: [situation('e-one', 'Contractul de muncă', [reviewed])] } },
    );
    await renderAt(
      `${PAGE}/e-one/${payroll.id}`,
      [situation('e-one', 'Contractul de muncă', [reviewed])],
      'en',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit the operation “Plata salariilor”' });
    const group = within(dialog).getByRole('group', { name: 'Review of the operation' });
    expect(within(group).getByText('Last reviewed: 12 March 2026.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Operation name'), {
      target: { value: 'Salaries' },
    });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
    const body = asked.find((a) => a.method === 'PUT')!.body as Record<string, unknown>;
    expect(body['name']).toBe('Salaries');
    expect(body).not.toHaveProperty('reviewed');
    expect(body).not.toHaveProperty('reviewedAt');
  });

  it('pre-fills from a suggested operation only the answers the catalogue is sure of', async () => {
    await renderAt(
      `${PAGE}/e-one/new/e-drm-payroll`,
      [situation('e-one', 'Contractul de muncă', [hiring], 'e-cim')],
      'en',
    );
    const dialog = await screen.findByRole('dialog', { name: 'New operation in “Contractul de muncă”' });
    const group = within(dialog).getByRole('group', { name: 'Assessment' });
    const answer = (label: string) => within(group).getByLabelText<HTMLSelectElement>(label).value;
    // Employees are vulnerable (WP248 criterion 7); paying them is ancillary (WP243).
    expect(answer('Vulnerable people')).toBe('yes');
    expect(answer('Part of the company’s core activity')).toBe('no');
    // Whether it is large scale or new technology depends on the company.
    expect(answer('Processing on a large scale')).toBe('');
    expect(answer('New technologies')).toBe('');
  });

  it('asks the kind of legitimate interest only on that ground, explains the kind chosen and sends it', async () => {
    const asked = serveRequests(({ method }) =>
      method === 'PUT'
        ? {
            status: 200,
            body: { ...payroll, grounds: ['LEGITIMATE_INTEREST'], interestKind: 'VIDEO_SURVEILLANCE' },
          }
        : { status: 200, body: { situations: [situation('e-one', 'Contractul de muncă', [payroll])] } },
    );
    await renderAt(
      `${PAGE}/e-one/${payroll.id}`,
      [situation('e-one', 'Contractul de muncă', [payroll])],
      'ro',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifică operațiunea „Plata salariilor”' });
    // On a contract: no question about a legitimate interest.
    expect(within(dialog).queryByLabelText('Ce fel de interes legitim urmărește')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Executarea contractului'));
    fireEvent.click(within(dialog).getByLabelText('Interes legitim'));
    const kind = within(dialog).getByLabelText<HTMLSelectElement>('Ce fel de interes legitim urmărește');
    // Not said yet: nothing chosen for the admin.
    expect(kind.value).toBe('');
    expect(within(dialog).getByText(/testul interesului legitim preia răspunsurile standard/)).toBeTruthy();
    fireEvent.change(kind, { target: { value: 'VIDEO_SURVEILLANCE' } });
    expect(within(dialog).getByText(/Camere video pentru protecția persoanelor/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Legea sau interesul legitim'), {
      target: { value: 'Protecția bunurilor din depozit.' },
    });
    const save = within(dialog).getByRole('button', { name: 'Salvează' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
    expect(asked.find((a) => a.method === 'PUT')!.body).toMatchObject({
      grounds: ['LEGITIMATE_INTEREST'],
      interestKind: 'VIDEO_SURVEILLANCE',
    });
  });

  it('pre-fills the kind of legitimate interest from a suggested operation, in English', async () => {
    await renderAt(
      `${PAGE}/e-one/new/e-ms-gps`,
      [situation('e-one', 'Contractul de muncă', [hiring], 'e-cim')],
      'en',
    );
    const dialog = await screen.findByRole('dialog', { name: 'New operation in “Contractul de muncă”' });
    expect(
      within(dialog).getByLabelText<HTMLSelectElement>('What kind of legitimate interest it pursues').value,
    ).toBe('EMPLOYEE_MONITORING');
    expect(within(dialog).getByText(/under the conditions of art. 5 of Law 190\/2018/)).toBeTruthy();
  });

  it('asks what a transfer abroad rests on for a recipient that is not a processor, module 1 by default, and sends its pin', async () => {
    const abroad = {
      ...payroll,
      recipients: ['Companiile din același grup', 'Furnizorul de servicii IT și de găzduire'],
      recipientsLocations: ['S.U.A.'],
    };
    const asked = serveRequests(({ method }) =>
      method === 'PUT'
        ? { status: 200, body: abroad }
        : { status: 200, body: { situations: [situation('e-one', 'Contractul de muncă', [abroad])] } },
    );
    await renderAt(`${PAGE}/e-one/${abroad.id}`, [situation('e-one', 'Contractul de muncă', [abroad])], 'ro');
    const dialog = await screen.findByRole('dialog', { name: 'Modifică operațiunea „Plata salariilor”' });
    // The group company is a controller: its transfer is asked here; the IT provider is a processor,
    // recorded with the company's data, so it is not.
    const group = within(dialog).getByRole('group', {
      name: 'Companiile din același grup (Statele Unite ale Americii)',
    });
    expect(within(dialog).queryByRole('group', { name: /Furnizorul de servicii IT/ })).toBeNull();
    const mechanism = within(group).getByLabelText<HTMLSelectElement>('Pe ce se întemeiază transferul');
    expect(mechanism.value).toBe('');
    fireEvent.change(mechanism, { target: { value: 'SCC' } });
    expect(
      within(group).getByLabelText<HTMLSelectElement>('Modulul clauzelor contractuale standard').value,
    ).toBe('C2C');
    const save = within(dialog).getByRole('button', { name: 'Salvează' });
    // Clauses without the day signed: not saved, the field says what is missing and takes the focus.
    fireEvent.click(save);
    expect(
      await within(group).findByText('Introduceți data semnării clauzelor, care nu poate fi în viitor.'),
    ).toBeTruthy();
    const signedOn = within(group).getByLabelText('Data semnării clauzelor');
    await waitFor(() => expect(document.activeElement).toBe(signedOn));
    expect(signedOn.getAttribute('aria-invalid')).toBe('true');
    expect(asked.some((a) => a.method === 'PUT')).toBe(false);
    fireEvent.change(signedOn, { target: { value: '2026-02-10' } });
    fireEvent.click(save);
    await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
    expect(asked.find((a) => a.method === 'PUT')!.body).toMatchObject({
      recipientTransfers: [
        {
          recipient: 'Companiile din același grup',
          country: 'US',
          transferMechanism: 'SCC',
          sccModule: 'C2C',
          sccSignedOn: '2026-02-10',
          dpfCheckedOn: null,
          derogation: null,
        },
      ],
    });
  });

  it('asks the transfer to a country the admin typed as for a third country without adequacy, says why, and sends the country as typed', async () => {
    const abroad = {
      ...payroll,
      recipients: ['Companiile din același grup'],
      recipientsLocations: ['Kosovo'],
    };
    const asked = serveRequests(({ method }) =>
      method === 'PUT'
        ? { status: 200, body: abroad }
        : { status: 200, body: { situations: [situation('e-one', 'Contractul de muncă', [abroad])] } },
    );
    await renderAt(`${PAGE}/e-one/${abroad.id}`, [situation('e-one', 'Contractul de muncă', [abroad])], 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Edit the operation “Plata salariilor”' });
    const group = within(dialog).getByRole('group', { name: 'Companiile din același grup (Kosovo)' });
    expect(within(group).getByText(/“Kosovo” is not in the platform’s list of countries/)).toBeTruthy();
    const mechanism = within(group).getByLabelText<HTMLSelectElement>('What the transfer rests on');
    // No adequacy and no Data Privacy Framework for a place the platform does not know.
    const offered = [...mechanism.options].map((o) => o.value);
    expect(offered).toEqual(['', 'SCC', 'BCR', 'DEROGATION']);
    fireEvent.change(mechanism, { target: { value: 'DEROGATION' } });
    fireEvent.change(within(group).getByLabelText('Point of Article 49(1) GDPR'), { target: { value: 'A' } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
    expect(asked.find((a) => a.method === 'PUT')!.body).toMatchObject({
      recipientTransfers: [
        {
          recipient: 'Companiile din același grup',
          country: 'Kosovo',
          transferMechanism: 'DEROGATION',
          derogation: 'A',
        },
      ],
    });
  });

  it('shows a saved pin again, asks nothing inside the EEA, and drops the question with its recipient, in English', async () => {
    const pinned = {
      ...payroll,
      recipients: ['Companies of the same group'],
      recipientsLocations: ['U.S.A.', 'Germany'],
      recipientTransfers: [
        {
          recipient: 'Companies of the same group',
          country: 'US',
          transferMechanism: 'DEROGATION' as const,
          dpfCheckedOn: null,
          sccModule: null,
          sccSignedOn: null,
          derogation: 'B' as const,
          bcrReference: null,
        },
      ],
    };
    const asked = serveRequests(({ method }) =>
      method === 'PUT'
        ? { status: 200, body: { ...pinned, recipients: [], recipientTransfers: [] } }
        : { status: 200, body: { situations: [situation('e-one', 'Contractul de muncă', [pinned])] } },
    );
    await renderAt(`${PAGE}/e-one/${pinned.id}`, [situation('e-one', 'Contractul de muncă', [pinned])], 'en');
    const dialog = await screen.findByRole('dialog', { name: /Plata salariilor/ });
    const group = within(dialog).getByRole('group', {
      name: 'Companies of the same group (United States of America)',
    });
    expect(within(group).getByLabelText<HTMLSelectElement>('What the transfer rests on').value).toBe(
      'DEROGATION',
    );
    expect(within(group).getByLabelText<HTMLSelectElement>('Point of Article 49(1) GDPR').value).toBe('B');
    expect(within(dialog).queryByRole('group', { name: /Germany/ })).toBeNull();
    // The recipient removed: no question left, and its transfer goes with it.
    fireEvent.click(within(dialog).getByRole('button', { name: /^Remove Companies of the same group from/ }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('group', { name: /Companies of the same group/ })).toBeNull(),
    );
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
    expect(asked.find((a) => a.method === 'PUT')!.body).toMatchObject({
      recipients: [],
      recipientTransfers: [],
    });
  });

  it('says so for a situation or operation that does not exist', async () => {
    await renderAt(`${PAGE}/e-gone/${payroll.id}`, [situation('e-one', 'Contractul de muncă', [payroll])]);
    expect(await screen.findByRole('dialog', { name: 'Not found' })).toBeTruthy();
  });
});

describe('the configurator’s situation dialogs', () => {
  it('adds a suggested situation: add → choose it → new/:situationId, with chosen operations and a new name', async () => {
    const kept = cim.operations.slice(1);
    const created = situation(
      'e-made',
      'Contracts of employment 2026',
      kept.map((op, i) => operation(`e-made-op${i}`, pick(op.name, 'en'), { suggestionId: op.id })),
      'e-cim',
    );
    let stored: TSituation[] = [];
    const asked = serveRequests(({ method, path }) => {
      if (method === 'POST' && path === `${SITUATIONS}/from-suggestion`) {
        stored = [created];
        return { status: 201, body: created };
      }
      if (method === 'GET' && path === SITUATIONS) return { status: 200, body: { situations: stored } };
      return { status: 404, body: { code: 'not_found' } };
    });
    const { router } = await renderAt(PAGE, []);

    // With unused suggestions, Add leads to them.
    const add = await screen.findByRole('button', { name: /^Add a situation \(\d+ suggestions\)$/ });
    fireEvent.click(add);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE}/add`));
    const offers = await screen.findByRole('dialog', { name: 'Add a situation' });
    const cimName = pick(cim.name, 'en');
    fireEvent.click(
      within(offers).getByRole('button', { name: `Choose the suggested situation ${cimName}` }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE}/new/e-cim`));

    const dialog = await screen.findByRole('dialog', { name: 'Add a suggested situation' });
    const name = within(dialog).getByLabelText<HTMLInputElement>('Situation name');
    expect(name.value).toBe(cimName);
    const boxes = within(dialog).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => box.checked)).toEqual(cim.operations.map(() => true));
    const submit = () =>
      within(dialog).getByRole('button', { name: /^Add the situation with \d+ operations?$/ });
    expect(submit().textContent).toBe(`Add the situation with ${cim.operations.length} operations`);

    // No operation chosen: not allowed (a situation may not be empty).
    for (const box of boxes) fireEvent.click(box);
    expect(
      within(dialog).getByText('Choose at least one operation: a situation may not be empty.'),
    ).toBeTruthy();
    // Add says it at the field and sends nothing: the first box takes the focus.
    expect(submit().hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit());
    expect(document.activeElement).toBe(boxes[0]);
    expect(boxes[0]!.getAttribute('aria-describedby')).toBeTruthy();
    expect(asked.some((a) => a.method === 'POST')).toBe(false);
    // All but the first, and a name of its own.
    for (const box of boxes.slice(1)) fireEvent.click(box);
    fireEvent.change(name, { target: { value: '  Contracts of employment 2026 ' } });
    expect(submit().textContent).toBe(`Add the situation with ${kept.length} operations`);
    expect(submit().hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
    expect(asked.find((a) => a.method === 'POST')).toEqual({
      method: 'POST',
      path: `${SITUATIONS}/from-suggestion`,
      body: {
        suggestionId: 'e-cim',
        name: 'Contracts of employment 2026',
        operations: kept.map((op) => op.id),
      },
    });
    // The page reads the situations again and shows the new one, first of the list.
    const card = await screen.findByRole('region', { name: 'Situation A: Contracts of employment 2026' });
    expect(within(card).getByText(`${kept.length} operations`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('renames a situation at :situationId, Save enabled only once the name changed, a typed name not lost silently', async () => {
    const asked = serveRequests(({ method, path, body }) => {
      if (method === 'PATCH' && path === `${SITUATIONS}/e-one`) {
        return { status: 200, body: situation('e-one', (body as { name: string }).name, [payroll]) };
      }
      if (method === 'GET' && path === SITUATIONS) {
        return { status: 200, body: { situations: [situation('e-one', 'Monthly payroll', [payroll])] } };
      }
      return { status: 404, body: { code: 'not_found' } };
    });
    const { router } = await renderAt(PAGE, [situation('e-one', 'Payroll', [payroll])]);
    const card = await screen.findByRole('region', { name: 'Situation A: Payroll' });
    fireEvent.click(within(card).getByRole('button', { name: 'Rename the situation Payroll' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE}/e-one`));

    const dialog = await screen.findByRole('dialog', { name: 'Edit the situation' });
    const name = within(dialog).getByLabelText<HTMLInputElement>('Situation name');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(name.value).toBe('Payroll');
    expect(save.hasAttribute('disabled')).toBe(true);
    // The same name again (spaces aside) is no change.
    fireEvent.change(name, { target: { value: ' Payroll ' } });
    expect(save.hasAttribute('disabled')).toBe(true);
    // No name: said at the field; Save moves the focus there and sends nothing.
    fireEvent.change(name, { target: { value: '' } });
    expect(within(dialog).getByText('Enter the situation name.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(save);
    expect(document.activeElement).toBe(name);
    expect(asked.some((a) => a.method === 'PATCH')).toBe(false);
    fireEvent.change(name, { target: { value: 'Monthly payroll' } });
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(within(dialog).queryByText('Enter the situation name.')).toBeNull();
    // A name typed and not saved: Escape asks; Stay keeps it; Save then leaves without asking.
    fireEvent(dialog, new Event('cancel'));
    const question = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(name.value).toBe('Monthly payroll');
    fireEvent.click(save);

    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(asked.find((a) => a.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: `${SITUATIONS}/e-one`,
      body: { name: 'Monthly payroll' },
    });
    expect(await screen.findByRole('region', { name: 'Situation A: Monthly payroll' })).toBeTruthy();
  });

  it('opens the help and, loaded when first asked for, the sample document from the page’s buttons', async () => {
    await renderAt(PAGE, [situation('e-one', 'Payroll', [payroll])]);
    await screen.findByRole('region', { name: 'Situation A: Payroll' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    const help = screen.getByRole('dialog', { name: 'How to describe your processing' });
    expect(within(help).getAllByRole('term').length).toBeGreaterThan(3);
    fireEvent.click(within(help).getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sample document' }));
    const sample = await screen.findByRole('dialog', { name: /^Sample document: / });
    // Without a copy of the company's own (no services here), the example company's document.
    expect(await within(sample).findByTitle(/^Preview of /)).toBeTruthy();
    fireEvent.click(within(sample).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
