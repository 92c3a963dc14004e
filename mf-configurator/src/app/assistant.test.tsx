import { jest } from '@jest/globals';
import type { TAssistantCompletion, TAssistantSuggestions, TCompany } from '@conform/contracts';

const { getAssistantQuiz } = await import('@conform/catalogues');
const { sharedApi } = await import('@conform/shell-contract');
const { serveRequests, renderInShell, testCompany } = await import('@conform/shell-contract/testing');
const { act, fireEvent, screen, waitFor, within } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';

function company(products: Partial<TCompany['products']>): TCompany {
  return testCompany({ id: COMPANY_ID, products });
}

async function renderAt(path: string, products: Partial<TCompany['products']>, locale: 'ro' | 'en' = 'en') {
  const notify = jest.fn();
  const { router } = await renderInShell({
    namespace: 'configurator',
    resources: { ro, en },
    locale,
    shell: { notify },
    prepare: (store) =>
      store.dispatch(sharedApi.util.upsertQueryData('company', COMPANY_ID, company(products))),
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

beforeEach(() => sessionStorage.clear());

describe('the assistant quiz', () => {
  it('asks every question with yes and no, shows a follow-up only after a yes, and continues once all are answered', async () => {
    const { router } = await renderAt(`/${COMPANY_ID}/assistant/EMPLOYEES`, { pending: ['EMPLOYEES'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configure the package: Employees' }),
    ).toBeTruthy();
    const quiz = getAssistantQuiz('EMPLOYEES');
    const parent = quiz.questions.find((q) => q.followUpQuestions?.length)!;
    const followUp = parent.followUpQuestions![0]!;
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(`${quiz.questions.length} questions left to answer`)).toBeTruthy();
    expect(screen.queryByRole('group', { name: followUp.text.en })).toBeNull();

    const answer = (text: string, value: 'Yes' | 'No') =>
      fireEvent.click(within(screen.getByRole('group', { name: text })).getByRole('radio', { name: value }));
    for (const question of quiz.questions) answer(question.text.en, question.id === parent.id ? 'Yes' : 'No');
    // The follow-up of the yes appears and must be answered too.
    expect(await screen.findByRole('group', { name: followUp.text.en })).toBeTruthy();
    expect(continueButton.hasAttribute('disabled')).toBe(true);
    answer(followUp.text.en, 'Yes');
    await waitFor(() => expect(continueButton.hasAttribute('disabled')).toBe(false));

    fireEvent.click(continueButton);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/${COMPANY_ID}/assistant/EMPLOYEES/results`),
    );
    // The results first load (spec: 2 s), for this quiz only.
    expect(await screen.findByRole('progressbar', { name: /preparing the situations/ })).toBeTruthy();
    const stored = JSON.parse(sessionStorage.getItem('conform.assistant')!) as {
      product: string;
      answers: Record<string, boolean>;
    };
    expect(stored.product).toBe('EMPLOYEES');
    expect(stored.answers[parent.id]).toBe(true);
    expect(stored.answers[followUp.id]).toBe(true);
  });

  it('sends results of another product’s quiz back to the quiz', async () => {
    sessionStorage.setItem(
      'conform.assistant',
      JSON.stringify({ companyId: COMPANY_ID, product: 'EMPLOYEES', answers: {} }),
    );
    const { router } = await renderAt(`/${COMPANY_ID}/assistant/RECRUITMENT/results`, {
      pending: ['EMPLOYEES', 'RECRUITMENT'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COMPANY_ID}/assistant/RECRUITMENT`));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configure the package: Recruitment' }),
    ).toBeTruthy();
  });

  it.each([
    ['a package without an assistant', 'DPA', { pending: ['DPA'] }],
    ['an unknown package', 'NOPE', { pending: ['EMPLOYEES'] }],
    ['a package of another edition', 'INT_EMPLOYEES', { pending: ['INT_EMPLOYEES'] }],
    ['a package the company does not have', 'EMPLOYEES', { pending: ['RECRUITMENT'] }],
  ])('refuses %s: back to the dashboard with an error', async (_what, product, products) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router, notify } = await renderAt(`/${COMPANY_ID}/assistant/${product}`, products);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COMPANY_ID}/dashboard`));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'error', message: expect.stringMatching(/cannot be configured/) }),
    );
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('speaks Romanian', async () => {
    await renderAt(`/${COMPANY_ID}/assistant/RECRUITMENT`, { pending: ['RECRUITMENT'] }, 'ro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configurați pachetul: Recrutare' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: 'Da' }).length).toBe(
      getAssistantQuiz('CANDIDATES').questions.length,
    );
    expect(screen.getByText('Au mai rămas 6 întrebări fără răspuns')).toBeTruthy();
  });
});

describe('the assistant results, on the clock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Moves the clock on and lets React, the router and the requests settle. */
  const wait = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });

  it('asks for the suggestions only after the spec’s 2000 ms, then shows the 10000 ms notice on Continue', async () => {
    const assistant = `/platform/api/configurator/companies/${COMPANY_ID}/assistant/EMPLOYEES`;
    const suggestions: TAssistantSuggestions = {
      product: 'EMPLOYEES',
      dataSubject: 'EMPLOYEES',
      situations: [
        {
          id: 'e-cim',
          name: 'Employment contract',
          operations: [{ id: 'e-cim-revisal', name: 'Keeping the employee register', purpose: 'The law' }],
        },
      ],
    };
    const completion: TAssistantCompletion = { product: 'EMPLOYEES', situations: [] };
    const asked = serveRequests(({ method, path }) => {
      if (method === 'POST' && path === `${assistant}/suggestions`) return { status: 200, body: suggestions };
      if (method === 'POST' && path === `${assistant}/complete`) return { status: 200, body: completion };
      if (method === 'GET' && path === `/platform/api/companies/${COMPANY_ID}`) {
        return { status: 200, body: company({ pending: ['EMPLOYEES'], configured: ['EMPLOYEES'] }) };
      }
      return { status: 404, body: { code: 'not_found' } };
    });
    sessionStorage.setItem(
      'conform.assistant',
      JSON.stringify({ companyId: COMPANY_ID, product: 'EMPLOYEES', answers: {} }),
    );
    const { router, notify } = await renderAt(`/${COMPANY_ID}/assistant/EMPLOYEES/results`, {
      pending: ['EMPLOYEES'],
    });
    const askedForSuggestions = () => asked.filter((a) => a.path === `${assistant}/suggestions`);

    expect(screen.getByRole('progressbar', { name: /preparing the situations/ })).toBeTruthy();
    await wait(1999);
    expect(askedForSuggestions()).toEqual([]);
    expect(screen.getByRole('progressbar', { name: /preparing the situations/ })).toBeTruthy();
    await wait(1);
    expect(askedForSuggestions()).toHaveLength(1);
    // The answer is shown within a frame.
    await wait(20);
    const proposed = screen.getByRole('region', { name: 'Proposed situations' });
    expect(proposed.textContent).toContain('Keeping the employee register');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await wait(20);
    expect(asked.some((a) => a.method === 'POST' && a.path === `${assistant}/complete`)).toBe(true);
    expect(notify).toHaveBeenCalledWith({
      kind: 'info',
      title: 'The package is configured',
      message: expect.stringContaining('“Employees”') as string,
      timeoutMs: 10000,
    });
    expect(router.state.location.pathname).toBe(`/${COMPANY_ID}/dashboard`);
  });
});
