import { jest } from '@jest/globals';
import type { TDeadline } from '@conform/contracts';

// jsdom has no TextEncoder; react-router needs it.
const { TextEncoder, TextDecoder } = jest.requireActual<{ TextEncoder: unknown; TextDecoder: unknown }>(
  'util',
);
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { renderInShell } = await import('@conform/shell-contract/testing');
const { screen, within } = await import('@testing-library/react');
const { default: en } = await import('../../../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../../../locales/ro.json', { with: { type: 'json' } });
const { DeadlinesPage } = await import('./DeadlinesPage.tsx');
const { registersApi } = await import('../api/registersApi.ts');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';

const clock = (over: Partial<TDeadline>): TDeadline => ({
  kind: 'REQUEST',
  id: Math.random().toString(36).slice(2),
  reference: 'REQ-2026-001',
  subject: 'ERASURE',
  due: '2026-12-21',
  daysLeft: 22,
  hoursLeft: null,
  state: 'OPEN',
  extended: false,
  title: null,
  source: { ro: 'art. 12 alin. (3) din GDPR', en: 'Article 12(3) GDPR' },
  ...over,
});

async function renderDeadlines(deadlines: TDeadline[], locale: 'ro' | 'en') {
  await renderInShell({
    namespace: 'documents',
    resources: { ro, en },
    locale,
    shell: { activeCompanyId: COMPANY_ID },
    prepare: (store) =>
      store.dispatch(
        registersApi.util.upsertQueryData('getDeadlines', COMPANY_ID, { today: '2026-11-29', deadlines }),
      ),
    routes: [{ path: '/:companyId/documents/deadlines', element: <DeadlinesPage /> }],
    path: `/${COMPANY_ID}/documents/deadlines`,
  });
}

describe('the deadlines page', () => {
  it('(ro) lists each clock with its due day, the time left in words, what to do, where, and the rule', async () => {
    await renderDeadlines(
      [
        clock({
          kind: 'BREACH',
          reference: 'INC-2026-002',
          subject: null,
          due: '2026-11-29T12:00:00.000Z',
          daysLeft: 0,
          hoursLeft: -3,
          state: 'OVERDUE',
          source: { ro: 'art. 33 alin. (1) din GDPR', en: 'Article 33(1) GDPR' },
        }),
        clock({ extended: true, daysLeft: 2, state: 'DUE_SOON' }),
        clock({
          kind: 'REVIEW',
          id: 'REGISTRU_OPERATOR',
          reference: 'REGISTRU_OPERATOR',
          subject: 'REGISTRU_OPERATOR',
          due: '2027-02-01',
          daysLeft: 64,
          title: { ro: 'Registrul activităților de prelucrare', en: 'Record of processing activities' },
          source: { ro: 'art. 5 alin. (2) din GDPR', en: 'Article 5(2) GDPR' },
        }),
      ],
      'ro',
    );
    const rows = within(screen.getByRole('table', { name: 'Termene' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('depășit cu 3 ore'),
      expect.stringContaining('mai sunt 2 zile'),
      expect.stringContaining('mai sunt 64 de zile'),
    ]);
    const breach = screen.getByRole('link', {
      name: /Notificați autoritatea despre încălcarea INC-2026-002/,
    });
    expect(breach.getAttribute('href')).toBe(`/${COMPANY_ID}/documents/breaches`);
    expect(
      screen
        .getByRole('link', { name: 'Răspundeți la cererea REQ-2026-001 – Ștergere (art. 17)' })
        .getAttribute('href'),
    ).toBe(`/${COMPANY_ID}/documents/requests`);
    expect(rows[1]!.textContent).toContain('termen prelungit cu două luni');
    expect(
      screen.getByRole('link', { name: 'Revizuiți documentul „Registrul activităților de prelucrare”' }),
    ).toBeTruthy();
    expect(rows[0]!.textContent).toContain('art. 33 alin. (1) din GDPR');
    // A breach's deadline is a moment: in Romania time, the zone said (12:00 UTC is 14:00 in Bucharest).
    expect(rows[0]!.textContent).toContain('29 noiembrie 2026 la 14:00 (ora României)');
    expect(rows[2]!.textContent).toContain('1 februarie 2027');
  });

  it('(en) says when nothing is open', async () => {
    await renderDeadlines([], 'en');
    expect(await screen.findByText(/You have no open deadline/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
