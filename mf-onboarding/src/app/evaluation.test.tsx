import { jest } from '@jest/globals';
import type { ShellApi } from '@conform/shell-contract';

const { evaluationQuiz } = await import('@conform/catalogues');
const { renderInShell } = await import('@conform/shell-contract/testing');
const { act, fireEvent, screen, waitFor, within } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');

async function renderAt(path: string, options: { shell?: Partial<ShellApi>; locale?: 'ro' | 'en' } = {}) {
  const view = await renderInShell({
    namespace: 'onboarding',
    resources: { ro, en },
    locale: options.locale ?? 'en',
    routes: remote.routes.root ?? [],
    path,
    ...(options.shell ? { shell: options.shell } : {}),
  });
  return { ...view, router: view.router! };
}

const question = (name: string | RegExp) => screen.getByRole('group', { name });
const choose = (name: string | RegExp, answer: 'Yes' | 'No' | 'Da' | 'Nu') =>
  fireEvent.click(within(question(name)).getByRole('radio', { name: answer }));
const continueButton = () => screen.queryByRole('button', { name: 'Continue' });

/** Every top-level question answered no: the quiz is complete (no follow-up shows after a no). */
const allNo = Object.fromEntries(evaluationQuiz.topics.flatMap((t) => t.questions).map((q) => [q.id, false]));
const CONTACT_STEP = evaluationQuiz.topics.length;

beforeEach(() => sessionStorage.clear());

describe('evaluation quiz', () => {
  it('asks one question at a time, follow-ups after a yes, and offers Continue once the topic is complete', async () => {
    await renderAt('/onboarding/evaluation');
    expect(screen.getByRole('heading', { level: 2, name: 'Website and online' })).toBeTruthy();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(continueButton()).toBeNull();

    choose('Does the company have a website or an app?', 'Yes');
    choose('Do you sell products through the site (online shop)?', 'Yes');
    choose('Do you take online orders or reservations for a restaurant?', 'No');
    choose('Do you sell online courses or training?', 'No');
    choose(/property listings/, 'No');
    expect(continueButton()).toBeNull();
    choose(/accommodation/, 'No');
    expect(screen.getAllByRole('group')).toHaveLength(6);
    expect(continueButton()).toBeTruthy();

    // A no hides the follow-ups again; the topic stays complete.
    choose('Does the company have a website or an app?', 'No');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    fireEvent.click(continueButton()!);
    expect(screen.getByRole('heading', { level: 2, name: 'Clients and suppliers' })).toBeTruthy();
    const current = screen
      .getByRole('navigation', { name: 'Evaluation steps' })
      .querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe('2Step 2 of 6:Clients and suppliers');
  });

  it('keeps the answers and the step when the page is reloaded', async () => {
    const first = await renderAt('/onboarding/evaluation');
    choose('Does the company have a website or an app?', 'No');
    fireEvent.click(continueButton()!);
    choose('Do you have individual clients?', 'Yes');
    first.unmount();

    await renderAt('/onboarding/evaluation');
    expect(screen.getByRole('heading', { level: 2, name: 'Clients and suppliers' })).toBeTruthy();
    expect(
      within(question('Do you have individual clients?')).getByRole<HTMLInputElement>('radio', {
        name: 'Yes',
      }).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      within(question('Does the company have a website or an app?')).getByRole<HTMLInputElement>('radio', {
        name: 'No',
      }).checked,
    ).toBe(true);
  });

  it('steps back instead of leaving for the start page past the first step; Back on the first step leaves', async () => {
    const { router } = await renderAt('/onboarding/start');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { level: 1, name: 'Company evaluation' });
    choose('Does the company have a website or an app?', 'No');
    fireEvent.click(continueButton()!);
    expect(screen.getByRole('heading', { level: 2, name: 'Clients and suppliers' })).toBeTruthy();

    // The browser's Back button.
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 2, name: 'Website and online' });
    expect(router.state.location.pathname).toBe('/onboarding/evaluation');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
    expect(router.state.location.pathname).toBe('/onboarding/start');
  });

  it('on Continue says at the contact step’s fields what is wrong, the focus on the first, and sends nothing', async () => {
    sessionStorage.setItem('conform.quiz.evaluation', JSON.stringify({ answers: allNo, step: CONTACT_STEP }));
    const ensureSession = jest.fn<ShellApi['ensureSession']>().mockResolvedValue(undefined as never);
    await renderAt('/onboarding/evaluation', { locale: 'ro', shell: { ensureSession } });
    expect(screen.getByRole('heading', { level: 2, name: 'Unde vă trimitem recomandarea?' })).toBeTruthy();
    expect(screen.getByText('Câmpurile marcate cu * sunt obligatorii.')).toBeTruthy();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Continuă' });
    const email = screen.getByLabelText('Adresa de e-mail');
    const terms = screen.getByRole('checkbox', { name: /Sunt de acord cu termenii și condițiile/ });
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(terms.getAttribute('aria-required')).toBe('true');
    expect(submit.disabled).toBe(false);

    fireEvent.change(email, { target: { value: 'nu-e-adresa' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Adresa de e-mail nu pare să fie validă.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));
    const termsError = 'Trebuie să fiți de acord cu termenii pentru a continua.';
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(termsError)).toBeTruthy();
    expect(ensureSession).not.toHaveBeenCalled();
    fireEvent.change(email, { target: { value: 'ana@exemplu.ro' } });
    await waitFor(() => expect(screen.queryByText('Adresa de e-mail nu pare să fie validă.')).toBeNull());

    fireEvent.click(terms);
    await waitFor(() => expect(terms.getAttribute('aria-invalid')).toBe('false'));
    expect(screen.queryByText(termsError)).toBeNull();
    // Communications stay optional.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /noutăți/ }).checked).toBe(false);
  });

  it('keeps the visitor on the contact step, answers kept, when the sign-in cannot start', async () => {
    sessionStorage.setItem('conform.quiz.evaluation', JSON.stringify({ answers: allNo, step: CONTACT_STEP }));
    const notify = jest.fn<ShellApi['notify']>();
    const ensureSession = jest.fn<ShellApi['ensureSession']>().mockRejectedValue(new Error('429'));
    await renderAt('/onboarding/evaluation', { shell: { notify, ensureSession } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        kind: 'error',
        title: 'An error has occurred!',
        message: 'We were unable to process the evaluation results. Please try again.',
      }),
    );
    expect(ensureSession).toHaveBeenCalledTimes(1);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Where should we send your recommendation?' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(false),
    );
    expect(JSON.parse(sessionStorage.getItem('conform.quiz.evaluation')!).answers).toEqual(allNo);
  });

  it('asks no contact details of a signed-in user: the last topic finishes the quiz', async () => {
    sessionStorage.setItem(
      'conform.quiz.evaluation',
      JSON.stringify({ answers: allNo, step: CONTACT_STEP - 1 }),
    );
    await renderAt('/onboarding/evaluation', {
      shell: {
        user: {
          uid: 'u1',
          name: null,
          email: 'ana@example.com',
          isAnonymous: false,
          avatarUrl: null,
          hasConsentedTerms: true,
        },
      },
    });
    const steps = within(screen.getByRole('navigation', { name: 'Evaluation steps' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2, name: 'Internal measures' })).toBeTruthy();
    expect(continueButton()).toBeTruthy();
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
  });
});

describe('standalone quiz', () => {
  it('starts at /quiz/start and asks the same topics without a contact step', async () => {
    const { router } = await renderAt('/quiz/start');
    expect(screen.getByRole('heading', { level: 1, name: 'GDPR check' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start the check' }));
    await screen.findByRole('heading', { level: 2, name: 'Website and online' });
    expect(router.state.location.pathname).toBe('/quiz/form');
    const steps = within(screen.getByRole('navigation', { name: 'Evaluation steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      '1Step 1 of 5:Website and online',
      '2Step 2 of 5:Clients and suppliers',
      '3Step 3 of 5:Events',
      '4Step 4 of 5:Human resources',
      '5Step 5 of 5:Internal measures',
    ]);
  });
});
