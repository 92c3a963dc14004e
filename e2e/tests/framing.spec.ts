import { expect } from '@playwright/test';
import { test } from './support.ts';

test.describe('framing (Content-Security-Policy)', () => {
  test('our pages show our PDFs in a frame, as the previews do', async ({ page }) => {
    await page.goto('/platform/');
    const sample = page.waitForResponse((r) => r.url().includes('/platform/api/documents/samples/'));
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/platform/api/documents/samples/EMPLOYEES/NOTA_INFORMARE_ANGAJATI?lang=ro';
      document.body.prepend(frame);
    });
    const res = await sample;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-security-policy']).toBe("frame-ancestors 'self'");
    // The fixture fails the test if the browser refused the frame.
  });

  test('another site cannot frame a page of the platform', async ({ browser, baseURL }) => {
    // A context of its own: this refusal is the expected outcome, not a fault of our pages.
    const elsewhere = await browser.newContext();
    const page = await elsewhere.newPage();
    const refused = new Promise<string>((resolve) =>
      page.on('console', (m) => {
        if (/frame-ancestors/.test(m.text())) resolve(m.text());
      }),
    );
    await page.setContent(`<iframe src="${baseURL}/platform/"></iframe>`);
    expect(await refused).toContain("frame-ancestors 'none'");
    await elsewhere.close();
  });
});
