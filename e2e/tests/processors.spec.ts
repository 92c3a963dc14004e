import { expect } from '@playwright/test';
import {
  buyTheCart,
  configureFromAssistant,
  createCompany,
  documentText,
  refuseOptionalCookies,
  signInThroughApi,
  test,
  uniqueEmail,
} from './support.ts';

const AGREEMENT = 'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA';

test.describe('a processor, from the company data to its agreement (RO)', () => {
  test('the admin records a processor, assigns it to one operation, and its agreement lists exactly that operation', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signInThroughApi(page, uniqueEmail('imputernicit'));
    const companyId = await createCompany(page, {
      name: 'Salarii Corecte SRL',
      products: ['DPA', 'RECRUITMENT'],
    });
    await page.goto(`/platform/${companyId}/dashboard`);
    await refuseOptionalCookies(page);
    await buyTheCart(page, companyId);

    // The recruitment package configured from the assistant's suggestions.
    await configureFromAssistant(page, companyId, 'RECRUITMENT');

    // Before any processor exists, the operation dialog says where to record one.
    await page.goto(`/platform/${companyId}/configurator/candidates`);
    const recruitment = page.getByRole('region', { name: 'Situația A: Recrutare' });
    await recruitment
      .getByRole('button', { name: 'Modifică operațiunea Comunicarea rezultatului selecției' })
      .click();
    let dialog = page.getByRole('dialog', { name: /^Modifică operațiunea/ });
    await expect(dialog).toContainText('Compania nu are încă persoane împuternicite');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The processor, recorded with the company's data (inside the EEA: no transfer to pin).
    await page.goto(`/platform/${companyId}/configurator/info#processors`);
    await page.getByRole('button', { name: 'Adaugă o persoană împuternicită' }).click();
    const form = page.getByRole('dialog', { name: 'Persoană împuternicită nouă' });
    await form.getByLabel('Denumirea').fill('Platforma Recrutare SRL');
    await form.getByLabel('Codul fiscal').fill('RO12345678');
    await form.getByLabel('Adresa').fill('Str. Exemplu nr. 2, Cluj-Napoca');
    await form.getByLabel('Țara', { exact: true }).selectOption('RO');
    await form.getByLabel('Serviciul prestat').fill('Trimiterea e-mailurilor către candidați.');
    await form.getByRole('button', { name: 'Salvează' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('list', { name: 'Persoanele dumneavoastră împuternicite' })).toContainText(
      'Platforma Recrutare SRL',
    );

    // Assigned to one operation only, in that operation's dialog.
    await page.goto(`/platform/${companyId}/configurator/candidates`);
    await recruitment
      .getByRole('button', { name: 'Modifică operațiunea Comunicarea rezultatului selecției' })
      .click();
    dialog = page.getByRole('dialog', { name: /^Modifică operațiunea/ });
    const choice = dialog
      .getByRole('group', { name: 'Persoanele împuternicite care o efectuează' })
      .getByRole('checkbox', { name: /^Platforma Recrutare SRL/ });
    await choice.check();
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Salvează și revino la panoul de control' }).click();
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/dashboard$`));

    // The agreement, made again by itself, names the processor with exactly its operation.
    await page.goto(`/platform/${companyId}/documents`);
    await expect(
      page.getByRole('button', {
        name: /^Descarcă PDF: Acord de prelucrare a datelor între operator și persoana împuternicită/,
      }),
    ).toBeVisible({ timeout: 30_000 });
    let agreement = '';
    await expect(async () => {
      // pdftotext keeps the layout's line breaks; the checks read words, not lines.
      agreement = (await documentText(page, companyId, AGREEMENT)).replace(/\s+/g, ' ');
      expect(agreement).toContain('Platforma Recrutare SRL');
      expect(agreement).toContain('Comunicarea rezultatului selecției');
    }).toPass({ timeout: 30_000 });
    // Operations of the same situation it was not assigned to are not in its agreement.
    expect(agreement).not.toContain('Primirea și analiza candidaturilor');
  });
});
