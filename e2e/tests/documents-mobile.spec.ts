import { expect } from '@playwright/test';
import {
  buyTheCart,
  createCompany,
  expectAccessible,
  expectNoHorizontalScroll,
  expectTapTargets,
  PHONE,
  refuseOptionalCookies,
  signInThroughApi,
  test,
  uniqueEmail,
} from './support.ts';

test.describe('the documents page and the registers on a phone (RO)', () => {
  test('the documents fit 390 px as cards, with one action each and a menu for the others; the registers too', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInThroughApi(page, uniqueEmail('telefon'));
    const companyId = await createCompany(page, { name: 'Pe Telefon SRL', products: ['EMPLOYEES'] });
    await page.goto(`/platform/${companyId}/dashboard`);
    await refuseOptionalCookies(page);
    await buyTheCart(page, companyId);

    await page.setViewportSize(PHONE);
    await page.goto(`/platform/${companyId}/documents`);
    const download = page.getByRole('button', { name: /^Descarcă PDF: / }).first();
    await expect(download).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Documentele dumneavoastră pe scurt' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectTapTargets(page);

    // A row's other actions: a menu that stays on the screen.
    const more = page.getByRole('button', { name: /^Mai multe acțiuni: / }).first();
    await more.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectTapTargets(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();

    // The filters are kept in the address.
    await page.getByLabel('Stare', { exact: true }).selectOption('ready');
    await expect(page).toHaveURL(/\?status=ready$/);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, 'documents page on a phone');

    // The requests register: a request logged shows as a card.
    await page.goto(`/platform/${companyId}/documents/requests`);
    await page.getByRole('button', { name: 'Înregistrează o cerere' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Dreptul exercitat').selectOption('ERASURE');
    await dialog.getByLabel('Persoana vizată').fill('Ioana Popescu');
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    await expect(page.getByText(/Cererea REQ-\d{4}-001 a fost înregistrată/)).toBeVisible();
    await expect(page.getByText('Ștergere (art. 17)')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectTapTargets(page);
    await expectAccessible(page, 'requests register on a phone');

    // The breach register.
    await page.goto(`/platform/${companyId}/documents/breaches`);
    await page.getByRole('button', { name: 'Înregistrează un incident' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Confidențialitate (divulgare sau acces neautorizat)').check();
    await form.getByLabel('Ce s-a întâmplat').fill('Un laptop cu fișele de personal a fost furat.');
    await form.getByLabel('Categorii de persoane vizate').fill('Angajați');
    await form.getByLabel('Categorii de date afectate').fill('Date de identificare, CNP');
    await form.getByLabel('Consecințele probabile').fill('Risc de furt de identitate.');
    await form.getByLabel('Măsuri luate sau propuse').fill('Parole schimbate, disc criptat verificat.');
    await form.getByRole('button', { name: 'Salvează' }).click();
    await expect(page.getByText(/Incidentul INC-\d{4}-001 a fost salvat/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectTapTargets(page);
    await expectAccessible(page, 'breach register on a phone');
  });
});
