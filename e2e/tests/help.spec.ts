import { expect, type Page } from '@playwright/test';
import {
  createCompany,
  expectAccessible,
  refuseOptionalCookies,
  signInThroughApi,
  test,
  uniqueEmail,
} from './support.ts';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** The e2e platform's meetings script (playwright.config.ts): the stand-in's, from another origin than the pages'. */
function embedScript(baseURL: string | undefined): string {
  const url = new URL('/platform/dev/meetings/embed.js', baseURL);
  url.hostname = '127.0.0.1';
  return url.href;
}

test.describe('contact and help', () => {
  test('the contact dialog shows the meetings widget (the local stand-in), loaded on open and removed on close', async ({
    page,
    baseURL,
  }) => {
    const EMBED_SCRIPT = embedScript(baseURL);
    expect(new URL(EMBED_SCRIPT).origin).not.toBe(new URL(baseURL!).origin);
    const config = (await (await page.request.get('/platform/runtime-config.json')).json()) as {
      meetings: unknown;
    };
    expect(config.meetings).toEqual({ scriptUrl: EMBED_SCRIPT, pageUrl: '/platform/dev/meetings/book' });

    await signInThroughApi(page, uniqueEmail('contact'));
    const companyId = await createCompany(page, { name: 'Ajutor Rapid SRL' });
    await page.goto(`/platform/${companyId}/dashboard`);
    await refuseOptionalCookies(page);
    await expect(h1(page, 'Ajutor Rapid SRL')).toBeVisible();
    await expect(page.locator(`script[src="${EMBED_SCRIPT}"]`)).toHaveCount(0);

    await page.getByRole('button', { name: 'Contactați-ne' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Contactați-ne' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/dashboard/contact$`));
    await expect(page.locator(`script[src="${EMBED_SCRIPT}"]`)).toHaveCount(1);
    // The stand-in's booking page, framed in the dialog in the visitor's language; a time can be booked.
    const calendar = dialog.frameLocator('iframe[title="Calendarul de programări"]');
    await expect(calendar.getByRole('heading', { name: 'Programați o discuție' })).toBeVisible();
    await expectAccessible(page, 'contact dialog');
    await calendar.getByRole('button', { name: 'Programează' }).click();
    await expect(calendar.getByRole('status')).toContainText('Discuția a fost programată');

    await dialog.getByRole('button', { name: 'Închide' }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/dashboard$`));
    await expect(page.locator(`script[src="${EMBED_SCRIPT}"]`)).toHaveCount(0);
    // The fixture fails the test if the browser refused the script or the frame under the CSP.
  });
});

test.describe('localizer pages', () => {
  test('value lists and preset situations side by side in RO and EN, searchable, loaded only when visited', async ({
    page,
  }) => {
    // Two long tables checked by axe: slow on a loaded 2-core machine.
    test.setTimeout(90_000);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/platform\/mf\/onboarding\/.*\.js$/.test(new URL(request.url()).pathname))
        chunks.push(request.url());
    });
    await page.goto('/platform/onboarding/start');
    await refuseOptionalCookies(page);
    await expect(h1(page, 'Bun venit!')).toBeVisible();
    expect(chunks.filter((url) => url.includes('/localizer.'))).toEqual([]);

    await page.goto('/platform/localizer/values');
    await expect(h1(page, 'Liste de valori în română și engleză')).toBeVisible();
    expect(chunks.filter((url) => url.includes('/localizer.'))).toHaveLength(1);
    await expect(page).toHaveTitle(/^Liste de valori în română și engleză - Conform/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(7);
    await expectAccessible(page, 'value lists');

    await page.getByRole('searchbox', { name: 'Caută în texte' }).fill('google drive');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Tipuri de stocare']);
    const row = page
      .getByRole('table', { name: 'Tipuri de stocare' })
      .getByRole('row', { name: /googleDrive/ });
    await expect(row).toContainText('Identic în RO și EN');
    await expect(page.getByRole('status')).toContainText(/^Afișate: 1 din \d+/);

    await page.getByRole('link', { name: 'Situații și operațiuni' }).click();
    await expect(h1(page, 'Situații și operațiuni predefinite în română și engleză')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(15);
    await expectAccessible(page, 'situations');
    await page.getByRole('searchbox', { name: 'Caută în texte' }).fill('revisal');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Angajați']);
    await expect(page.getByRole('table', { name: 'Angajați' })).toContainText(
      'Registration in the general register of employees (Revisal)',
    );

    // The English edition's page, in English.
    await page.goto('/platform/en/localizer/situations');
    await expect(h1(page, 'Preset situations and operations in Romanian and English')).toBeVisible();
  });
});
