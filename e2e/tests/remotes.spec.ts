import { expect, type Page } from '@playwright/test';
import { createCompany, signInThroughApi, test, uniqueEmail } from './support.ts';

/** A signed-in user (terms accepted) with one company whose cart holds the employees package. */
async function companyOwner(page: Page): Promise<string> {
  await signInThroughApi(page, uniqueEmail('owner'));
  const companyId = await createCompany(page, { name: 'Exemplu Consult SRL', products: ['EMPLOYEES'] });
  // Decide the cookie banner once, so it never covers the page under test.
  await page.goto('/platform/legal/faq');
  await page.getByRole('button', { name: 'Doar cele necesare' }).click();
  return companyId;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('every remote, by deep link', () => {
  test('each remote answers its own URL inside the shell', async ({ page }) => {
    const id = await companyOwner(page);
    const pages: Array<[string, string, string]> = [
      ['/platform/onboarding/start', 'Bun venit!', 'Bun venit! - Conform'],
      ['/platform/companies', 'Companiile mele', 'Companiile mele - Conform'],
      [
        `/platform/${id}/dashboard`,
        'Exemplu Consult SRL',
        'Panou de control - Exemplu Consult SRL - Conform',
      ],
      [
        `/platform/${id}/configurator/employees`,
        'Angajați',
        'Configurarea situațiilor - Exemplu Consult SRL - Conform',
      ],
      [
        `/platform/${id}/configurator/info`,
        'Date de contact',
        'Date de contact - Exemplu Consult SRL - Conform',
      ],
      [
        `/platform/${id}/checkout`,
        'Finalizarea comenzii',
        'Finalizarea comenzii - Exemplu Consult SRL - Conform',
      ],
      [`/platform/${id}/documents`, 'Documente', 'Documente - Exemplu Consult SRL - Conform'],
    ];
    for (const [path, heading, title] of pages) {
      await page.goto(path);
      await expect(h1(page, heading)).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('navigation', { name: 'Navigare principală' })).toBeVisible();
    }
  });
});

test.describe('every remote, by navigation', () => {
  test('sidebar and page links reach each remote without a reload', async ({ page }) => {
    const id = await companyOwner(page);
    await page.goto('/platform/onboarding/start');
    await expect(h1(page, 'Bun venit!')).toBeVisible();
    // A marker on window proves every step below stays in the same page (client-side navigation).
    await page.evaluate(() => ((window as unknown as { spa: boolean }).spa = true));
    const sidebar = page.getByRole('navigation', { name: 'Navigare principală' });

    await sidebar.getByRole('link', { name: 'Companiile mele' }).click();
    await expect(h1(page, 'Companiile mele')).toBeVisible();
    await page
      .getByRole('link', { name: /Exemplu Consult SRL/ })
      .first()
      .click();
    await expect(h1(page, 'Exemplu Consult SRL')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/platform/${id}(/dashboard)?$`));

    await sidebar.getByRole('link', { name: 'Documente' }).click();
    await expect(h1(page, 'Documente')).toBeVisible();
    await sidebar.getByRole('link', { name: 'Date de contact' }).click();
    await expect(h1(page, 'Date de contact')).toBeVisible();
    await sidebar.getByRole('link', { name: 'Panou de control' }).click();
    await page.getByRole('button', { name: 'Configurează' }).click();
    await expect(page).toHaveURL(new RegExp(`/platform/${id}/(configurator|assistant)/`));
    await sidebar.getByRole('link', { name: 'Panou de control' }).click();
    await page
      .getByRole('link', { name: 'Cumpără' })
      .or(page.getByRole('button', { name: 'Cumpără' }))
      .click();
    await expect(h1(page, 'Finalizarea comenzii')).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as { spa?: boolean }).spa)).toBe(true);
  });

  test('switching the language re-renders a company remote and the shell', async ({ page }) => {
    const id = await companyOwner(page);
    await page.goto(`/platform/${id}/documents`);
    await expect(h1(page, 'Documente')).toBeVisible();
    await page.getByRole('group', { name: 'Limba' }).getByRole('button', { name: 'English' }).click();
    await expect(h1(page, 'Documents')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Documents - Exemplu Consult SRL - Conform');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByRole('heading', { name: 'Packages in your cart' })).toBeVisible();
  });

  test('a company remote that is down shows the fallback; the other remotes keep working', async ({
    page,
  }) => {
    const id = await companyOwner(page);
    await page.route('**/platform/mf/documents/**', (route) => route.abort('connectionrefused'));
    await page.goto(`/platform/${id}/documents`);
    await expect(h1(page, 'Secțiune indisponibilă')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'Nu am putut încărca componenta. Vă rugăm să încercați din nou.',
    );
    await page
      .getByRole('navigation', { name: 'Navigare principală' })
      .getByRole('link', { name: 'Panou de control' })
      .click();
    await expect(h1(page, 'Exemplu Consult SRL')).toBeVisible();
  });
});
