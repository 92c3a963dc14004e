import { expect } from '@playwright/test';
import {
  createCompany,
  openLinkFromMailbox,
  refuseOptionalCookies,
  signInThroughApi,
  startAnonymousSession,
  test,
  uniqueEmail,
} from './support.ts';

test.describe('sign-in by e-mail link (RO)', () => {
  test('visitor → /auth → mailbox → link → terms → root', async ({ page }) => {
    const email = uniqueEmail('maria');
    await page.goto('/platform/onboarding/start');
    await refuseOptionalCookies(page);
    await page.getByRole('link', { name: 'Autentificați-vă' }).click();
    await expect(page).toHaveURL(/\/platform\/auth\?returnUrl=%2F$/);
    await expect(page).toHaveTitle('Autentificare - Conform');

    await page.getByLabel('Adresa de e-mail').fill('nu-e-adresa');
    await page.getByRole('button', { name: 'Trimite linkul' }).click();
    await expect(page.getByText('Adresa de e-mail nu pare să fie validă.')).toBeVisible();

    await page.getByLabel('Adresa de e-mail').fill(email);
    await page.getByRole('button', { name: 'Trimite linkul' }).click();
    await expect(page.getByText(`Am trimis linkul de autentificare la ${email}.`)).toBeVisible();

    await openLinkFromMailbox(page, email);
    await expect(page).toHaveURL(/\/platform\/terms\?returnUrl=%2F$/);
    await page.getByRole('button', { name: 'Continuă' }).click();
    await expect(page.getByText('Trebuie să fiți de acord cu termenii pentru a continua.')).toBeVisible();
    await page.getByLabel('Sunt de acord cu termenii și condițiile.').check();
    await page.getByRole('button', { name: 'Continuă' }).click();

    // No company yet: the root sends a signed-in user to onboarding.
    await expect(page).toHaveURL(/\/platform\/onboarding\/start$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bun venit!' })).toBeVisible();
    await expect(page.getByRole('complementary').getByText(email)).toBeVisible();

    // The link worked once; opening it again (the pending e-mail is gone, so it is asked for) is refused.
    await openLinkFromMailbox(page, email);
    await page.getByLabel('Adresa de e-mail').fill(email);
    await page.getByRole('button', { name: 'Confirmă' }).click();
    await expect(
      page.getByText('Linkul a fost deja folosit sau nu este valid. Cereți un link nou.'),
    ).toBeVisible();
  });

  test('a link opened in another browser asks for the e-mail again (_auth/missing-email)', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('other-device');
    await page.goto('/platform/auth?returnUrl=%2Fcompanies');
    await refuseOptionalCookies(page);
    await page.getByLabel('Adresa de e-mail').fill(email);
    await page.getByRole('button', { name: 'Trimite linkul' }).click();
    await expect(page.getByText(`Am trimis linkul de autentificare la ${email}.`)).toBeVisible();

    const other = await browser.newPage();
    await openLinkFromMailbox(other, email);
    await expect(
      other.getByText('Adresa de e-mail pentru confirmare nu a putut fi încărcată', { exact: false }),
    ).toBeVisible();
    await other.getByLabel('Adresa de e-mail').fill(email);
    await other.getByRole('button', { name: 'Confirmă' }).click();
    await expect(other).toHaveURL(/\/platform\/terms\?returnUrl=%2Fcompanies$/);
    await other.close();
  });

  test('sign-out asks first, then returns a visitor to the start', async ({ page }) => {
    const email = uniqueEmail('leaving');
    await page.goto('/platform/auth');
    await refuseOptionalCookies(page);
    await page.getByLabel('Adresa de e-mail').fill(email);
    await page.getByRole('button', { name: 'Trimite linkul' }).click();
    await expect(page.getByText(`Am trimis linkul de autentificare la ${email}.`)).toBeVisible();
    await openLinkFromMailbox(page, email);
    await page.getByLabel('Sunt de acord cu termenii și condițiile.').check();
    await page.getByRole('button', { name: 'Continuă' }).click();
    await expect(page.getByRole('complementary').getByText(email)).toBeVisible();

    await page.getByRole('button', { name: 'Deconectare' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deconectare' });
    await expect(dialog.getByText('Sigur doriți să vă deconectați?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Nu, rămân în cont' }).click();
    await expect(page.getByRole('complementary').getByText(email)).toBeVisible();

    await page.getByRole('button', { name: 'Deconectare' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Da, mă deconectez' }).click();
    await expect(page).toHaveURL(/\/platform\/onboarding\/start$/);
    await expect(page.getByRole('complementary').getByText('Vizitator')).toBeVisible();
    await expect(page.getByRole('complementary').getByText(email)).toHaveCount(0);
  });

  test('an anonymous visitor makes a company only after signing in, as the same user', async ({ page }) => {
    const email = uniqueEmail('anon');
    await startAnonymousSession(page);
    const me = async () =>
      ((await (await page.request.get('/platform/api/identity/me')).json()) as { user: { uid: string } })
        .user;
    const visitor = await me();
    // An anonymous session may not create a company (docs/spec/behaviour.md §6).
    await expect(createCompany(page, { name: 'Prea Devreme SRL' })).rejects.toThrow(/create company: 401/);

    await page.goto('/platform/auth?returnUrl=%2F');
    await refuseOptionalCookies(page);
    await page.getByLabel('Adresa de e-mail').fill(email);
    await page.getByRole('button', { name: 'Trimite linkul' }).click();
    await expect(page.getByText(`Am trimis linkul de autentificare la ${email}.`)).toBeVisible();
    await openLinkFromMailbox(page, email);
    await page.getByLabel('Sunt de acord cu termenii și condițiile.').check();
    await page.getByRole('button', { name: 'Continuă' }).click();
    await expect(page.getByRole('complementary').getByText(email)).toBeVisible();
    // Upgraded in place: the same user, now with an account.
    expect((await me()).uid).toBe(visitor.uid);

    const companyId = await createCompany(page, { name: 'Păstrată SRL' });
    await page.goto('/platform/');
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/dashboard$`));
    await expect(page).toHaveTitle(/Păstrată SRL - Conform$/);
  });

  test('someone with an account who took the quiz anonymously signs in to that account', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('existing');
    const before = await browser.newPage();
    await signInThroughApi(before, email);
    const companyId = await createCompany(before, { name: 'Contul Meu SRL' });
    await before.close();

    // Another browser, later (past the address's one-link interval): an anonymous session, as the quiz makes.
    await page.waitForTimeout(1100);
    await startAnonymousSession(page);
    await page.goto('/platform/auth?returnUrl=%2F');
    await refuseOptionalCookies(page);
    await page.getByLabel('Adresa de e-mail').fill(email);
    await page.getByRole('button', { name: 'Trimite linkul' }).click();
    await expect(page.getByText(`Am trimis linkul de autentificare la ${email}.`)).toBeVisible();
    await openLinkFromMailbox(page, email);
    await expect(page.getByText('Există deja un cont cu această adresă')).toBeVisible();
    await page.getByRole('button', { name: 'Intrați în contul existent' }).click();

    // The account's one company: the root opens it.
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/dashboard$`), { timeout: 20_000 });
    await expect(page).toHaveTitle(/Contul Meu SRL - Conform$/);
    await expect(page.getByRole('complementary').getByText(email)).toBeVisible();
  });

  test("another user's company URL sends to the root with the access error", async ({ page, browser }) => {
    const owner = await browser.newPage();
    await signInThroughApi(owner, uniqueEmail('owner'));
    const companyId = await createCompany(owner, { name: 'Străină SRL' });
    await owner.close();

    const email = uniqueEmail('intruder');
    await page.goto('/platform/auth');
    await refuseOptionalCookies(page);
    await page.getByLabel('Adresa de e-mail').fill(email);
    await page.getByRole('button', { name: 'Trimite linkul' }).click();
    await expect(page.getByText(`Am trimis linkul de autentificare la ${email}.`)).toBeVisible();
    await openLinkFromMailbox(page, email);
    await page.getByLabel('Sunt de acord cu termenii și condițiile.').check();
    await page.getByRole('button', { name: 'Continuă' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bun venit!' })).toBeVisible();

    await page.goto(`/platform/${companyId}/dashboard`);
    await expect(page).toHaveURL(/\/platform\/onboarding\/start$/);
    await expect(page.getByRole('alert')).toContainText(
      'Pagina pe care încercați să o accesați nu este disponibilă. V-am redirecționat către pagina principală.',
    );
    await expect(page.getByText('Străină SRL')).toHaveCount(0);
  });

  test('a signed-in person stays signed in after the 15-minute access cookie is gone', async ({
    page,
    playwright,
  }) => {
    const email = uniqueEmail('returning');
    await page.goto('/platform/auth');
    await refuseOptionalCookies(page);
    await page.getByLabel('Adresa de e-mail').fill(email);
    await page.getByRole('button', { name: 'Trimite linkul' }).click();
    await expect(page.getByText(`Am trimis linkul de autentificare la ${email}.`)).toBeVisible();
    await openLinkFromMailbox(page, email);
    await page.getByLabel('Sunt de acord cu termenii și condițiile.').check();
    await page.getByRole('button', { name: 'Continuă' }).click();
    // The root has sent the person on (no company yet): the page has nothing left in flight that
    // the cookie changes below could catch half-way (under load it used to still be redirecting).
    await expect(page).toHaveURL(/\/platform\/onboarding\/start$/);
    await expect(page.getByRole('complementary').getByText(email)).toBeVisible();
    const companyId = await createCompany(page, { name: 'Revenire SRL' });

    // The browser drops the access cookie when its token expires; the refresh cookie (30 days) remains.
    const dropAccessCookie = async () => {
      const kept = (await page.context().cookies()).filter((c) => c.name !== 'access_token');
      await page.context().clearCookies();
      await page.context().addCookies(kept);
      return kept;
    };
    await dropAccessCookie();
    await page.goto('/platform/onboarding/start');
    await expect(page.getByRole('complementary').getByText(email)).toBeVisible();
    await expect(page.getByRole('complementary').getByText('Vizitator')).toHaveCount(0);

    // A company page (sign-in required) opens as it did, instead of sending the person to /auth, even
    // when another request of this browser has just used the same refresh cookie and its answer never
    // reached the cookie jar (a page being left, a download, another tab, which is what made this test
    // fail under load: refresh tokens are single-use, and the later refresh ended the session).
    const kept = await dropAccessCookie();
    const elsewhere = await playwright.request.newContext({
      baseURL: new URL(page.url()).origin,
      storageState: { cookies: kept, origins: [] },
    });
    const csrf = kept.find((c) => c.name === 'csrf_token')!.value;
    const used = await elsewhere.post('/platform/api/identity/sessions/refresh', {
      headers: { 'x-csrf-token': csrf },
    });
    expect(used.status()).toBe(200);
    await elsewhere.dispose();
    await page.goto(`/platform/${companyId}/dashboard`);
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/dashboard$`));
    await expect(page).toHaveTitle(/Revenire SRL - Conform$/);
  });

  test('one refresh for the whole browser: the calls of several remotes, downloads and other tabs share it', async ({
    page,
  }) => {
    await signInThroughApi(page, uniqueEmail('o-singura-reimprospatare'));
    const companyId = await createCompany(page, { name: 'Sesiune Comună SRL', products: ['EMPLOYEES'] });
    const context = page.context();
    const refreshes: string[] = [];
    context.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/identity/sessions/refresh'))
        refreshes.push(request.url());
    });
    // The access token expires, and its cookie with it; the refresh cookie (30 days) stays.
    const expireAccessToken = async () => {
      const kept = (await context.cookies()).filter((c) => c.name !== 'access_token');
      await context.clearCookies();
      await context.addCookies(kept);
    };

    // One tab: the shell and the dashboard's remote all find the session expired at once.
    await page.goto(`/platform/${companyId}/dashboard`);
    await refuseOptionalCookies(page);
    await expect(page).toHaveTitle(/Sesiune Comună SRL - Conform$/);
    await expireAccessToken();
    await page.reload();
    await expect(page).toHaveTitle(/Sesiune Comună SRL - Conform$/);
    await expect(page.getByRole('complementary').getByText('Vizitator')).toHaveCount(0);
    expect(refreshes).toHaveLength(1);

    // Two tabs download their register at the same moment: one refresh between them.
    const other = await context.newPage();
    await Promise.all([
      page.goto(`/platform/${companyId}/documents/requests`),
      other.goto(`/platform/${companyId}/documents/breaches`),
    ]);
    const exportButton = (tab: typeof page) => tab.getByRole('button', { name: 'Exportă în Excel' });
    await expect(exportButton(page)).toBeVisible();
    await expect(exportButton(other)).toBeVisible();
    await expireAccessToken();
    const downloads = Promise.all([page.waitForEvent('download'), other.waitForEvent('download')]);
    await Promise.all([exportButton(page).click(), exportButton(other).click()]);
    expect((await downloads).map((d) => d.suggestedFilename())).toEqual([
      expect.stringMatching(/^registrul-cererilor-.*\.xlsx$/),
      expect.stringMatching(/\.xlsx$/),
    ]);
    expect(refreshes).toHaveLength(2);
    await other.close();
  });

  test('a company page needs sign-in and comes back to it afterwards', async ({ page }) => {
    await page.goto('/platform/AbCdEfGhIj0123456789/dashboard');
    await expect(page).toHaveURL(/\/platform\/auth\?returnUrl=%2FAbCdEfGhIj0123456789%2Fdashboard$/);
  });
});

test.describe('sign-in by e-mail link (English edition)', () => {
  test('the same journey in English, with the link back to /platform/en', async ({ page }) => {
    const email = uniqueEmail('john');
    await page.goto('/platform/en/onboarding/start');
    await refuseOptionalCookies(page, 'Only necessary');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/platform\/en\/auth\?returnUrl=%2F$/);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText(`We sent the sign-in link to ${email}.`)).toBeVisible();

    await page.goto('/platform/dev/mailbox');
    const message = page.locator('article', { hasText: email }).first();
    await expect(message.getByRole('heading', { name: 'Your Conform sign-in link' })).toBeVisible();
    await message.getByRole('link', { name: /\/platform\/en\/auth\?token=/ }).click();

    await expect(page).toHaveURL(/\/platform\/en\/terms\?returnUrl=%2F$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('You have to agree with the terms in order to continue.')).toBeVisible();
    await page.getByLabel('I agree with the terms and conditions.').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/platform\/en\/onboarding\/start$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  });
});

test.describe('cookie consent', () => {
  test('analytics start only after consent', async ({ page }) => {
    const sink = async () =>
      (
        (await (await page.request.get('/platform/dev/analytics')).json()) as {
          events: Array<{ kind: string; body: { url?: string } }>;
        }
      ).events;
    const marker = `/platform/legal/faq`;
    const views = async () =>
      (await sink()).filter((e) => e.kind === 'pageview' && e.body.url === marker).length;
    const before = await views();
    await page.goto(marker);
    await expect(page.getByRole('heading', { level: 1, name: 'Întrebări frecvente' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Acordul pentru cookie-uri' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await views()).toBe(before);

    await page.getByRole('button', { name: 'Setări', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Setările cookie-urilor' });
    await expect(settings.getByRole('checkbox', { name: /Strict necesare/ })).toBeChecked();
    await expect(settings.getByRole('checkbox', { name: /Strict necesare/ })).toBeDisabled();
    await expect(settings.getByRole('checkbox', { name: /Analiză/ })).not.toBeChecked();
    await expect(settings.getByRole('checkbox', { name: /Publicitate/ })).not.toBeChecked();
    await settings.getByRole('checkbox', { name: /Analiză/ }).check();
    await settings.getByRole('button', { name: 'Salvează alegerile' }).click();

    await expect.poll(views).toBe(before + 1);
    // The choice is kept: no banner after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Întrebări frecvente' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Acordul pentru cookie-uri' })).toHaveCount(0);
  });
});
