import { expect, type Page } from '@playwright/test';
import {
  buyTheCart,
  createCompany,
  documentsSettled,
  mailedLinkFor,
  refuseOptionalCookies,
  signInThroughApi,
  test,
  uniqueEmail,
} from './support.ts';

/** The newest read-confirmation link mailed to an address, from the local mailbox page. */
const confirmationLinkFor = (page: Page, email: string): Promise<URL> =>
  mailedLinkFor(page, email, /[^"]*\/(?:confirmare|acknowledge)\/[^"]+/, 45_000);

// Staff acknowledgement through the pages: the admin invites an employee by e-mail from the documents
// page, the employee opens the mailed link (no account), opens the PDF and confirms with their name;
// the admin sees 1 of 1 confirmed, and the link, used once, is refused after.
test.describe('staff acknowledgement (RO)', () => {
  test('an employee invited by e-mail reads the document and confirms; the admin sees it; the link works once', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    await signInThroughApi(page, uniqueEmail('confirmari-admin'));
    const companyId = await createCompany(page, { name: 'Confirmări Vii SRL', products: ['EMPLOYEES'] });
    await page.goto(`/platform/${companyId}/dashboard`);
    await refuseOptionalCookies(page);
    await buyTheCart(page, companyId);
    // Every document made first: the staff's links and the pack then meet an idle platform.
    await documentsSettled(page, companyId);

    // A ready document: its row's menu opens the read confirmations.
    await page.goto(`/platform/${companyId}/documents`);
    const download = page.getByRole('button', { name: /^Descarcă PDF: / }).first();
    await expect(download).toBeVisible({ timeout: 60_000 });
    const name = (await download.getAttribute('aria-label'))!.replace(/^Descarcă PDF: /, '');
    await page.getByRole('button', { name: `Mai multe acțiuni: ${name}` }).click();
    await page.getByRole('menuitem', { name: `Confirmări de lectură: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Confirmări de lectură: ${name}` });
    await expect(dialog.getByText('Nu ați rugat încă pe nimeni să citească acest document.')).toBeVisible({
      timeout: 20_000,
    });

    const employee = uniqueEmail('angajat');
    await dialog.getByLabel(/Adrese de e-mail/).fill(employee);
    await dialog.getByRole('button', { name: 'Trimiteți invitațiile' }).click();
    await expect(page.getByText('S-a trimis 1 invitație (0 invitate deja).')).toBeVisible();
    await expect(dialog.getByText('0 din 1 au confirmat.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Închide', exact: true }).click();

    // The employee, in a browser of their own with no session, opens the link from the mailbox.
    const link = await confirmationLinkFor(page, employee);
    expect(link.pathname).toMatch(/\/confirmare\/[^/]+$/);
    // A context of its own gets none of the project's options: the platform's address is given whole.
    const origin = new URL(page.url()).origin;
    const context = await browser.newContext({ locale: 'ro-RO' });
    const reader = await context.newPage();
    await reader.goto(`${origin}${link.pathname}`);
    await expect(reader.getByRole('heading', { name: 'Confirmați că ați citit documentul' })).toBeVisible();
    await expect(reader.getByText(/Confirmări Vii SRL vă roagă să citiți/)).toBeVisible();
    // The PDF of that exact version opens.
    const open = reader.getByRole('link', { name: /^Deschideți „.+” \(PDF, într-o filă nouă\)$/ });
    const pdf = await reader.request.get(new URL((await open.getAttribute('href'))!, origin).href);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await reader.getByLabel(/Numele complet/).fill('Ana Popescu');
    await reader.getByRole('button', { name: 'Confirm că l-am citit' }).click();
    await expect(reader.getByText('Vă mulțumim')).toBeVisible();
    await expect(reader.getByText(/Ana Popescu, confirmarea că ați citit/)).toBeVisible();

    // Used once: the same link is refused (410), on the page and by the API.
    await reader.goto(`${origin}${link.pathname}`);
    await expect(reader.getByText('Linkul a fost deja folosit')).toBeVisible();
    const token = link.pathname.split('/').pop()!;
    const again = await reader.request.get(
      `${origin}/platform/api/documents/public/acknowledgements?token=${encodeURIComponent(token)}`,
    );
    expect(again.status()).toBe(410);
    await context.close();

    // The admin sees who confirmed: 1 of 1.
    await page.reload();
    await expect(download).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: `Mai multe acțiuni: ${name}` }).click();
    await page.getByRole('menuitem', { name: `Confirmări de lectură: ${name}` }).click();
    await expect(dialog.getByText('1 din 1 au confirmat.')).toBeVisible({ timeout: 20_000 });
    await expect(
      dialog.getByRole('row', { name: /Ana Popescu/ }).getByText('Confirmat', { exact: true }),
    ).toBeVisible();
  });
});
