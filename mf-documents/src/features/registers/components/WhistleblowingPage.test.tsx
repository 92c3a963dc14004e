import { jest } from '@jest/globals';
import type { TDataSubjectRequest, TDeadline, TWhistleblowingReport } from '@conform/contracts';

// jsdom has no TextEncoder; react-router needs it.
const { TextEncoder, TextDecoder } = jest.requireActual<{ TextEncoder: unknown; TextDecoder: unknown }>(
  'util',
);
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { renderInShell, serveRequests, testCompany } = await import('@conform/shell-contract/testing');
const { screen, within, fireEvent, waitFor } = await import('@testing-library/react');
const { default: en } = await import('../../../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../../../locales/ro.json', { with: { type: 'json' } });
const { WhistleblowingPage } = await import('./WhistleblowingPage.tsx');
const { RequestsPage } = await import('./RequestsPage.tsx');
const { DeadlinesPage } = await import('./DeadlinesPage.tsx');
const { registersApi } = await import('../api/registersApi.ts');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';

/** Today in Romania, and a day `days` from it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
const dayFrom = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function report(over: Partial<TWhistleblowingReport>): TWhistleblowingReport {
  return {
    id: Math.random().toString(36).slice(2),
    number: 'AVZ-2026-001',
    receivedOn: dayFrom(-5),
    channel: 'EMAIL',
    reference: null,
    subject: 'Facturi fictive',
    acknowledgedOn: null,
    feedbackOn: null,
    closedOn: null,
    acknowledgeBy: dayFrom(2),
    feedbackBy: dayFrom(94),
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

async function renderReports(reports: TWhistleblowingReport[], locale: 'ro' | 'en' = 'en') {
  const notify = jest.fn();
  await renderInShell({
    namespace: 'documents',
    resources: { ro, en },
    locale,
    shell: { activeCompanyId: COMPANY_ID, notify },
    company: testCompany(),
    prepare: (store) =>
      store.dispatch(registersApi.util.upsertQueryData('getReports', COMPANY_ID, { reports })),
    routes: [{ path: '/:companyId/documents/whistleblowing', element: <WhistleblowingPage /> }],
    path: `/${COMPANY_ID}/documents/whistleblowing`,
  });
  return { notify };
}

describe('the whistleblowing register page', () => {
  it('lists each report with its two clocks in words, and the steps left', async () => {
    await renderReports([
      report({}),
      report({
        number: 'AVZ-2026-002',
        subject: null,
        reference: 'D-7',
        acknowledgedOn: dayFrom(-3),
        acknowledgeBy: dayFrom(-1),
        feedbackBy: dayFrom(-2),
      }),
      report({ number: 'AVZ-2026-003', closedOn: dayFrom(-1) }),
    ]);
    const row = (n: string) => screen.getByRole('cell', { name: n }).closest('tr')!;
    const first = within(row('AVZ-2026-001'));
    expect(first.getByText('2 days left')).toBeTruthy();
    expect(first.getByText('Facturi fictive')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Acknowledge receipt' })).toBeTruthy();
    const second = within(row('AVZ-2026-002'));
    expect(second.getByText(/acknowledged on/)).toBeTruthy();
    expect(second.getByText('2 days late')).toBeTruthy();
    expect(second.getByText(/D-7/)).toBeTruthy();
    expect(second.queryByRole('button', { name: 'Acknowledge receipt' })).toBeNull();
    expect(second.getByRole('button', { name: 'Record feedback' })).toBeTruthy();
    // Closed: no more steps.
    expect(within(row('AVZ-2026-003')).queryByRole('button')).toBeNull();
    // The figures come from the catalogue, never a placeholder.
    expect(screen.getByText(/within 7 days of receipt/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('{{');
  });

  it('logs a report: the day, the channel, an optional reference and subject, nothing about the reporter', async () => {
    const asked = serveRequests(({ method }) =>
      method === 'POST'
        ? { status: 201, body: report({ number: 'AVZ-2026-004' }) }
        : { status: 200, body: { reports: [] } },
    );
    await renderReports([], 'ro');
    expect(screen.getByText(/Nicio raportare înregistrată/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Înregistrați o raportare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Înregistrați o raportare' });
    expect(within(dialog).queryByLabelText(/nume/i)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Cum a fost primită'), { target: { value: 'PHONE' } });
    fireEvent.change(within(dialog).getByLabelText('Subiect (opțional)'), {
      target: { value: 'Mită la achiziții' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(asked.some((a) => a.method === 'POST')).toBe(true));
    expect(asked.find((a) => a.method === 'POST')).toMatchObject({
      path: `/platform/api/documents/companies/${COMPANY_ID}/whistleblowing`,
      body: { receivedOn: today, channel: 'PHONE', subject: 'Mită la achiziții' },
    });
  });

  it('records the acknowledgement on a day, and shows the service’s refusal under the date', async () => {
    const logged = report({ id: 'w1' });
    const asked = serveRequests(({ method }) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              code: 'validation',
              message: 'The request is not valid.',
              details: [{ path: 'on', message: 'validation.report.beforeReceived' }],
            },
          }
        : { status: 200, body: { reports: [logged] } },
    );
    const { notify } = await renderReports([logged]);
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge receipt – AVZ-2026-001' });
    expect(within(dialog).getByText(/within 3 months of that day/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: dayFrom(-1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The date cannot be before the report was received.'),
    ).toBeTruthy();
    // Said once, at the field, which takes the focus: no notice repeating it.
    const date = within(dialog).getByLabelText('Date');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(date);
    expect(notify).not.toHaveBeenCalled();
    expect(asked.find((a) => a.method === 'POST')).toMatchObject({
      path: `/platform/api/documents/companies/${COMPANY_ID}/whistleblowing/w1/actions`,
      body: { action: 'ACKNOWLEDGE', on: dayFrom(-1) },
    });
  });
});

function req(over: Partial<TDataSubjectRequest>): TDataSubjectRequest {
  return {
    id: 'r1',
    number: 'REQ-2026-001',
    right: 'ACCESS',
    receivedOn: dayFrom(-10),
    person: 'Ioana Popescu',
    channel: 'EMAIL',
    notes: null,
    status: 'OPEN',
    deadline: dayFrom(20),
    extensionReason: null,
    daysLeft: 20,
    identityRequestedOn: null,
    identityConfirmedOn: null,
    paused: false,
    closedOn: null,
    history: [],
    responseTemplate: 'MODELE_RASPUNS_ACCES',
    ...over,
  };
}

async function renderRequests(requests: TDataSubjectRequest[], locale: 'ro' | 'en' = 'en') {
  await renderInShell({
    namespace: 'documents',
    resources: { ro, en },
    locale,
    shell: { activeCompanyId: COMPANY_ID },
    company: testCompany(),
    prepare: (store) =>
      store.dispatch(registersApi.util.upsertQueryData('getRequests', COMPANY_ID, { requests })),
    routes: [{ path: '/:companyId/documents/requests', element: <RequestsPage /> }],
    path: `/${COMPANY_ID}/documents/requests`,
  });
}

describe('the identity check on the requests page', () => {
  it('asks for proof of identity on a day: the dialog explains the pause and sends the day only', async () => {
    const asked = serveRequests(({ method }) =>
      method === 'POST'
        ? { status: 200, body: req({ paused: true, daysLeft: null, identityRequestedOn: dayFrom(-1) }) }
        : { status: 200, body: { requests: [req({})] } },
    );
    await renderRequests([req({})]);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for proof of identity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Identity check – REQ-2026-001' });
    expect(within(dialog).getByText(/Art\. 12\(6\) GDPR/)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: dayFrom(-1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked.some((a) => a.method === 'POST')).toBe(true));
    expect(asked.find((a) => a.method === 'POST')!.body).toEqual({
      action: 'REQUEST_IDENTITY',
      on: dayFrom(-1),
    });
  });

  it('(ro) shows a paused request as awaiting the identity, offers to confirm it, and no extension meanwhile', async () => {
    await renderRequests(
      [
        req({
          paused: true,
          daysLeft: null,
          identityRequestedOn: dayFrom(-3),
          history: [
            { status: 'OPEN', at: '2026-11-01T09:00:00.000Z', on: '2026-11-01', note: null },
            {
              status: 'OPEN',
              at: '2026-11-02T09:00:00.000Z',
              on: '2026-11-02',
              note: null,
              event: 'IDENTITY_REQUESTED',
            },
          ],
        }),
      ],
      'ro',
    );
    const row = screen.getByRole('cell', { name: 'REQ-2026-001' }).closest('tr')!;
    expect(within(row).getByText('Așteaptă verificarea identității')).toBeTruthy();
    expect(within(row).getByText(/termenul se mută după confirmarea identității/)).toBeTruthy();
    expect(within(row).getByText(/informații cerute pentru confirmarea identității/)).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Prelungește' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Cereți dovada identității' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Identitate confirmată' }));
    const dialog = await screen.findByRole('dialog', { name: 'Identitate confirmată – REQ-2026-001' });
    expect(within(dialog).getByText(/prelungit cu zilele de așteptare/)).toBeTruthy();
  });
});

describe('the deadlines page: paused requests and whistleblowing reports', () => {
  const clock = (over: Partial<TDeadline>): TDeadline => ({
    kind: 'REQUEST',
    id: 'r1',
    reference: 'REQ-2026-001',
    subject: 'ACCESS',
    due: dayFrom(10),
    daysLeft: 10,
    hoursLeft: null,
    state: 'OPEN',
    extended: false,
    title: null,
    source: { ro: 'Legea nr. 361/2022', en: 'Law 361/2022' },
    ...over,
  });

  it('(en) says a request is awaiting identity verification and links each report clock to the register', async () => {
    await renderInShell({
      namespace: 'documents',
      resources: { ro, en },
      locale: 'en',
      shell: { activeCompanyId: COMPANY_ID },
      company: testCompany(),
      prepare: (store) =>
        store.dispatch(
          registersApi.util.upsertQueryData('getDeadlines', COMPANY_ID, {
            today,
            deadlines: [
              clock({ state: 'PAUSED' }),
              clock({
                kind: 'WHISTLEBLOWING',
                id: 'w1',
                reference: 'AVZ-2026-001',
                subject: 'ACKNOWLEDGEMENT',
                daysLeft: 2,
                state: 'DUE_SOON',
              }),
              clock({
                kind: 'WHISTLEBLOWING',
                id: 'w1',
                reference: 'AVZ-2026-001',
                subject: 'FEEDBACK',
                daysLeft: 92,
              }),
            ],
          }),
        ),
      routes: [{ path: '/:companyId/documents/deadlines', element: <DeadlinesPage /> }],
      path: `/${COMPANY_ID}/documents/deadlines`,
    });
    const rows = within(screen.getByRole('table', { name: 'Deadlines' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]!.textContent).toContain('Awaiting identity verification');
    const acknowledge = screen.getByRole('link', { name: 'Acknowledge receipt of report AVZ-2026-001' });
    expect(acknowledge.getAttribute('href')).toBe(`/${COMPANY_ID}/documents/whistleblowing`);
    expect(screen.getByRole('link', { name: 'Give feedback on report AVZ-2026-001' })).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Law 361/2022');
  });
});
