import { expect, type Page } from '@playwright/test';
import {
  buyTheCart,
  createCompany,
  expectNoHorizontalScroll,
  expectTapTargets,
  PHONE,
  refuseOptionalCookies,
  signInThroughApi,
  test,
  uniqueEmail,
} from './support.ts';

/**
 * Every page of the product on a phone (390 × 844): nothing wider than the screen, and every button,
 * link and disclosure at least 24 × 24 px (WCAG 2.2 AA 2.5.8; a link inside a sentence is exempt).
 * The documents page's own behaviour on a phone is documents-mobile.spec.ts.
 */
const RESULTS = Buffer.from(JSON.stringify(['EMPLOYEES', 'INTERNAL_POLICIES'])).toString('base64');

/** Opens a page at phone size, waits for its heading, then measures it. */
async function checkPage(page: Page, path: string): Promise<void> {
  await page.goto(`/platform${path}`);
  await expect(page.getByRole('heading', { level: 1 }).first(), `${path} shows a page`).toBeVisible({
    timeout: 30_000,
  });
  // Its data loaded: the page as the person uses it.
  await page.waitForLoadState('networkidle');
  await expectNoHorizontalScroll(page, path);
  await expectTapTargets(page, path);
}

test.use({ viewport: PHONE });

test.describe('every page on a phone (RO): no horizontal scroll, tap targets of 24 × 24 px', () => {
  test('a visitor’s pages', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/platform/quiz/start');
    await refuseOptionalCookies(page);
    for (const path of [
      '/quiz/start',
      '/quiz/form',
      `/quiz/results/${RESULTS}`,
      '/onboarding/start',
      '/onboarding/evaluation',
      `/onboarding/evaluation/results/${RESULTS}?register=true`,
      `/onboarding/company/${RESULTS}`,
      '/auth?returnUrl=%2F',
      '/faq',
      '/privacy',
      '/cookies',
      '/terms',
      '/netopia?token=no-such-token',
      '/netopia/auth?token=no-such-token',
      '/mastercard',
      '/mastercard/company',
    ]) {
      await checkPage(page, path);
    }
  });

  test('a signed-in admin’s pages, with packages bought', async ({ page }) => {
    test.setTimeout(600_000);
    await signInThroughApi(page, uniqueEmail('telefon-pagini'));
    const id = await createCompany(page, {
      name: 'Toate Paginile SRL',
      products: ['EMPLOYEES', 'PERSONAL_CLIENTS', 'ONLINE_SHOP', 'CCTV', 'INTERNAL_POLICIES'],
    });
    await page.goto(`/platform/${id}/dashboard`);
    await refuseOptionalCookies(page);
    // The cart's checkout, while there is one.
    await checkPage(page, `/${id}/checkout`);
    await buyTheCart(page, id);

    // Each data subject's configurator page of the packages bought (the dashboard's cards open them
    // with buttons): the employees, the natural-person clients and the online shop's users.
    const configurators = ['EMPLOYEES', 'PERSONAL_CLIENTS', 'ONLINE_SHOP_USERS'].map(
      (dataSubject) => `/${id}/configurator/${dataSubject.toLowerCase()}`,
    );

    for (const path of [
      '/companies',
      `/${id}/dashboard`,
      `/${id}/dashboard/contact`,
      `/${id}/dashboard/instructions`,
      `/${id}/dashboard/products/available`,
      `/${id}/configurator/info`,
      ...configurators,
      `/${id}/configurator/legitimate-interest`,
      `/${id}/assistant/EMPLOYEES`,
      `/${id}/documents`,
      `/${id}/documents/requests`,
      `/${id}/documents/deadlines`,
      `/${id}/documents/whistleblowing`,
      `/${id}/documents/breaches`,
    ]) {
      await checkPage(page, path);
    }
  });
});
