import { expect, type Page } from '@playwright/test';
import {
  expectAccessible,
  openLinkFromMailbox,
  refuseOptionalCookies,
  signInThroughApi,
  test,
  uniqueEmail,
} from './support.ts';

/*
 * The visitor funnel: start → quiz → results → sign-in with the e-mail link sent at the end
 * of the quiz (a company is an account's, docs/spec/behaviour.md §6) → company (the registry fills the form) → creation →
 * the dashboard with the quiz's products. The registry is the embedded platform's local stand-in for
 * ANAF (its invented companies).
 */

type Answer = 'yes' | 'no';

/** Answers the question shown in the group named by the question's text. */
async function answer(page: Page, question: string | RegExp, value: Answer, yes: string, no: string) {
  await page
    .getByRole('group', { name: question })
    .getByRole('radio', { name: value === 'yes' ? yes : no })
    .check();
}

const TEXTS = {
  ro: { yes: 'Da', no: 'Nu', continue: 'Continuă' },
  en: { yes: 'Yes', no: 'No', continue: 'Continue' },
} as const;

/** One topic: each question in turn (follow-ups appear after a yes), then Continue. */
async function topic(page: Page, lang: 'ro' | 'en', answers: Array<[string | RegExp, Answer]>) {
  const t = TEXTS[lang];
  for (const [question, value] of answers) await answer(page, question, value, t.yes, t.no);
  await page.getByRole('button', { name: t.continue }).click();
}

test.describe('onboarding funnel (RO)', () => {
  test('a newcomer goes from the quiz to a company with the recommended packages in the cart', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('funnel');
    // A partner's link: the referral is kept until the company is created.
    await page.goto('/platform/onboarding/start?referral=partener-test');
    await refuseOptionalCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bun venit!' })).toBeVisible();
    await expectAccessible(page, 'onboarding start');
    await page.getByRole('button', { name: 'Începe' }).click();

    await expect(page).toHaveURL(/\/platform\/onboarding\/evaluation$/);
    await expect(page).toHaveTitle('Evaluarea companiei - Conform');
    await expect(page.getByRole('heading', { level: 2, name: 'Site și mediul online' })).toBeVisible();
    await expectAccessible(page, 'evaluation quiz');
    await topic(page, 'ro', [
      ['Compania are un site sau o aplicație?', 'yes'],
      ['Vindeți produse prin site (magazin online)?', 'yes'],
      ['Primiți comenzi sau rezervări online pentru un restaurant?', 'no'],
      ['Vindeți cursuri sau programe de formare online?', 'no'],
      [/anunțuri imobiliare/, 'no'],
      [/unitate de cazare/, 'no'],
    ]);
    await topic(page, 'ro', [
      ['Aveți clienți persoane fizice?', 'no'],
      ['Aveți clienți persoane juridice?', 'yes'],
      [/furnizori sau colaboratori persoane fizice/, 'no'],
      ['Aveți furnizori persoane juridice?', 'no'],
    ]);
    // A reload keeps the answers and the step.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Evenimente' })).toBeVisible();
    await topic(page, 'ro', [
      [/Organizați evenimente/, 'no'],
      [/webinare/, 'no'],
    ]);
    // The browser's Back button steps back one step instead of leaving the quiz.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Evenimente' })).toBeVisible();
    await expect(page).toHaveURL(/\/platform\/onboarding\/evaluation$/);
    await page.getByRole('button', { name: 'Continuă' }).click();
    await topic(page, 'ro', [
      ['Aveți angajați?', 'yes'],
      [/Recrutați personal/, 'no'],
    ]);
    await topic(page, 'ro', [
      [/camere de supraveghere/, 'no'],
      [/newslettere/, 'no'],
      [/Transmiteți date personale altor firme/, 'yes'],
    ]);

    await expect(
      page.getByRole('heading', { level: 2, name: 'Unde vă trimitem recomandarea?' }),
    ).toBeVisible();
    const send = page.getByRole('button', { name: 'Continuă' });
    await page.getByLabel('Adresa de e-mail').fill(email);
    // Terms not accepted: Continue says so at the box, which takes the focus.
    await send.click();
    await expect(page.getByText('Trebuie să fiți de acord cu termenii pentru a continua.')).toBeVisible();
    const terms = page.getByRole('checkbox', { name: /Sunt de acord cu termenii și condițiile/ });
    await expect(terms).toBeFocused();
    await terms.check();
    await expectAccessible(page, 'evaluation contact step');
    await send.click();

    // The results: the service's recommendation, after the processing animation.
    await expect(page).toHaveURL(/\/platform\/onboarding\/evaluation\/results\/[\w-]+\?register=true$/);
    await expect(page.getByRole('progressbar', { name: 'Analizăm răspunsurile' })).toBeVisible();
    await expect(
      page.getByText(`V-am trimis pe ${email} un link de confirmare.`, { exact: false }),
    ).toBeVisible();
    const families = page.locator('h2[id^="family-"]');
    await expect(families).toHaveText(
      ['Clienți și furnizori', 'Resurse umane', 'Online', 'Contracte cu parteneri', 'Politici interne'],
      { timeout: 15_000 },
    );
    await expect(
      page.getByText('Vă recomandăm 6 pachete de documente, potrivite activității companiei.'),
    ).toBeVisible();
    const employees = page.getByRole('article', { name: 'Angajați' });
    await employees.getByRole('button', { name: 'Detalii: Angajați' }).click();
    await expect(employees.getByRole('heading', { name: 'Situații acoperite' })).toBeVisible();
    await expectAccessible(page, 'evaluation results');

    await page.getByRole('button', { name: 'Continuă' }).click();
    const nextSteps = page.getByRole('dialog', { name: 'Ce urmează' });
    await expect(nextSteps).toBeVisible();
    await expectAccessible(page, 'next steps dialog');
    await nextSteps.getByRole('button', { name: 'Am înțeles' }).click();

    // A company is an account's: the visitor signs in first, with the link the quiz sent, which
    // brings them back to the company identification (the terms were accepted in the quiz).
    await expect(page).toHaveURL(/\/platform\/auth\?returnUrl=%2Fonboarding%2Fcompany%2F[\w-]+$/);
    await expect(
      page.getByText(`Am trimis linkul de autentificare la ${email}.`, { exact: false }),
    ).toBeVisible();
    await openLinkFromMailbox(page, email);

    // Company identification: the check digit, then the registry fills the form.
    await expect(page).toHaveURL(/\/platform\/onboarding\/company\/[\w-]+$/, { timeout: 15_000 });
    await expect(page).toHaveTitle('Identificarea companiei - Conform');
    await expect(page.getByRole('complementary').getByText(email)).toBeVisible();
    await page.getByLabel('Codul fiscal').fill('41509731');
    await page.getByRole('button', { name: 'Continuă' }).click();
    await expect(page.getByText('Codul fiscal nu pare să fie valid.')).toBeVisible();
    await expectAccessible(page, 'company identification');
    await page.getByLabel('Codul fiscal').fill('RO41509738');
    await page.getByRole('button', { name: 'Continuă' }).click();

    await expect(page).toHaveURL(/\/platform\/onboarding\/company\/41509738\/[\w-]+$/);
    await expect(page.getByText('Am completat datele din registrul ANAF.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Denumirea companiei')).toHaveValue('ATELIER DIGITAL ȘTEFĂNESCU SRL');
    await expect(page.getByLabel('Numărul de înregistrare la Registrul Comerțului')).toHaveValue(
      'J40/11234/2019',
    );
    await expect(page.getByLabel('Județul')).toHaveValue('Sector 3');
    await expect(page.getByLabel('Localitatea')).toHaveValue('București');
    await expect(page.getByLabel('Adresa')).toHaveValue('Bd. Decebal nr. 12, Bl. S7, Sc. 1, Et. 3, Ap. 10');
    await expectAccessible(page, 'company details');
    // A while later the page is opened again: the access cookie lived only as long as its token. The
    // company must still be created by the signed-in person (the session is refreshed), not refused.
    await page.context().clearCookies({ name: 'access_token' });
    await page.reload();
    await expect(page.getByLabel('Denumirea companiei')).toHaveValue('ATELIER DIGITAL ȘTEFĂNESCU SRL');
    await page.getByLabel('Telefonul (opțional)').fill('021 312 45 67');
    await page.getByRole('button', { name: 'Creează compania' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Compania a fost creată!' })).toBeVisible();
    // 4 s of success, 2 s more, then the new company's dashboard with the instructions for a newcomer.
    await expect(page).toHaveURL(/\/platform\/\w{20}\/dashboard\/instructions$/, { timeout: 15_000 });
    const companyId = /\/platform\/(\w{20})\//.exec(page.url())![1]!;
    const instructions = page.getByRole('dialog', { name: 'Cum personalizați documentele' });
    await expect(instructions).toBeVisible();
    await expectAccessible(page, 'instructions dialog');
    await instructions.getByRole('button', { name: 'Am înțeles' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'ATELIER DIGITAL ȘTEFĂNESCU SRL' }),
    ).toBeVisible();
    await expect(page.getByRole('complementary').getByText(email)).toBeVisible();
    for (const product of [
      'Magazin online',
      'Termeni și condiții pentru magazinul online',
      'Clienți persoane juridice',
      'Angajați',
      'Contracte privind prelucrarea și transmiterea datelor',
      'Politici interne',
    ]) {
      await expect(page.getByRole('article', { name: product })).toBeVisible();
    }
    // Products without a data subject are configured at once; the others wait for the assistant.
    await expect(page.getByRole('article', { name: 'Angajați' })).toContainText('Neconfigurat');
    await expect(page.getByRole('article', { name: 'Politici interne' })).toContainText('Configurat');

    const company = (await (await page.request.get(`/platform/api/companies/${companyId}`)).json()) as {
      referral: string | null;
      adminIds: string[];
    };
    expect(company.referral).toBe('partener-test');
    const settings = (await page.evaluate(() => localStorage.getItem('conform.settings'))) ?? '{}';
    expect((JSON.parse(settings) as { referral?: unknown }).referral).toBeNull();
  });

  test('a registry failure leaves the company form manual', async ({ page }) => {
    await signInThroughApi(page, uniqueEmail('registru'));
    // The local stand-in answers this code like an outage of ANAF's service.
    await page.goto('/platform/onboarding/company/WyJJTlRFUk5BTF9QT0xJQ0lFUyJd');
    await refuseOptionalCookies(page);
    await page.getByLabel('Codul fiscal').fill('30477819');
    await page.getByRole('button', { name: 'Continuă' }).click();
    await expect(page.getByText('Completați datele companiei, așa cum apar în actele ei.')).toBeVisible();
    await expect(page.getByLabel('Denumirea companiei')).toHaveValue('');
    await expect(page.getByLabel('Codul fiscal')).toHaveValue('30477819');

    await page.getByRole('button', { name: 'Creează compania' }).click();
    await expect(
      page.getByText('Numărul de înregistrare la Registrul Comerțului este obligatoriu.'),
    ).toBeVisible();
    await page.getByLabel('Denumirea companiei').fill('Brutăria din Deal SRL');
    await page.getByLabel('Numărul de înregistrare la Registrul Comerțului').fill('J12/845/2005');
    await page.getByLabel('Județul').selectOption({ label: 'Cluj' });
    await page.getByLabel('Localitatea').fill('Florești');
    await page.getByLabel('Adresa').fill('Str. Avram Iancu nr. 3');
    await page.getByRole('button', { name: 'Creează compania' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Compania a fost creată!' })).toBeVisible();
  });

  test('an invalid fiscal code is reported to error tracking (after consent), without the code', async ({
    page,
  }) => {
    const errors = async () =>
      (
        (await (await page.request.get('/platform/dev/analytics')).json()) as {
          events: Array<{ kind: string; body: { message?: string } }>;
        }
      ).events.filter((e) => e.kind === 'error' && e.body.message?.startsWith('Invalid fiscal code'));
    const before = (await errors()).length;
    await signInThroughApi(page, uniqueEmail('cod-fiscal'));
    await page.goto('/platform/onboarding/company/WyJJTlRFUk5BTF9QT0xJQ0lFUyJd');
    await page.getByRole('button', { name: 'Accept toate' }).click();
    await page.getByLabel('Codul fiscal').fill('RO1234567');
    await page.getByRole('button', { name: 'Continuă' }).click();
    await expect(page.getByText('Codul fiscal nu pare să fie valid.')).toBeVisible();
    await expect.poll(async () => (await errors()).length).toBe(before + 1);
    const reported = (await errors()).at(-1)!.body.message!;
    expect(reported).toContain('AA9999999');
    expect(reported).not.toContain('1234567');
  });

  test('results it cannot read show the error, then the onboarding start', async ({ page }) => {
    await page.goto('/platform/onboarding/evaluation/results/nu-e-un-rezultat?register=true');
    await refuseOptionalCookies(page);
    await expect(page.getByRole('alert')).toContainText(
      'A apărut o eroare la procesarea rezultatelor. Vă rugăm să completați din nou chestionarul.',
    );
    await expectAccessible(page, 'unreadable results');
    await expect(page).toHaveURL(/\/platform\/onboarding\/start$/, { timeout: 10_000 });
  });
});

test.describe('standalone quiz (RO)', () => {
  test('start → topics → results (no sign-in) → Continue → sign in, then the company form with the results', async ({
    page,
  }) => {
    await page.goto('/platform/quiz/start');
    await refuseOptionalCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Evaluare GDPR' })).toBeVisible();
    await expectAccessible(page, 'standalone quiz start');
    await page.getByRole('button', { name: 'Începe evaluarea' }).click();
    await expect(page).toHaveURL(/\/platform\/quiz\/form$/);
    await topic(page, 'ro', [['Compania are un site sau o aplicație?', 'no']]);
    await topic(page, 'ro', [
      ['Aveți clienți persoane fizice?', 'no'],
      ['Aveți clienți persoane juridice?', 'no'],
      [/furnizori sau colaboratori persoane fizice/, 'no'],
      ['Aveți furnizori persoane juridice?', 'no'],
    ]);
    await topic(page, 'ro', [
      [/Organizați evenimente/, 'no'],
      [/webinare/, 'no'],
    ]);
    await topic(page, 'ro', [
      ['Aveți angajați?', 'no'],
      [/Recrutați personal/, 'no'],
    ]);
    // No contact step: the last topic's Continue sends the answers.
    await topic(page, 'ro', [
      [/camere de supraveghere/, 'yes'],
      [/newslettere/, 'no'],
      [/Transmiteți date personale altor firme/, 'no'],
    ]);

    await expect(page).toHaveURL(/\/platform\/quiz\/results\/[\w-]+$/);
    await expect(page.locator('h2[id^="family-"]')).toHaveText(['Supraveghere video', 'Politici interne'], {
      timeout: 10_000,
    });
    await expectAccessible(page, 'standalone quiz results');
    await page.getByRole('button', { name: 'Continuă' }).click();
    await page
      .getByRole('dialog', { name: 'Ce urmează' })
      .getByRole('button', { name: 'Am înțeles' })
      .click();
    // The results are carried into registration: signing in leads to the company form with the
    // recommended packages (the path's last segment, base64url JSON).
    await expect(page).toHaveURL(/\/platform\/auth\?returnUrl=%2Fonboarding%2Fcompany%2F[\w-]+$/);
    const returnUrl = new URL(page.url()).searchParams.get('returnUrl')!;
    const products = JSON.parse(
      Buffer.from(returnUrl.split('/').at(-1)!, 'base64url').toString('utf8'),
    ) as string[];
    expect(products).toEqual(['CCTV', 'INTERNAL_POLICIES']);
  });
});

test.describe('onboarding funnel (EN edition)', () => {
  test('a newcomer on /platform/en reaches their dashboard with the recommended packages', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('funnel-en');
    await page.goto('/platform/en/onboarding/start');
    await refuseOptionalCookies(page, 'Only necessary');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();

    await topic(page, 'en', [['Does the company have a website or an app?', 'no']]);
    await topic(page, 'en', [
      ['Do you have individual clients?', 'yes'],
      [/Are your clients patients/, 'no'],
      ['Do you have business clients?', 'no'],
      [/individual suppliers or contractors/, 'no'],
      ['Do you have business suppliers?', 'no'],
    ]);
    await topic(page, 'en', [
      [/Do you organise events with attendees/, 'no'],
      [/webinars/, 'no'],
    ]);
    await topic(page, 'en', [
      ['Do you have employees?', 'yes'],
      [/Do you recruit staff/, 'no'],
    ]);
    await topic(page, 'en', [
      [/surveillance cameras/, 'no'],
      [/newsletters/, 'no'],
      [/pass personal data to other firms/, 'no'],
    ]);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: /news and advice/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/platform\/en\/onboarding\/evaluation\/results\/[\w-]+\?register=true$/);
    await expect(page.locator('h2[id^="family-"]')).toHaveText(
      ['Clients and suppliers', 'Human resources', 'Internal policies'],
      { timeout: 15_000 },
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('dialog', { name: 'What happens next' })
      .getByRole('button', { name: 'I understand' })
      .click();

    await expect(page).toHaveURL(/\/platform\/en\/auth\?returnUrl=%2Fonboarding%2Fcompany%2F[\w-]+$/);
    await expect(page.getByText(`We sent the sign-in link to ${email}.`, { exact: false })).toBeVisible();
    await openLinkFromMailbox(page, email);
    await expect(page).toHaveURL(/\/platform\/en\/onboarding\/company\/[\w-]+$/, { timeout: 15_000 });

    await page.getByLabel('Fiscal code').fill('38741206');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Company name')).toHaveValue('EXEMPLU CONSULT SRL');
    await expect(page.getByLabel('Trade register number (optional)')).toHaveValue('J12/3456/2019');
    await expect(page.getByLabel('County')).toHaveValue('CJ');
    await expect(page.getByLabel('City')).toHaveValue('Cluj-Napoca');
    await page.getByRole('button', { name: 'Create the company' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The company has been created!' })).toBeVisible();

    await expect(page).toHaveURL(/\/platform\/en\/\w{20}\/dashboard\/instructions$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'EXEMPLU CONSULT SRL' })).toBeVisible();
    for (const product of ['Individual clients', 'Employees', 'Internal policies']) {
      await expect(page.getByRole('article', { name: product })).toBeVisible();
    }
  });
});
