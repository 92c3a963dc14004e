import { expect, type Page } from '@playwright/test';
import { createCompany, refuseOptionalCookies, signInThroughApi, test, uniqueEmail } from './support.ts';

/**
 * Every path of the spec's route table (docs/spec/behaviour.md §2) opens a page, never the not-found page: for a visitor,
 * then for a signed-in admin of a company. Redirects (the root, partner entries for someone who already
 * has a company) count as long as they end on a page.
 */
const NOT_FOUND = /Pagina nu a fost găsită|Page not found/;
const RESULTS = Buffer.from(JSON.stringify(['EMPLOYEES', 'INTERNAL_POLICIES'])).toString('base64');

async function expectPage(page: Page, path: string): Promise<void> {
  await page.goto(`/platform${path}`);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, `${path} shows a page`).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: NOT_FOUND }),
    `${path} is not "not found"`,
  ).toHaveCount(0);
  await expect(page.getByText('not_found'), `${path} shows no raw error`).toHaveCount(0);
}

test.describe('the route table', () => {
  test('a visitor’s pages', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/platform/onboarding/start');
    await refuseOptionalCookies(page);
    for (const path of [
      '/',
      '/onboarding/start',
      '/onboarding/evaluation',
      `/onboarding/evaluation/results/${RESULTS}?register=true`,
      `/onboarding/bundle/${RESULTS}`,
      `/onboarding/company/${RESULTS}`,
      `/onboarding/company/18547290/${RESULTS}`,
      '/quiz/start',
      '/quiz/form',
      `/quiz/results/${RESULTS}`,
      '/auth?returnUrl=%2F',
      '/netopia?token=no-such-token',
      '/netopia/auth?token=no-such-token',
      '/mastercard',
      '/mastercard/company',
      '/mastercard/company/18547290',
      '/localizer/values',
      '/localizer/situations',
      '/faq',
      '/terms',
      '/privacy',
      '/cookies',
    ]) {
      await expectPage(page, path);
    }
  });

  test('a signed-in admin’s pages', async ({ page }) => {
    test.setTimeout(120_000);
    await signInThroughApi(page, uniqueEmail('tabel-rute'));
    const id = await createCompany(page, { name: 'Rute Complete SRL', products: ['EMPLOYEES'] });
    await page.goto('/platform/companies');
    await refuseOptionalCookies(page);
    for (const path of [
      '/',
      '/companies',
      `/${id}`,
      `/${id}/dashboard`,
      `/${id}/dashboard/contact`,
      `/${id}/dashboard/instructions`,
      `/${id}/dashboard/products/available`,
      `/${id}/assistant/EMPLOYEES`,
      `/${id}/assistant/EMPLOYEES/results`,
      `/${id}/checkout`,
      `/${id}/checkout/paymentReturn?orderId=no-such-order`,
      `/${id}/checkout/mastercard`,
      `/${id}/documents`,
      `/${id}/configurator/info`,
      `/${id}/configurator/employees`,
      `/${id}/configurator/employees/add`,
      `/${id}/configurator/employees/new`,
      '/terms?returnUrl=%2F',
    ]) {
      await expectPage(page, path);
    }
  });
});
