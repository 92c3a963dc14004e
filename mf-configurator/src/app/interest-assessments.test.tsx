import type { TInterestAssessment, TStandardInterestAnswers } from '@conform/contracts';

const { serveRequests, renderInShell, testCompany } = await import('@conform/shell-contract/testing');
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
    {
      id: 'p-1-a',
      situationId: 'p-1',
      dataSubject: 'PERSONAL_CLIENTS',
      name: 'Newsletter',
      assessedAlone: false,
    },
    {
      id: 'p-1-b',
      situationId: 'p-1',
      dataSubject: 'PERSONAL_CLIENTS',
      name: 'Oferte prin SMS',
      assessedAlone: false,
    },
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
    {
      id: 'p-1-c',
      situationId: 'p-1',
      dataSubject: 'PERSONAL_CLIENTS',
      name: 'Analiza coșurilor',
      assessedAlone: false,
    },
  ],
  answers: null,
};

/** The documents service's standard answers (shape of GET /documents/legitimate-interest/standard-answers). */
const standardMarketing = {
  purpose: [
    { question: 'Is the interest lawful?', answer: 'Yes: recital 47 GDPR recognises direct marketing.' },
    { question: 'Is it real and present?', answer: 'Yes: the people have already bought from the company.' },
  ],
  necessity: [{ question: 'Is the processing necessary?', answer: 'Yes: the contact details are needed.' }],
  expectations: [{ question: 'Do people expect it?', answer: 'Yes, in general.' }],
  consequences: [{ question: 'What consequences?', answer: 'Limited: unwanted messages.' }],
  safeguards: [
    { question: null, answer: 'objection in every message;' },
    { question: null, answer: 'messages limited in number.' },
  ],
};
const standardAnswers = (language: 'ro' | 'en'): TStandardInterestAnswers => ({
  language,
  kinds: [{ kind: 'DIRECT_MARKETING_EXISTING_CUSTOMERS', parts: standardMarketing }],
});

async function renderPage(locale: 'ro' | 'en') {
  const { router } = await renderInShell({
    namespace: 'configurator',
    resources: { ro, en },
    locale,
    // The company the shell loaded before the page (its country gives the zone of the times shown).
    company: testCompany(),
    routes: [{ path: '/:companyId', children: [...(remote.routes.company ?? [])] }],
    path: PAGE,
  });
  return router!;
}

it('lists one card per assessment with its operations and the admin’s answers, and saves the edited answers and conclusion', async () => {
  const asked = serveRequests(({ method, path }) =>
    method === 'PUT'
      ? { status: 200, body: marketing }
      : path.includes('/standard-answers')
        ? { status: 200, body: standardAnswers('en') }
        : { status: 200, body: { assessments: [marketing, other] } },
  );
  await renderPage('en');
  const card = await screen.findByRole('region', { name: 'Direct marketing to existing customers' });
  expect(within(card).getByRole('link', { name: 'Oferte prin SMS' }).getAttribute('href')).toBe(
    `/${COMPANY_ID}/configurator/personal_clients/p-1/p-1-b`,
  );
  const necessity = within(card).getByLabelText<HTMLTextAreaElement>(/Second test – necessity/);
  expect(necessity.value).toBe('Doar clienții din ultimul an.');
  // An answer not given starts from the standard one, a line per question, which the hint lists.
  const purpose = within(card).getByLabelText<HTMLTextAreaElement>(/First test – purpose/);
  expect(purpose.value).toBe(
    'Yes: recital 47 GDPR recognises direct marketing.\nYes: the people have already bought from the company.',
  );
  expect(within(card).getByText(/Answer: Is the interest lawful\? Is it real and present\?/)).toBeTruthy();
  const safeguards = within(card).getByLabelText<HTMLTextAreaElement>(/Third test – the company/);
  expect(safeguards.value).toBe('objection in every message;\nmessages limited in number.');
  // A part without a standard answer starts empty and says the document asks it.
  expect(within(card).getByLabelText<HTMLTextAreaElement>(/data minimisation/).value).toBe('');
  expect(within(card).getAllByText(/has no standard answer/).length).toBeGreaterThan(0);
  // When the answers were saved: in Romania's time (10:00 UTC is 12:00 there in November), the zone said.
  expect(
    within(card)
      .getByText(/^Answers saved on/)
      .textContent?.replace(/[\u00a0\u202f]/g, ' '),
  ).toBe('Answers saved on 20 November 2026 at 12:00 (Romania time).');
  fireEvent.change(purpose, { target: { value: 'Păstrăm clienții informați despre produse similare.' } });
  // Whitespace alone is no change: the standard answer stays "not said".
  fireEvent.change(within(card).getByLabelText(/Third test – balancing: do people/), {
    target: { value: '  Yes,   in general. ' },
  });
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
  const asked = serveRequests(({ method, path }) =>
    method === 'PUT'
      ? { status: 200, body: { ...marketing, answers: null } }
      : path.includes('/standard-answers')
        ? { status: 200, body: standardAnswers('ro') }
        : { status: 200, body: { assessments: [marketing, other] } },
  );
  await renderPage('ro');
  const card = await screen.findByRole('region', { name: 'Marketing direct către clienții existenți' });
  fireEvent.click(within(card).getByRole('button', { name: 'Revino la răspunsurile standard' }));
  await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
  expect(Object.values(asked.find((a) => a.method === 'PUT')!.body as object).every((v) => v === null)).toBe(
    true,
  );
  // The form shows the standard answers again, as the document prints them.
  expect(within(card).getByLabelText<HTMLTextAreaElement>(/Al doilea test – necesitatea/).value).toBe(
    'Yes: the contact details are needed.',
  );
  expect(asked.find((a) => a.path.includes('/standard-answers'))!.search).toBe('?lang=ro');
  const alone = screen.getByRole('region', { name: 'Analiza coșurilor' });
  expect(within(alone).getAllByText(/lasă câmpul de completat/).length).toBeGreaterThan(0);
});

it('asks before leaving the page with an edited answer, and not after it is saved', async () => {
  serveRequests(({ method, path }) =>
    method === 'PUT'
      ? { status: 200, body: marketing }
      : path.includes('/standard-answers')
        ? { status: 200, body: standardAnswers('en') }
        : { status: 200, body: { assessments: [marketing] } },
  );
  const router = await renderPage('en');
  const card = await screen.findByRole('region', { name: 'Direct marketing to existing customers' });
  fireEvent.change(within(card).getByLabelText(/Second test – necessity/), {
    target: { value: 'Only the customers of the last year.' },
  });
  const elsewhere = `/${COMPANY_ID}/configurator/personal_clients`;
  void router.navigate(elsewhere);
  const question = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
  expect(router.state.location.pathname).toBe(PAGE);
  fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
  expect(within(card).getByLabelText<HTMLTextAreaElement>(/Second test – necessity/).value).toBe(
    'Only the customers of the last year.',
  );
  fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
  expect(
    await within(card).findByText('The answers were saved; the document is being regenerated.'),
  ).toBeTruthy();
  void router.navigate(elsewhere);
  await waitFor(() => expect(router.state.location.pathname).toBe(elsewhere));
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

it('without the standard answers (the documents service down) the answers start empty and the page still saves', async () => {
  const asked = serveRequests(({ method, path }) =>
    method === 'PUT'
      ? { status: 200, body: marketing }
      : path.includes('/standard-answers')
        ? { status: 503, body: { error: 'SERVICE_UNAVAILABLE', message: 'down' } }
        : { status: 200, body: { assessments: [marketing] } },
  );
  await renderPage('en');
  const card = await screen.findByRole('region', { name: 'Direct marketing to existing customers' });
  expect(within(card).getByLabelText<HTMLTextAreaElement>(/First test – purpose/).value).toBe('');
  fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
  expect((asked.find((a) => a.method === 'PUT')!.body as { purpose: unknown }).purpose).toBeNull();
});

it('assesses one operation of a kind on its own, and back with the others of its kind', async () => {
  const alone: TInterestAssessment = {
    key: 'p-1-b',
    interestKind: 'DIRECT_MARKETING_EXISTING_CUSTOMERS',
    operations: [{ ...marketing.operations[1]!, assessedAlone: true }],
    answers: null,
  };
  let split = false;
  const asked = serveRequests(({ method, path }) => {
    if (method === 'PUT') {
      split = (asked.at(-1)!.body as { assessedAlone: boolean }).assessedAlone;
      return { status: 200, body: { assessments: [] } };
    }
    if (path.includes('/standard-answers')) return { status: 200, body: standardAnswers('en') };
    const together = { ...marketing, operations: [marketing.operations[0]!] };
    return { status: 200, body: { assessments: split ? [together, alone] : [marketing] } };
  });
  await renderPage('en');
  const card = await screen.findByRole('region', { name: 'Direct marketing to existing customers' });
  fireEvent.click(within(card).getByRole('button', { name: 'Assess “Oferte prin SMS” on its own' }));
  const own = await screen.findByRole('region', {
    name: 'Direct marketing to existing customers: Oferte prin SMS',
  });
  const put = asked.find((a) => a.method === 'PUT')!;
  expect(put.path).toMatch(/\/legitimate-interest-assessments\/operations\/p-1-b$/);
  expect(put.body).toEqual({ assessedAlone: true });
  // Its own answers start from the kind's standard ones.
  expect(within(own).getByLabelText<HTMLTextAreaElement>(/Second test – necessity/).value).toBe(
    'Yes: the contact details are needed.',
  );
  // One operation left with its kind: nothing to split off.
  expect(within(card).queryByRole('button', { name: /on its own/ })).toBeNull();
  fireEvent.click(within(own).getByRole('button', { name: 'Assess with the other operations of this kind' }));
  await waitFor(() => expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(2));
  expect(asked.filter((a) => a.method === 'PUT')[1]!.body).toEqual({ assessedAlone: false });
  await waitFor(() => expect(screen.queryByRole('region', { name: /: Oferte prin SMS$/ })).toBeNull());
});

it('shows the service’s refusal of an answer under it, focused, with no notice beside it', async () => {
  serveRequests(({ method, path }) =>
    method === 'PUT'
      ? {
          status: 400,
          body: {
            code: 'validation',
            message: 'The request is not valid.',
            details: [{ path: 'safeguards', message: 'validation.tooLong' }],
          },
        }
      : path.includes('/standard-answers')
        ? { status: 200, body: standardAnswers('ro') }
        : { status: 200, body: { assessments: [marketing] } },
  );
  await renderPage('ro');
  const card = await screen.findByRole('region', { name: /./ });
  const safeguards = within(card).getByLabelText<HTMLTextAreaElement>(/^Al treilea test – garanțiile/);
  fireEvent.change(safeguards, { target: { value: 'Acces limitat la doi angajați.' } });
  fireEvent.click(within(card).getByRole('button', { name: 'Salvează' }));
  await waitFor(() => expect(safeguards.getAttribute('aria-invalid')).toBe('true'));
  expect(document.activeElement).toBe(safeguards);
  const described = (safeguards.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toContain('Textul este prea lung.');
  expect(within(card).queryByText('Răspunsurile nu au putut fi salvate. Încercați din nou.')).toBeNull();
  // Corrected, the error goes.
  fireEvent.change(safeguards, { target: { value: 'Acces limitat.' } });
  expect(safeguards.getAttribute('aria-invalid')).toBe('false');
});
