import { expect } from '@playwright/test';
import { createCompany, signInThroughApi, test, uniqueEmail } from './support.ts';

// The registers of the documents area through the pages: a request logged with its deadline, a breach
// with its 72-hour clock, both kept after a reload, and each register's spreadsheet downloaded.
test.describe('the registers (RO)', () => {
  test('a request is logged with its deadline, and a breach with its 72 hours; both export to Excel', async ({
    page,
  }) => {
    await signInThroughApi(page, uniqueEmail('registre'));
    const companyId = await createCompany(page, { name: 'Registre Vii SRL', products: ['EMPLOYEES'] });
    await page.goto('/platform/legal/faq');
    await page.getByRole('button', { name: 'Doar cele necesare' }).click();

    // From the documents page to the requests register.
    await page.goto(`/platform/${companyId}/documents`);
    await page.getByRole('link', { name: 'Registrul cererilor persoanelor vizate' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registrul cererilor persoanelor vizate' }),
    ).toBeVisible();
    await expect(page.getByText(/Nu ați înregistrat încă nicio cerere/)).toBeVisible();

    await page.getByRole('button', { name: 'Înregistrează o cerere' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Dreptul exercitat').selectOption('ERASURE');
    await dialog.getByLabel('Persoana vizată').fill('Ioana Popescu');
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    await expect(page.getByText(/Cererea REQ-\d{4}-001 a fost înregistrată/)).toBeVisible();
    const row = page.getByRole('row', { name: /Ioana Popescu/ });
    await expect(row.getByText('Ștergere (art. 17)')).toBeVisible();
    // Logged today: a month to answer, said in words.
    await expect(row.getByText(/mai sunt \d+ (de )?zile/)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('row', { name: /Ioana Popescu/ })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportă în Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^registrul-cererilor-\d{4}-\d{2}-\d{2}\.xlsx$/);

    // The breach register: the 72 hours run from the moment the company became aware.
    await page.getByRole('link', { name: /Înapoi la documente/ }).click();
    await page.getByRole('link', { name: 'Registrul încălcărilor securității datelor' }).click();
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
    await expect(
      page.getByRole('row', { name: /laptop/ }).getByText(/^7[01] h \d+ min rămase/),
    ).toBeVisible();
  });
});
