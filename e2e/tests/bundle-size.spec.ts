import { gzipSync } from 'node:zlib';
import { expect, type Page, type Response } from '@playwright/test';
import { createCompany, refuseOptionalCookies, signInThroughApi, test, uniqueEmail } from './support.ts';

/**
 * The aim (README.md, bench/results.md), one ceiling for every remote: its first visit, its federation entry
 * included. The dashboard's first page shows the products without zod (the product catalogue is validated by
 * its tests, not as it loads: catalogues/test/products.test.ts), ~34 KB where it was 61; the documents page
 * likewise (the signable types and the categories of persons without zod), ~27 KB where it was 58.
 */
const LIMIT_KB = 60;

/**
 * Gzipped bytes of the JavaScript a navigation downloads from one remote (/platform/mf/<area>/), its
 * remoteEntry.js included, counted the way `npm run bench` counts them (gzip of each file's body).
 */
async function remoteBytes(
  page: Page,
  area: string,
  path: string,
): Promise<{ total: number; files: string[] }> {
  const prefix = `/platform/mf/${area}/`;
  const sizes: Array<[string, number]> = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith(prefix) || !url.pathname.endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => void sizes.push([url.pathname.slice(prefix.length), gzipSync(body).length]),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  const total = sizes.reduce((sum, [, n]) => sum + n, 0);
  const files = sizes.sort((a, b) => b[1] - a[1]).map(([name, n]) => `${name} ${(n / 1024).toFixed(1)} KB`);
  return { total, files };
}

test.describe('JavaScript a remote adds on its first visit', () => {
  test(`each remote's first page downloads at most ${LIMIT_KB} KB gzipped from it, remoteEntry.js included`, async ({
    page,
  }) => {
    await signInThroughApi(page, uniqueEmail('bundle'));
    const id = await createCompany(page, { products: ['EMPLOYEES'] });
    // Decide the cookie banner once, on a page of the shell alone.
    await page.goto('/platform/legal/faq');
    await refuseOptionalCookies(page);

    const visits: Array<[string, string]> = [
      ['onboarding', '/platform/onboarding/start'],
      ['dashboard', `/platform/${id}/dashboard`],
      ['configurator', `/platform/${id}/configurator/employees`],
      ['checkout', `/platform/${id}/checkout`],
      ['documents', `/platform/${id}/documents`],
    ];
    const over: string[] = [];
    for (const [area, path] of visits) {
      const { total, files } = await remoteBytes(page, area, path);
      // A remote that downloaded nothing was not measured (a changed URL): that is a failure too.
      expect(files.length, `mf-${area} downloaded no JavaScript on ${path}`).toBeGreaterThan(0);
      expect(
        files.some((f) => f.startsWith('remoteEntry.js')),
        `mf-${area}: remoteEntry.js counted`,
      ).toBe(true);
      const kb = total / 1024;
      const figure = `mf-${area}: ${kb.toFixed(1)} KB on ${path} (${files.join(', ')})`;
      test.info().annotations.push({ type: 'gzipped', description: figure });
      if (kb > LIMIT_KB) over.push(`${figure}, over ${LIMIT_KB} KB`);
    }
    expect(over, `remotes over ${LIMIT_KB} KB gzipped on their first visit`).toEqual([]);
  });
});
