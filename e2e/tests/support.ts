import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Playwright's `test`, failing any test during which the browser refused something under the
 * platform's Content-Security-Policy (a script, a style, a frame): the policy must fit the pages.
 */
export const test = base.extend<{ contentSecurityPolicyHolds: void }>({
  contentSecurityPolicyHolds: [
    async ({ context }, use) => {
      const refused: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await use();
      expect(refused, 'the browser refused something under the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

/** No serious or critical accessibility violation on the page as it is now (axe-core). */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(grave).toEqual([]);
}

const PLATFORM_HEADER: Record<'ro' | 'en' | 'int', string> = { ro: 'ro', en: 'en', int: 'int' };

/** A unique address per test, so parallel tests never read each other's mail. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.ro`;
}

async function csrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrf_token');
  if (!cookie) throw new Error('no csrf cookie: start a session first');
  return cookie.value;
}

/** An anonymous session for the page's browser context (what a visitor gets before signing in). */
export async function startAnonymousSession(page: Page): Promise<void> {
  const res = await page.request.post('/platform/api/identity/sessions/anonymous');
  if (!res.ok()) throw new Error(`anonymous session: ${res.status()}`);
}

/**
 * The newest link mailed to an address whose address matches `path` (the part after the host), read
 * from the local mailbox page.
 */
export async function mailedLinkFor(page: Page, email: string, path: RegExp, timeout = 10_000): Promise<URL> {
  const href = new RegExp(`href="(https?://[^"/]+/${path.source})"`);
  let link: string | undefined;
  await expect(async () => {
    const html = await (await page.request.get('/platform/dev/mailbox')).text();
    const article = html.split('<article').find((a) => a.includes(email));
    link = article ? href.exec(article)?.[1] : undefined;
    expect(link).toBeDefined();
  }).toPass({ timeout });
  return new URL(link!.replace(/&#38;/g, '&').replace(/&amp;/g, '&'));
}

/** The newest sign-in link mailed to an address, read from the local mailbox page. */
export function latestLinkFor(page: Page, email: string): Promise<URL> {
  return mailedLinkFor(page, email, /[^"]*auth\?token=[^"]+/);
}

/**
 * Configures a bought package from the assistant as an admin would: every question answered "Nu",
 * the proposed situations accepted; back on the dashboard.
 */
export async function configureFromAssistant(page: Page, companyId: string, product: string): Promise<void> {
  await page.goto(`/platform/${companyId}/assistant/${product}`);
  const quiz = page.getByRole('form', { name: 'Întrebările asistentului' });
  await quiz.getByRole('group').first().waitFor();
  for (let i = 0; i < (await quiz.getByRole('group').count()); i++) {
    await quiz.getByRole('group').nth(i).getByRole('radio', { name: 'Nu' }).check();
  }
  await page.getByRole('button', { name: 'Continuă' }).click();
  await page.getByRole('region', { name: 'Situații propuse' }).waitFor();
  await page.getByRole('button', { name: 'Continuă' }).click();
  await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/dashboard$`));
}

/** The page's CSRF token (its session's cookie), for requests the test makes itself. */
export async function csrfOf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
}

/** Waits until no document of the company is still being made (the platform then answers at once). */
export async function documentsSettled(page: Page, companyId: string): Promise<void> {
  await expect(async () => {
    const res = await page.request.get(`/platform/api/documents/companies/${companyId}`);
    expect(res.status()).toBe(200);
    const { groups } = (await res.json()) as { groups: Array<{ documents: Array<{ status: string }> }> };
    const statuses = groups.flatMap((g) => g.documents.map((d) => d.status));
    expect(statuses).toContain('READY');
    expect(statuses.filter((s) => s === 'PENDING' || s === 'PROCESSING')).toEqual([]);
  }).toPass({ timeout: 150_000, intervals: [2_000] });
}

/**
 * Signs the page's browser in through the real protocol (link mailed to the local mailbox, then completed),
 * and accepts the terms unless told not to. For tests whose subject is not the sign-in page itself.
 */
export async function signInThroughApi(
  page: Page,
  email: string,
  options: { acceptTerms?: boolean; platform?: 'ro' | 'en' | 'int' } = {},
): Promise<void> {
  const headers: Record<string, string> = { 'x-platform': PLATFORM_HEADER[options.platform ?? 'ro'] };
  const hasSession = (await page.context().cookies()).some((c) => c.name === 'csrf_token');
  if (hasSession) headers['x-csrf-token'] = await csrf(page);
  const sent = await page.request.post('/platform/api/identity/sign-in-links', { headers, data: { email } });
  expect(sent.status()).toBe(202);
  const link = await latestLinkFor(page, email);
  const done = await page.request.post('/platform/api/identity/sessions/email-link', {
    headers,
    data: { token: link.searchParams.get('token'), email },
  });
  expect(done.status()).toBe(200);
  if (options.acceptTerms !== false) {
    const consents = await page.request.put('/platform/api/identity/me/consents', {
      headers: { 'x-csrf-token': await csrf(page) },
      data: { terms: true, communications: false },
    });
    expect(consents.status()).toBe(200);
  }
}

/** Creates a company for the page's session through the public API, as the onboarding flow would. */
export async function createCompany(
  page: Page,
  body: { name?: string; products?: string[]; platform?: 'ro' | 'en' | 'int'; phoneNumber?: string } = {},
): Promise<string> {
  const res = await page.request.post('/platform/api/companies', {
    headers: { 'x-csrf-token': await csrf(page), 'x-platform': body.platform ?? 'ro' },
    data: {
      info: {
        fiscalCode: '18547290',
        registrationNumber: 'J40/1234/2020',
        name: body.name ?? 'Exemplu Consult SRL',
        country: 'RO',
        city: 'București',
        county: 'B',
        streetAddress: 'Str. Exemplu nr. 1',
        phoneNumber: body.phoneNumber ?? '0740123456',
      },
      products: body.products ?? ['EMPLOYEES'],
    },
  });
  if (!res.ok()) throw new Error(`create company: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Dismisses the cookie banner the way a careful visitor would: only the necessary cookies. */
export async function refuseOptionalCookies(page: Page, label = 'Doar cele necesare'): Promise<void> {
  await page.getByRole('button', { name: label }).click();
}

/** Opens the local mailbox and follows the newest sign-in link sent to the address, as a person would. */
export async function openLinkFromMailbox(page: Page, email: string): Promise<void> {
  const message = page.locator('article', { hasText: email }).first();
  // Like a person refreshing their inbox until the message arrives.
  await expect(async () => {
    await page.goto('/platform/dev/mailbox');
    await expect(message).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  const link = message.getByRole('link', { name: /\/auth\?token=/ });
  // Under load a click occasionally starts no navigation; like a person, click again until it does.
  // Done once the mailbox is left: the sign-in page may already have moved on (to the terms, say).
  const inMailbox = () => new URL(page.url()).pathname.includes('/dev/mailbox');
  await expect(async () => {
    if (inMailbox()) await link.click({ timeout: 2_000 });
    await page.waitForURL((url) => !url.pathname.includes('/dev/mailbox'), {
      timeout: 3_000,
      waitUntil: 'commit',
    });
  }).toPass({ timeout: 20_000 });
}

/** Buys the cart on the local card sandbox, as a customer would, and returns to the platform. */
export async function buyTheCart(page: Page, companyId: string): Promise<void> {
  await page.goto(`/platform/${companyId}/checkout`);
  await page.getByRole('button', { name: 'Plătiți' }).click();
  await expect(page.getByRole('heading', { name: 'Plată cu cardul' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Numărul cardului').fill('9900004810225098');
  await page.getByLabel('Data expirării (LL/AA)').fill('12/40');
  await page.getByLabel('Codul CVV').fill('111');
  await page.getByLabel('Numele de pe card').fill('Test Test');
  await page.getByRole('button', { name: /^Plătiți/ }).click();
  await expect(page.getByText('Plata a fost înregistrată!')).toBeVisible({ timeout: 20_000 });
}

/** The text of a company's current document as the admin downloads it (its PDF, through the page's signed link). */
export async function documentText(page: Page, companyId: string, type: string): Promise<string> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
  const link = await page.request.post(
    `/platform/api/documents/companies/${companyId}/documents/${type}/link`,
    { headers: { 'x-csrf-token': csrf }, data: { disposition: 'attachment' } },
  );
  expect(link.status()).toBe(201);
  const { url } = (await link.json()) as { url: string };
  const pdf = await (await page.request.get(url)).body();
  const dir = mkdtempSync(join(tmpdir(), 'e2e-document-'));
  writeFileSync(join(dir, 'document.pdf'), pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'document.pdf'), '-'], { encoding: 'utf8' });
}

/** A phone: 390 × 844 CSS px. */
export const PHONE = { width: 390, height: 844 };

/** Nothing on the page is wider than the screen: no horizontal scroll. */
export async function expectNoHorizontalScroll(page: Page, where = page.url()): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where}: no horizontal scroll`).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? PHONE.width,
  );
}

/**
 * Every button, link, disclosure and menu item shown on the page is at least 24 × 24 px (WCAG 2.2 AA
 * 2.5.8), but for one inside a sentence (the criterion's inline exception: a target in a paragraph
 * with more text than its own). Targets not on the screen (a visually hidden skip link, a closed
 * drawer's links moved off the screen, a closed menu's items) are not tapped, so not measured.
 */
export async function expectTapTargets(page: Page, where = page.url()): Promise<void> {
  const small = await page.evaluate(() => {
    const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const inSentence = (el: Element) => {
      const paragraph = el.parentElement?.closest('p');
      return paragraph != null && text(paragraph).length > text(el).length;
    };
    return Array.from(
      document.querySelectorAll('button, a[href], summary, [role="menuitem"], [role="button"], [role="tab"]'),
    )
      .filter((el) => !inSentence(el))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => {
        if (box.width <= 1 || box.height <= 1) return false;
        if (box.right <= 0 || box.left >= window.innerWidth) return false;
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none';
      })
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} “${text(el) || el.getAttribute('aria-label') || ''}” ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  });
  expect(small, `${where}: tap targets under 24 × 24 px`).toEqual([]);
}
