import { jest } from '@jest/globals';
import type { TBreach, TDataSubjectRequest } from '@conform/contracts';

// jsdom has no TextEncoder; react-router needs it.
const { TextEncoder, TextDecoder } = jest.requireActual<{ TextEncoder: unknown; TextDecoder: unknown }>(
  'util',
);
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { renderInShell, serveRequests, testServer, testCompany } =
  await import('@conform/shell-contract/testing');
const { http, HttpResponse } = await import('msw');
const { screen, within, fireEvent, waitFor } = await import('@testing-library/react');
const { default: en } = await import('../../../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../../../locales/ro.json', { with: { type: 'json' } });
const { RequestsPage } = await import('./RequestsPage.tsx');
const { BreachesPage } = await import('./BreachesPage.tsx');
const { registersApi } = await import('../api/registersApi.ts');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';

function req(over: Partial<TDataSubjectRequest>): TDataSubjectRequest {
  return {
    id: Math.random().toString(36).slice(2),
    number: 'REQ-2026-001',
    right: 'ACCESS',
    receivedOn: '2026-10-01',
    person: 'Ioana Popescu',
    channel: 'EMAIL',
    notes: null,
    status: 'OPEN',
    deadline: '2026-11-01',
    extensionReason: null,
    daysLeft: 5,
    identityRequestedOn: null,
    identityConfirmedOn: null,
    paused: false,
    closedOn: null,
    history: [],
    responseTemplate: 'MODELE_RASPUNS_ACCES',
    ...over,
  };
}

async function renderRequests(
  requests: TDataSubjectRequest[],
  locale: 'ro' | 'en' = 'en',
  notify: (notice: { message: string }) => void = () => undefined,
) {
  await renderInShell({
    namespace: 'documents',
    resources: { ro, en },
    locale,
    shell: { activeCompanyId: COMPANY_ID, notify },
    company: testCompany(),
    prepare: (store) =>
      store.dispatch(registersApi.util.upsertQueryData('getRequests', COMPANY_ID, { requests })),
    routes: [{ path: '/:companyId/documents/requests', element: <RequestsPage /> }],
    path: `/${COMPANY_ID}/documents/requests`,
  });
}

/**
 * On a phone each row is a card whose cells say their column's name beside their value (the
 * cell's data-label, shown by the register's narrow layout): every cell of every row carries the
 * heading of its own column.
 */
function labelsOfCells(): string[][] {
  const headings = screen.getAllByRole('columnheader').map((th) => th.textContent);
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((td, i) =>
          td.getAttribute('data-label') === headings[i]
            ? 'ok'
            : `${td.getAttribute('data-label')} ≠ ${headings[i]}`,
        ),
    );
}

describe('the requests register page', () => {
  it('opens the prefilled answer in a new tab, and says on the page when the package is missing', async () => {
    const notices: string[] = [];
    await renderRequests([req({})], 'en', (notice) => notices.push(notice.message));
    const tab = { close: jest.fn(), location: { href: '' } };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    // The service answers as it does without the internal policies package; then not at all.
    const asked: string[] = [];
    let offline = false;
    testServer.use(
      http.get('*/requests/:requestId/response', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        // No body: cancelling an intercepted answer's body did not settle under Node's fetch here.
        return offline ? HttpResponse.error() : new HttpResponse(null, { status: 409 });
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Prefilled answer' }));
    await waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toMatch(/internal policies package/);
    expect(tab.close).toHaveBeenCalled();
    expect(asked).toEqual([
      expect.stringMatching(new RegExp(`/companies/${COMPANY_ID}/requests/[^/]+/response$`)),
    ]);
    // No answer at all: no blank tab left either.
    offline = true;
    tab.close.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Prefilled answer' }));
    await waitFor(() => expect(notices).toHaveLength(2));
    expect(notices[1]).toBe('The draft could not be made. Please try again.');
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });
  it('says in words how each deadline stands, and warns about late ones', async () => {
    await renderRequests([
      req({ number: 'REQ-2026-001', daysLeft: 5 }),
      req({ number: 'REQ-2026-002', person: 'Dan Ionescu', daysLeft: -3, right: 'ERASURE' }),
      req({
        number: 'REQ-2026-003',
        person: 'Ana Ene',
        daysLeft: null,
        status: 'ANSWERED',
        closedOn: '2026-10-20',
      }),
    ]);
    const row = (n: string) => screen.getByRole('cell', { name: n }).closest('tr')!;
    expect(within(row('REQ-2026-001')).getByText('5 days left')).toBeTruthy();
    expect(within(row('REQ-2026-002')).getByText('3 days late')).toBeTruthy();
    expect(within(row('REQ-2026-002')).getByText('Erasure (Art. 17)')).toBeTruthy();
    expect(within(row('REQ-2026-003')).getByText(/closed on/)).toBeTruthy();
    // A closed request offers no more actions than its template.
    expect(within(row('REQ-2026-003')).queryByRole('button', { name: 'Extend' })).toBeNull();
    expect(within(row('REQ-2026-001')).getByRole('button', { name: 'Extend' })).toBeTruthy();
    expect(screen.getByText('Some requests are past their deadline')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeTruthy();
    expect(labelsOfCells()).toEqual(Array(3).fill(Array(7).fill('ok')));
  });

  it('in Romanian: plural forms and the register texts', async () => {
    await renderRequests([req({ daysLeft: 21 }), req({ number: 'REQ-2026-002', daysLeft: 1 })], 'ro');
    expect(screen.getByText('mai sunt 21 de zile')).toBeTruthy();
    expect(screen.getByText('mai este o zi')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Registrul cererilor persoanelor vizate' })).toBeTruthy();
  });

  it('shows each request’s status history: the day of each change, its reason or note, when it was entered (in Romania time, said)', async () => {
    const history: TDataSubjectRequest['history'] = [
      { status: 'OPEN', at: '2026-01-31T09:15:00.000Z', on: '2026-01-31', note: null },
      {
        status: 'EXTENDED',
        at: '2026-02-20T12:00:00.000Z',
        on: '2026-02-20',
        note: 'Date din patru sisteme',
      },
      { status: 'REFUSED', at: '2026-04-10T08:30:00.000Z', on: '2026-04-09', note: 'Cerere vădit nefondată' },
    ];
    const rows = [
      req({
        number: 'REQ-2026-001',
        receivedOn: '2026-01-31',
        // The month ended on Saturday 28 February; extended, it ends on Thursday 30 April.
        deadline: '2026-04-30',
        status: 'REFUSED',
        daysLeft: null,
        closedOn: '2026-04-09',
        extensionReason: 'Date din patru sisteme',
        history,
      }),
      req({ number: 'REQ-2026-002', person: 'Dan Ionescu', history: [] }),
    ];
    await renderRequests(rows);
    const row = (n: string) => screen.getByRole('cell', { name: n }).closest('tr')!;
    const first = within(row('REQ-2026-001'));
    const details = first.getByText('Status history (3)').closest('details')!;
    expect(details).toBeTruthy();
    const items = within(details)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      '31 January 2026: receivedentered on 31 January 2026 at 11:15 (Romania time)',
      '20 February 2026: deadline extendedDate din patru sistemeentered on 20 February 2026 at 14:00 (Romania time)',
      '9 April 2026: refusedCerere vădit nefondatăentered on 10 April 2026 at 11:30 (Romania time)',
    ]);
    expect(first.getByText('30 April 2026')).toBeTruthy();
    // A request without a recorded history shows none (never an empty list).
    expect(within(row('REQ-2026-002')).queryByText(/Status history/)).toBeNull();
  });

  it('the status history in Romanian', async () => {
    await renderRequests(
      [
        req({
          status: 'ANSWERED',
          daysLeft: null,
          closedOn: '2026-02-10',
          history: [
            { status: 'OPEN', at: '2026-01-31T09:15:00.000Z', on: '2026-01-31', note: null },
            {
              status: 'ANSWERED',
              at: '2026-02-10T10:00:00.000Z',
              on: '2026-02-10',
              note: 'Trimis prin poștă',
            },
          ],
        }),
      ],
      'ro',
    );
    const details = screen.getByText('Istoricul cererii (2)').closest('details')!;
    const items = within(details)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      '31 ianuarie 2026: primităconsemnat pe 31 ianuarie 2026 la 11:15 (ora României)',
      '10 februarie 2026: răspuns trimisTrimis prin poștăconsemnat pe 10 februarie 2026 la 12:00 (ora României)',
    ]);
  });

  it('checks the log form before sending, with messages in the user language', async () => {
    await renderRequests([], 'ro');
    expect(screen.getByText(/Nu ați înregistrat încă nicio cerere/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Înregistrează o cerere' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    expect(await within(dialog).findByText('Câmpul este obligatoriu.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Persoana vizată').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before a typed request is lost: Cancel asks, Stay keeps it, Discard closes; an untouched form closes at once', async () => {
    await renderRequests([]);
    const open = () => fireEvent.click(screen.getByRole('button', { name: 'Log a request' }));
    const question = () => screen.queryByRole('alertdialog', { name: 'Discard changes?' });
    open();
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(question()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    open();
    dialog = await screen.findByRole('dialog');
    const person = within(dialog).getByLabelText<HTMLInputElement>('Data subject');
    fireEvent.change(person, { target: { value: 'Ioana Popescu' } });
    fireEvent(dialog, new Event('cancel'));
    expect(question()).not.toBeNull();
    fireEvent.click(within(question()!).getByRole('button', { name: 'Stay' }));
    expect(person.value).toBe('Ioana Popescu');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(question()!).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function breach(over: Partial<TBreach>): TBreach {
  const aware = new Date(Date.now() - 10 * 3600_000);
  return {
    id: 'b1',
    number: 'INC-2026-001',
    awareAt: aware.toISOString(),
    occurredAt: null,
    nature: ['CONFIDENTIALITY'],
    description: 'Laptop furat',
    subjectCategories: 'Angajați',
    subjectsCount: 40,
    dataCategories: 'CNP',
    recordsCount: 40,
    consequences: 'Furt de identitate',
    measures: 'Parole schimbate',
    risk: null,
    riskReason: null,
    authorityNotifiedAt: null,
    personsNotifiedAt: null,
    delayReason: null,
    notifyBy: new Date(aware.getTime() + 72 * 3600_000).toISOString(),
    notifyAuthority: null,
    notifyPersons: null,
    createdAt: aware.toISOString(),
    updatedAt: aware.toISOString(),
    ...over,
  };
}

describe('the breach register page', () => {
  it('counts down the 72 hours, and says when no notification is due or it was made', async () => {
    await renderInShell({
      namespace: 'documents',
      resources: { ro, en },
      locale: 'en',
      shell: { activeCompanyId: COMPANY_ID },
      company: testCompany(),
      prepare: (store) =>
        store.dispatch(
          registersApi.util.upsertQueryData('getBreaches', COMPANY_ID, {
            breaches: [
              breach({}),
              breach({
                id: 'b2',
                number: 'INC-2026-002',
                risk: 'UNLIKELY',
                notifyAuthority: false,
                notifyPersons: false,
              }),
              breach({
                id: 'b3',
                number: 'INC-2026-003',
                awareAt: new Date(Date.now() - 100 * 3600_000).toISOString(),
                notifyBy: new Date(Date.now() - 28 * 3600_000).toISOString(),
              }),
            ],
          }),
        ),
      routes: [{ path: '/:companyId/documents/breaches', element: <BreachesPage /> }],
      path: `/${COMPANY_ID}/documents/breaches`,
    });
    const row = (n: string) => screen.getByRole('cell', { name: n }).closest('tr')!;
    // Each moment in Romania time, the zone said.
    expect(
      within(row('INC-2026-001')).getByText(
        /^6[12] h \d+ min left, until \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} \(Romania time\)$/,
      ),
    ).toBeTruthy();
    expect(
      within(row('INC-2026-001')).getByText(/^\d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} \(Romania time\)$/),
    ).toBeTruthy();
    expect(within(row('INC-2026-001')).getByText('Not assessed yet')).toBeTruthy();
    expect(within(row('INC-2026-002')).getByText('not notified (risk unlikely)')).toBeTruthy();
    expect(
      within(row('INC-2026-003')).getByText(
        /^late – the deadline was \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} \(Romania time\)$/,
      ),
    ).toBeTruthy();
    // The hours to notify are the legal figure in force (the catalogue's dated table), never a literal.
    expect(screen.getByRole('columnheader', { name: 'The 72 hours' })).toBeTruthy();
    expect(screen.getByText(/at the latest 72 hours after becoming aware/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('{{hours}}');
    expect(labelsOfCells()).toEqual(Array(3).fill(Array(6).fill('ok')));
  });
});

describe('the breach dialog', () => {
  /** The dialog to log an incident, for a company established in `country` (Romania unless said). */
  async function openLog(locale: 'ro' | 'en' = 'en', country = 'RO', breaches: TBreach[] = []) {
    const notify = jest.fn();
    await renderInShell({
      namespace: 'documents',
      resources: { ro, en },
      locale,
      shell: { activeCompanyId: COMPANY_ID, notify },
      company: testCompany({ info: { country } }),
      prepare: (store) =>
        store.dispatch(registersApi.util.upsertQueryData('getBreaches', COMPANY_ID, { breaches })),
      routes: [{ path: '/:companyId/documents/breaches', element: <BreachesPage /> }],
      path: `/${COMPANY_ID}/documents/breaches`,
    });
    fireEvent.click(
      screen.getAllByRole('button', {
        name: locale === 'en' ? 'Log an incident' : 'Înregistrează un incident',
      })[0]!,
    );
    const dialog = await screen.findByRole('dialog');
    return { dialog, notify };
  }

  const described = (control: HTMLElement) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);

  it('marks the required fields, and an empty Save says what is missing at each field without a request', async () => {
    const asked = serveRequests(() => ({ status: 201, body: breach({}) }));
    const { dialog } = await openLog();
    expect(
      within(dialog).getByText('Fields marked * are required. Times are entered and shown in Romania time.'),
    ).toBeTruthy();
    for (const label of [
      'Became aware on',
      'What happened',
      'Categories of data subjects',
      'Categories of data concerned',
      'Likely consequences',
      'Measures taken or proposed',
    ]) {
      expect(within(dialog).getByLabelText(label).getAttribute('aria-required')).toBe('true');
    }
    expect(within(dialog).getByLabelText('Occurred on (if known)').hasAttribute('aria-required')).toBe(false);
    expect(
      within(dialog)
        .getByRole('group', { name: 'Nature of the breach' })
        .querySelector('[data-required-mark]'),
    ).toBeTruthy();

    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(save);
    const nature = within(dialog).getByRole('checkbox', { name: /Confidentiality/ });
    await waitFor(() => expect(nature.getAttribute('aria-invalid')).toBe('true'));
    // The first invalid field takes the focus; each says its own message.
    expect(document.activeElement).toBe(nature);
    const what = within(dialog).getByLabelText('What happened');
    expect(what.getAttribute('aria-invalid')).toBe('true');
    expect(described(what)).toHaveLength(1);
    expect(described(what)[0]).toBeTruthy();
    expect(within(dialog).getByLabelText('Became aware on').getAttribute('aria-invalid')).toBe('false');
    expect(asked.filter((a) => a.method !== 'GET')).toEqual([]);

    // Corrected, the field's message goes as it is typed.
    fireEvent.change(what, { target: { value: 'Laptop furat' } });
    await waitFor(() => expect(what.getAttribute('aria-invalid')).toBe('false'));
  });

  it('takes and shows times in Romania’s time, whatever the browser’s zone, and says so', async () => {
    const asked = serveRequests(({ method }) =>
      method === 'POST' ? { status: 201, body: breach({}) } : { status: 200, body: { breaches: [] } },
    );
    const { dialog } = await openLog('ro');
    expect(within(dialog).getByText(/Orele se completează și se afișează în ora României\./)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Ați aflat la'), {
      target: { value: '2026-11-20T16:00' },
    });
    fireEvent.change(within(dialog).getByLabelText('S-a produs la (dacă se știe)'), {
      target: { value: '2026-07-01T09:30' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Confidențialitate/ }));
    for (const [label, value] of [
      ['Ce s-a întâmplat', 'Laptop furat'],
      ['Categorii de persoane vizate', 'Angajați'],
      ['Categorii de date afectate', 'CNP'],
      ['Consecințele probabile', 'Furt de identitate'],
      ['Măsuri luate sau propuse', 'Parole schimbate'],
    ] as const) {
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(asked.some((a) => a.method === 'POST')).toBe(true));
    const sent = asked.find((a) => a.method === 'POST')!.body as { awareAt: string; occurredAt: string };
    // 16:00 in Bucharest in November is 14:00 UTC; 09:30 in July is 06:30 UTC (summer time).
    expect(sent.awareAt).toBe('2026-11-20T14:00:00.000Z');
    expect(sent.occurredAt).toBe('2026-07-01T06:30:00.000Z');
  });

  it('a company in Germany: its times are taken and shown in Berlin’s time, and the zone is said', async () => {
    const asked = serveRequests(({ method }) =>
      method === 'POST' ? { status: 201, body: breach({}) } : { status: 200, body: { breaches: [] } },
    );
    // Became aware at 14:00 UTC on 20 November: 15:00 in Berlin (16:00 in Bucharest).
    const { dialog } = await openLog('en', 'DE', [breach({ awareAt: '2026-11-20T14:00:00.000Z' })]);
    const row = screen.getByRole('cell', { name: 'INC-2026-001' }).closest('tr')!;
    expect(within(row).getByText('20 November 2026 at 15:00 (Central European Time)')).toBeTruthy();
    expect(within(dialog).getByText(/Times are entered and shown in Central European Time\./)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Became aware on'), {
      target: { value: '2026-11-20T16:00' },
    });
    fireEvent.change(within(dialog).getByLabelText('Occurred on (if known)'), {
      target: { value: '2026-07-01T09:30' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Confidentiality/ }));
    for (const [label, value] of [
      ['What happened', 'Stolen laptop'],
      ['Categories of data subjects', 'Employees'],
      ['Categories of data concerned', 'ID numbers'],
      ['Likely consequences', 'Identity theft'],
      ['Measures taken or proposed', 'Passwords changed'],
    ] as const) {
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked.some((a) => a.method === 'POST')).toBe(true));
    const sent = asked.find((a) => a.method === 'POST')!.body as { awareAt: string; occurredAt: string };
    // 16:00 in Berlin in November is 15:00 UTC; 09:30 in July is 07:30 UTC (summer time).
    expect(sent.awareAt).toBe('2026-11-20T15:00:00.000Z');
    expect(sent.occurredAt).toBe('2026-07-01T07:30:00.000Z');
  });

  it('puts the service’s 400 under its field, in Romanian, with no notice repeating it', async () => {
    const asked = serveRequests(({ method }) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              code: 'validation',
              message: 'The request is not valid.',
              details: [{ path: 'awareAt', message: 'validation.date.future' }],
            },
          }
        : { status: 200, body: { breaches: [] } },
    );
    const { dialog, notify } = await openLog('ro');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Confidențialitate/ }));
    for (const [label, value] of [
      ['Ce s-a întâmplat', 'Laptop furat'],
      ['Categorii de persoane vizate', 'Angajați'],
      ['Categorii de date afectate', 'CNP'],
      ['Consecințele probabile', 'Furt de identitate'],
      ['Măsuri luate sau propuse', 'Parole schimbate'],
    ] as const) {
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    expect(await within(dialog).findByText('Data nu poate fi în viitor.')).toBeTruthy();
    expect(asked.some((a) => a.method === 'POST')).toBe(true);
    const aware = within(dialog).getByLabelText('Ați aflat la');
    expect(aware.getAttribute('aria-invalid')).toBe('true');
    expect(described(aware)).toContain('Data nu poate fi în viitor.');
    expect(within(dialog).getAllByText('Data nu poate fi în viitor.')).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();
  });
});
