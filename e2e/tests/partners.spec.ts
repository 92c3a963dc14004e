import { expect, type Page } from '@playwright/test';
import {
  expectAccessible,
  createCompany,
  openLinkFromMailbox,
  refuseOptionalCookies,
  signInThroughApi,
  test,
  uniqueEmail,
} from './support.ts';

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** NETOPIA's side (the payment sandbox's customer-account stand-in): sends the customer to the platform. */
async function arriveFromNetopia(
  page: Page,
  customer: string,
  edition: 'ro' | 'en',
  button = edition === 'en' ? 'Open the platform' : 'Deschide platforma',
): Promise<void> {
  await page.goto(`/platform/api/payment-sandbox/partner${edition === 'en' ? '?lang=en' : ''}`);
  await page
    .getByLabel(edition === 'en' ? "The customer's id at NETOPIA" : 'Identificatorul clientului la NETOPIA')
    .fill(customer);
  await page.getByLabel(edition === 'en' ? 'Platform edition' : 'Ediția platformei').selectOption(edition);
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`/platform${edition === 'en' ? '/en' : ''}/netopia\\?token=`));
}

const customerId = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The local sandbox's accepted test cards of two schemes (their BIN reaches the checkout in pan_masked). */
const MASTERCARD = '5555555555554444';
const VISA = '4242424242424242';

/** Pays on the provider's page (the local sandbox) with an accepted test card. */
async function payOnProviderPage(page: Page, locale: 'ro' | 'en', card: string): Promise<void> {
  const ro = locale === 'ro';
  await page.getByLabel(ro ? 'Numărul cardului' : 'Card number').fill(card);
  await page.getByLabel(ro ? 'Data expirării (LL/AA)' : 'Expiry date (MM/YY)').fill('12/40');
  await page.getByLabel(ro ? 'Codul CVV' : 'CVV code').fill('111');
  await page.getByLabel(ro ? 'Numele de pe card' : 'Name on card').fill('Test Test');
  await page.getByRole('button', { name: ro ? /^Plătiți/ : /^Pay/ }).click();
}

test.describe('NETOPIA partner entry (RO)', () => {
  test('a new customer registers, accepts the terms, is welcomed; next time the token signs them in', async ({
    page,
    browser,
  }) => {
    const customer = customerId('client');
    const email = uniqueEmail('netopia');
    await arriveFromNetopia(page, customer, 'ro');
    await refuseOptionalCookies(page);
    await expect(h1(page, 'Oferta pentru clienții NETOPIA')).toBeVisible();
    await expectAccessible(page, 'NETOPIA entry');
    await expect(page).toHaveTitle('Oferta pentru clienții NETOPIA - Conform');
    await expect(page.getByText('Analizăm activitatea companiei')).toBeVisible();
    await expect(page.getByText('Primiți documentele')).toBeVisible();
    await page.getByRole('button', { name: 'Continuă cu contul NETOPIA' }).click();

    await expect(page).toHaveURL(/\/platform\/netopia\/auth\?token=/);
    await expect(h1(page, 'Creați-vă contul')).toBeVisible();
    await expectAccessible(page, 'NETOPIA registration');
    await page.getByLabel('Adresa de e-mail').fill('nu-e-adresa');
    await page.getByLabel('Numele și prenumele').focus();
    await expect(page.getByText('Adresa de e-mail nu pare să fie validă.')).toBeVisible();
    await page.getByLabel('Adresa de e-mail').fill(email);
    await page.getByLabel('Numele și prenumele').fill('Ioana Partener');
    await page.getByRole('button', { name: 'Creează contul' }).click();

    // Signed in as the partner's customer; the terms come first (back to the partner entry after), then the welcome.
    await expect(page).toHaveURL(/\/platform\/terms\?returnUrl=%2Fnetopia(%2Fauth)?%3Ftoken%3D/, {
      timeout: 30_000,
    });
    await page.getByLabel('Sunt de acord cu termenii și condițiile.').check();
    await page.getByRole('button', { name: 'Continuă' }).click();
    await expect(h1(page, 'Bun venit, Ioana Partener!')).toBeVisible();
    await expect(page.getByRole('complementary').getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Continuă' }).click();
    await expect(page).toHaveURL(/\/platform\/onboarding\/start$/);

    // The same customer comes back from NETOPIA in another browser: signed in by the token alone.
    const again = await browser.newPage();
    await arriveFromNetopia(again, customer, 'ro');
    await expect(h1(again, 'Bun venit, Ioana Partener!')).toBeVisible();
    await expect(again.getByRole('complementary').getByText(email)).toBeVisible();

    // Another customer registering with the same address is told so.
    const other = await browser.newPage();
    await arriveFromNetopia(other, customerId('alt-client'), 'ro');
    await other.getByRole('button', { name: 'Continuă cu contul NETOPIA' }).click();
    await other.getByLabel('Adresa de e-mail').fill(email);
    await other.getByLabel('Numele și prenumele').fill('Altcineva');
    await other.getByRole('button', { name: 'Creează contul' }).click();
    await expect(
      other.getByText(
        'Există deja un utilizator cu această adresă de e-mail. Folosiți o altă adresă sau contactați-ne.',
      ),
    ).toBeVisible();
    await again.close();
    await other.close();
  });

  test('a missing or forged token stops with the partner error', async ({ page }) => {
    await page.goto('/platform/netopia');
    await refuseOptionalCookies(page);
    const failed =
      'Autentificarea cu contul partenerului nu a reușit. Vă rugăm să reîncărcați pagina și să încercați din nou.';
    await expect(page.getByText(failed)).toBeVisible();
    await page.goto('/platform/netopia?token=eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.bm90LXNpZ25lZA');
    await expect(page.getByText(failed)).toBeVisible();
    await page.goto('/platform/netopia/auth');
    await expect(page.getByText(failed)).toBeVisible();
  });
});

test.describe('NETOPIA partner entry (EN)', () => {
  test('registration and welcome in English on /platform/en', async ({ page }) => {
    const email = uniqueEmail('netopia-en');
    await arriveFromNetopia(page, customerId('customer'), 'en');
    await refuseOptionalCookies(page, 'Only necessary');
    await expect(h1(page, 'The offer for NETOPIA customers')).toBeVisible();
    await page.getByRole('button', { name: 'Continue with your NETOPIA account' }).click();
    await expect(page).toHaveURL(/\/platform\/en\/netopia\/auth\?token=/);
    await page.getByRole('button', { name: 'Create the account' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Full name').fill('John Partner');
    await page.getByRole('button', { name: 'Create the account' }).click();
    await expect(page).toHaveURL(/\/platform\/en\/terms\?returnUrl=/, { timeout: 30_000 });
    await page.getByLabel('I agree with the terms and conditions.').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(h1(page, 'Welcome, John Partner!')).toBeVisible();
    // Signed in, the registration page sends them back to the entry with the token.
    await page.goto(page.url().replace('/netopia?', '/netopia/auth?'));
    await expect(page).toHaveURL(/\/platform\/en\/netopia\?token=/);
  });
});

test.describe('Mastercard partner flow (RO)', () => {
  test('sign in, identify the company, then only the partner bundle: list price shown, card discount at payment', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail('mastercard');
    await page.goto('/platform/mastercard');
    await refuseOptionalCookies(page);
    await expect(h1(page, 'Oferta Mastercard pentru afaceri mici')).toBeVisible();
    await expect(page.getByText('Reducere la plata cu Mastercard')).toBeVisible();
    await expectAccessible(page, 'Mastercard entry');
    await page.getByRole('button', { name: 'Autentificați-vă pentru a continua' }).click();
    await expect(page).toHaveURL(/\/platform\/auth\?returnUrl=%2Fmastercard%2Fcompany$/);
    await page.getByLabel('Adresa de e-mail').fill(email);
    await page.getByRole('button', { name: 'Trimite linkul' }).click();
    await expect(page.getByText(`Am trimis linkul de autentificare la ${email}.`)).toBeVisible();
    await openLinkFromMailbox(page, email);
    await page.getByLabel('Sunt de acord cu termenii și condițiile.').check();
    await page.getByRole('button', { name: 'Continuă' }).click();

    await expect(page).toHaveURL(/\/platform\/mastercard\/company$/);
    await expect(page).toHaveTitle('Identificarea companiei - Conform');
    await page.getByLabel('Codul fiscal').fill('RO41509738');
    await page.getByRole('button', { name: 'Continuă' }).click();
    await expect(page).toHaveURL(/\/platform\/mastercard\/company\/41509738$/);
    await expect(page.getByLabel('Denumirea companiei')).toHaveValue('ATELIER DIGITAL ȘTEFĂNESCU SRL');
    await expectAccessible(page, 'Mastercard company details');
    await page.getByLabel('Telefonul (opțional)').fill('0740 123 456');
    await page.getByRole('button', { name: 'Creează compania' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Compania a fost creată!' })).toBeVisible();

    // The partner's checkout: its alert, no way back, only its bundle at the list price.
    await expect(page).toHaveURL(/\/platform\/\w{20}\/checkout\/mastercard$/, { timeout: 30_000 });
    const companyId = /\/platform\/(\w{20})\//.exec(page.url())![1]!;
    await expect(h1(page, 'Oferta Mastercard')).toBeVisible();
    await expect(page).toHaveTitle('Oferta Mastercard - ATELIER DIGITAL ȘTEFĂNESCU SRL - Conform');
    await expect(page.getByText(/reducerea de 20% se aplică la plată/)).toBeVisible();
    await expectAccessible(page, 'Mastercard checkout');
    await expect(page.getByRole('link', { name: 'Înapoi la panoul de control' })).toHaveCount(0);
    const lines = page.getByRole('list', { name: 'Pachetele comenzii' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText('Pachetul Mastercard pentru afaceri mici');
    await expect(lines.first()).toContainText('990,00');
    await page.getByRole('button', { name: 'Plătiți cu cardul Mastercard' }).click();

    // The provider asks for the discounted amount: 990 less 20 %.
    await expect(page.getByRole('heading', { name: 'Plată cu cardul' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('dd', { hasText: '792,00 RON' })).toBeVisible();
    // Paid with a Visa card: the discount is not for it, so the payment is refunded, nothing bought.
    await payOnProviderPage(page, 'ro', VISA);
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/checkout/paymentReturn\\?orderId=`));
    await expect(page.getByText('Reducerea se aplică doar cardurilor Mastercard')).toBeVisible();
    await expect(
      page.getByText(/Suma plătită (vă va fi rambursată automat|a fost rambursată integral)/),
    ).toBeVisible();
    await expectAccessible(page, 'card-brand refund');
    // Back to the offer, at its full price with any card.
    await page.getByRole('button', { name: 'Înapoi la oferta Mastercard' }).click();
    await page.getByRole('button', { name: 'Plătiți prețul întreg cu alt card' }).click();
    await expect(page.getByRole('heading', { name: 'Plată cu cardul' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('dd', { hasText: '990,00 RON' })).toBeVisible();
    await payOnProviderPage(page, 'ro', VISA);
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/checkout/paymentReturn\\?orderId=`));
    await expect(page.getByText('Plata a fost înregistrată!')).toBeVisible();
    await page.getByRole('button', { name: 'Mergeți la panoul de control' }).click();
    const purchased = page.getByRole('region', { name: 'Pachete cumpărate' });
    for (const product of ['Politici interne', 'Clienți persoane fizice', 'Angajați']) {
      await expect(purchased).toContainText(product);
    }

    // Now that the account has a company, the partner's pages lead to the root.
    await page.goto('/platform/mastercard');
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/dashboard$`));
  });
});

test.describe('Mastercard partner flow (EN)', () => {
  test('the English edition shows the euro price and asks the provider for the discounted amount', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInThroughApi(page, uniqueEmail('mastercard-en'), { platform: 'en' });
    await page.goto('/platform/en/mastercard');
    await refuseOptionalCookies(page, 'Only necessary');
    await expect(h1(page, /^Welcome, /)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/platform\/en\/mastercard\/company$/);
    await page.getByLabel('Fiscal code').fill('38741206');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Company name')).toHaveValue('EXEMPLU CONSULT SRL');
    await page.getByLabel('Phone (optional)').fill('+40 740 123 456');
    await page.getByRole('button', { name: 'Create the company' }).click();

    await expect(page).toHaveURL(/\/platform\/en\/\w{20}\/checkout\/mastercard$/, { timeout: 30_000 });
    await expect(h1(page, 'Mastercard offer')).toBeVisible();
    await expect(page.getByText(/the 20% discount is applied at payment/)).toBeVisible();
    const lines = page.getByRole('list', { name: 'Packages in the order' }).getByRole('listitem');
    await expect(lines.first()).toContainText('Mastercard small business bundle');
    await expect(lines.first()).toContainText('199.00');
    await page.getByRole('button', { name: 'Pay with your Mastercard' }).click();
    await expect(page.getByRole('heading', { name: 'Card payment' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('dd', { hasText: '€159.20' })).toBeVisible();
    // A Mastercard takes the discount: the bundle is bought.
    await payOnProviderPage(page, 'en', MASTERCARD);
    await expect(page.getByText('Your payment has been registered!')).toBeVisible();
  });

  test('a user who already has a company is sent to the root', async ({ page }) => {
    await signInThroughApi(page, uniqueEmail('mastercard-has'), { platform: 'en' });
    const companyId = await createCompany(page, {
      name: 'Deja Are SRL',
      platform: 'en',
      phoneNumber: '+40 740 123 456',
    });
    await page.goto('/platform/en/mastercard/company');
    await expect(page).toHaveURL(new RegExp(`/platform/en/${companyId}/dashboard$`));
  });
});
