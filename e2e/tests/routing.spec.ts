import { expect, type Page } from '@playwright/test';
import { refuseOptionalCookies, test } from './support.ts';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('paths that are not pages', () => {
  test('a segment that is not a company id is the not-found page, without asking to sign in', async ({
    page,
  }) => {
    for (const path of [
      '/platform/nu-exista',
      '/platform/nu-exista/dashboard',
      // 19 word characters: one short of a company id.
      '/platform/AbCdEfGhIj012345678/dashboard',
    ]) {
      await page.goto(path);
      await expect(h1(page, 'Pagina nu a fost găsită')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle('Pagina nu a fost găsită - Conform');
    }
    await page.getByRole('link', { name: 'Înapoi la pagina principală' }).click();
    // The root sends a visitor on to the onboarding start once it knows nobody is signed in.
    await expect(page).toHaveURL(/\/platform\/onboarding\/start$/, { timeout: 15_000 });

    await page.goto('/platform/en/no-such-page');
    await expect(h1(page, 'Page not found')).toBeVisible();
    await expect(page).toHaveTitle('Page not found - Conform');
  });

  test('a page outside the API never shows raw JSON', async ({ page }) => {
    await page.goto('/platform/dev/mailbox/nothing-here');
    await expect(h1(page, 'Pagina nu a fost găsită')).toBeVisible();
    await expect(page.getByText('not_found')).toHaveCount(0);
    await page.getByRole('link', { name: 'Înapoi la pagina principală' }).click();
    // The root sends a visitor on to the onboarding start once it knows nobody is signed in.
    await expect(page).toHaveURL(/\/platform\/onboarding\/start$/, { timeout: 15_000 });
  });
});

test.describe('legal links', () => {
  test('open in a new tab in the current edition and language', async ({ page, context }) => {
    await page.goto('/platform/en/onboarding/start');
    await refuseOptionalCookies(page, 'Only necessary');
    const sidebar = page.getByRole('complementary');
    for (const [link, heading, path] of [
      ['Terms and conditions', 'Terms and conditions', '/platform/en/terms'],
      ['Privacy policy', 'Privacy policy', '/platform/en/privacy'],
      ['Cookie policy', 'Cookie policy', '/platform/en/cookies'],
      ['FAQ', 'Frequently asked questions', '/platform/en/faq'],
    ] as const) {
      const opened = context.waitForEvent('page');
      await sidebar.getByRole('link', { name: link }).click();
      const tab = await opened;
      await expect(tab).toHaveURL(new RegExp(`${path}$`));
      await expect(h1(tab, heading)).toBeVisible();
      await tab.close();
    }

    // The Romanian edition read in English: the new tab is the Romanian edition's page, in English.
    await page.goto('/platform/onboarding/start');
    await page.getByRole('group', { name: 'Limba' }).getByRole('button', { name: 'English' }).click();
    const opened = context.waitForEvent('page');
    await page.getByRole('complementary').getByRole('link', { name: 'Privacy policy' }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(/\/platform\/privacy$/);
    await expect(h1(tab, 'Privacy policy')).toBeVisible();
  });
});
