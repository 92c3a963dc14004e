import { expect, type Page } from '@playwright/test';
import { createCompany, refuseOptionalCookies, signInThroughApi, test, uniqueEmail } from './support.ts';

/** The question asked before unsaved changes are lost. */
const question = (page: Page) => page.getByRole('alertdialog', { name: 'Renunțați la modificări?' });

/** Answers the assistant's quiz on the page: no to every question shown. */
async function answerNo(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Întrebările asistentului' });
  await form.getByRole('group').first().waitFor();
  for (let i = 0; i < (await form.getByRole('group').count()); i++) {
    await form.getByRole('group').nth(i).getByRole('radio', { name: 'Nu' }).check();
  }
}

test.describe('no edit is lost silently (RO)', () => {
  test('an edited operation asks before Escape and Cancel close it: Stay keeps the edit, Discard drops it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInThroughApi(page, uniqueEmail('nesalvat-operatiune'));
    const companyId = await createCompany(page, { name: 'Nimic Pierdut SRL', products: ['RECRUITMENT'] });
    await page.goto(`/platform/${companyId}/assistant/RECRUITMENT`);
    await refuseOptionalCookies(page);
    await answerNo(page);
    await page.getByRole('button', { name: 'Continuă' }).click();
    await page.getByRole('region', { name: 'Situații propuse' }).waitFor();
    await page.getByRole('button', { name: 'Continuă' }).click();
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/dashboard$`));
    await page.goto(`/platform/${companyId}/configurator/candidates`);

    const edit = page
      .getByRole('region', { name: 'Situația A: Recrutare' })
      .getByRole('button', { name: 'Modifică operațiunea Comunicarea rezultatului selecției' });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: /^Modifică operațiunea/ });
    const purpose = dialog.getByLabel('Scopul');
    const saved = await purpose.inputValue();
    const typed = 'Informarea candidaților despre rezultat, prin telefon.';
    await purpose.fill(typed);

    // Escape asks; Stay keeps the dialog and what was typed, with the focus on Stay first.
    await page.keyboard.press('Escape');
    await expect(question(page)).toBeVisible();
    await expect(question(page)).toContainText('Modificările pe care le-ați făcut nu sunt salvate.');
    await expect(question(page).getByRole('button', { name: 'Rămâneți pe pagină' })).toBeFocused();
    await question(page).getByRole('button', { name: 'Rămâneți pe pagină' }).click();
    await expect(question(page)).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(purpose).toHaveValue(typed);

    // The browser's Back asks too, and Stay keeps the dialog where it was.
    const at = page.url();
    await page.goBack();
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: 'Rămâneți pe pagină' }).click();
    await expect(page).toHaveURL(at);
    await expect(purpose).toHaveValue(typed);

    // Cancel asks too; Discard closes the dialog and nothing is saved.
    await dialog.getByRole('button', { name: 'Renunță' }).click();
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: 'Renunțați la modificări' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/configurator/candidates$`));
    await page.reload();
    await edit.click();
    await expect(purpose).toHaveValue(saved);

    // Unchanged, Escape closes at once.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(question(page)).toBeHidden();
  });

  test('the company data page asks before a sidebar link leaves typed changes; once saved, it does not', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInThroughApi(page, uniqueEmail('nesalvat-date'));
    const companyId = await createCompany(page, { name: 'Date Păstrate SRL', products: ['DPA'] });
    await page.goto(`/platform/${companyId}/configurator/info`);
    await refuseOptionalCookies(page);
    const sidebar = page.getByRole('navigation', { name: 'Navigare principală' });

    const contact = page.getByRole('form', { name: 'Date de contact și responsabilul cu protecția datelor' });
    await contact.getByLabel('E-mail de contact').fill('gdpr@datepastrate.ro');
    await sidebar.getByRole('link', { name: 'Documente' }).click();
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: 'Rămâneți pe pagină' }).click();
    await expect(question(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/configurator/info`));
    await expect(contact.getByLabel('E-mail de contact')).toHaveValue('gdpr@datepastrate.ro');

    // Saved, the contact details go on to the dashboard without asking.
    await contact.getByLabel('Nume', { exact: true }).fill('Andrei Ionescu');
    await contact.getByLabel('E-mail', { exact: true }).fill('andrei.ionescu@datepastrate.ro');
    await contact.getByLabel('Telefon').fill('0740123456');
    await contact.getByRole('radio', { name: 'Nu' }).check();
    await contact.getByRole('button', { name: 'Salvează' }).click();
    await expect(page.getByText('Datele de contact au fost salvate.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/dashboard$`));
    await expect(question(page)).toBeHidden();

    // A section saved in place: leaving by the sidebar then asks nothing.
    await page.goto(`/platform/${companyId}/configurator/info`);
    const details = page.getByRole('form', { name: 'Datele companiei pentru documente' });
    await details.getByLabel('Reprezentantul legal').fill('Ioana Pop');
    await details.getByLabel('Calitatea reprezentantului legal').fill('Administrator');
    await details.getByLabel('Numărul de angajați').fill('9');
    await page.getByRole('button', { name: 'Salvează datele companiei' }).click();
    await expect(page.getByText('Modificările au fost salvate.', { exact: false }).first()).toBeVisible();
    await sidebar.getByRole('link', { name: 'Documente' }).click();
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/documents$`));
    await expect(question(page)).toBeHidden();

    // Closing or reloading the tab with typed changes asks the browser's own question.
    await page.goto(`/platform/${companyId}/configurator/info`);
    await details.getByLabel('Reprezentantul legal').fill('Mihai Pop');
    const asked = page.waitForEvent('dialog');
    const reloaded = page.reload();
    const unload = await asked;
    expect(unload.type()).toBe('beforeunload');
    await unload.accept();
    await reloaded;
    await expect(details.getByLabel('Reprezentantul legal')).toHaveValue('Ioana Pop');
  });
});
