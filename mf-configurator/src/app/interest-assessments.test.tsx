import type { TInterestAssessment } from '@conform/contracts';

const { serveRequests, renderInShell } = await import('@conform/shell-contract/testing');
const { fireEvent, screen, waitFor, within } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';
const PAGE = `/${COMPANY_ID}/configurator/legitimate-interest`;

const marketing: TInterestAssessment = {
  key: 'DIRECT_MARKETING_EXISTING_CUSTOMERS',
  interestKind: 'DIRECT_MARKETING_EXISTING_CUSTOMERS',
  operations: [
    { id: 'p-1-a', situationId: 'p-1', dataSubject: 'PERSONAL_CLIENTS', name: 'Newsletter' },
    { id: 'p-1-b', situationId: 'p-1', dataSubject: 'PERSONAL_CLIENTS', name: 'Oferte prin SMS' },
  ],
  answers: {
    purpose: null,
    necessity: 'Doar clienții din ultimul an.',
    minimisation: null,
    retention: null,
    expectations: null,
    consequences: null,
    safeguards: null,
    conclusion: null,
    reviewedBy: 'alice',
    reviewedAt: '2026-11-20T10:00:00.000Z',
  },
};
const other: TInterestAssessment = {
  key: 'p-1-c',
  interestKind: 'OTHER',
  operations: [
    { id: 'p-1-c', situationId: 'p-1', dataSubject: 'PERSONAL_CLIENTS', name: 'Analiza coșurilor' },
  ],
  answers: null,
};

async function renderPage(locale: 'ro' | 'en') {
  await renderInShell({
    namespace: 'configurator',
    resources: { ro, en },
    locale,
    routes: [{ path: '/:companyId', children: [...(remote.routes.company ?? [])] }],
    path: PAGE,
  });
}

const realFetch = globalThis.fetch;
const RealRequest = globalThis.Request;
afterEach(() => Object.assign(globalThis, { fetch: realFetch, Request: RealRequest }));

it('lists one card per assessment with its operations and the admin’s answers, and saves the edited answers and conclusion', async () => {
  const asked = serveRequests(({ method }) =>
    method === 'PUT'
      ? { status: 200, body: marketing }
      : { status: 200, body: { assessments: [marketing, other] } },
  );
  await renderPage('en');
  const card = await screen.findByRole('region', { name: 'Direct marketing to existing customers' });
  expect(within(card).getByRole('link', { name: 'Oferte prin SMS' }).getAttribute('href')).toBe(
    `/${COMPANY_ID}/configurator/personal_clients/p-1/p-1-b`,
  );
  const necessity = within(card).getByLabelText<HTMLTextAreaElement>(/Second test – necessity/);
  expect(necessity.value).toBe('Doar clienții din ultimul an.');
  // An answer not given is empty: the document keeps the standard answer.
  const purpose = within(card).getByLabelText<HTMLTextAreaElement>(/First test – purpose/);
  expect(purpose.value).toBe('');
  expect(within(card).getAllByText(/keeps the standard answer/).length).toBeGreaterThan(0);
  // When the answers were saved: in Romania's time (10:00 UTC is 12:00 there in November), the zone said.
  expect(
    within(card)
      .getByText(/^Answers saved on/)
      .textContent?.replace(/[\u00a0\u202f]/g, ' '),
  ).toBe('Answers saved on 20 November 2026 at 12:00 (Romania time).');
  fireEvent.change(purpose, { target: { value: 'Păstrăm clienții informați despre produse similare.' } });
  fireEvent.change(within(card).getByLabelText('The company’s conclusion'), {
    target: { value: 'NOT_OVERRIDDEN' },
  });
  fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
  const put = asked.find((a) => a.method === 'PUT')!;
  expect(put.path).toContain('/legitimate-interest-assessments/DIRECT_MARKETING_EXISTING_CUSTOMERS');
  expect(put.body).toEqual({
    purpose: 'Păstrăm clienții informați despre produse similare.',
    necessity: 'Doar clienții din ultimul an.',
    minimisation: null,
    retention: null,
    expectations: null,
    consequences: null,
    safeguards: null,
    conclusion: 'NOT_OVERRIDDEN',
  });
  expect(
    await within(card).findByText('The answers were saved; the document is being regenerated.'),
  ).toBeTruthy();
});

it('“back to the standard answers” clears every answer and saves; an assessment of another kind is titled by its operation (RO)', async () => {
  const asked = serveRequests(({ method }) =>
    method === 'PUT'
      ? { status: 200, body: { ...marketing, answers: null } }
      : { status: 200, body: { assessments: [marketing, other] } },
  );
  await renderPage('ro');
  const card = await screen.findByRole('region', { name: 'Marketing direct către clienții existenți' });
  fireEvent.click(within(card).getByRole('button', { name: 'Revino la răspunsurile standard' }));
  await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
  expect(Object.values(asked.find((a) => a.method === 'PUT')!.body as object).every((v) => v === null)).toBe(
    true,
  );
  expect(within(card).getByLabelText<HTMLTextAreaElement>(/Al doilea test – necesitatea/).value).toBe('');
  const alone = screen.getByRole('region', { name: 'Analiza coșurilor' });
  expect(within(alone).getAllByText(/lasă câmpul de completat/).length).toBeGreaterThan(0);
});
