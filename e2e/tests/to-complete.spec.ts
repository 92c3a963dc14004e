import { expect, type Page } from '@playwright/test';
import {
  buyTheCart,
  createCompany,
  documentText,
  refuseOptionalCookies,
  signInThroughApi,
  test,
  uniqueEmail,
} from './support.ts';

const AGREEMENT = 'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA';

/** The documents page's list of what the documents still leave blank. */
const questions = (page: Page) => page.getByRole('list', { name: 'Informațiile de completat' });

/** Opens the documents page and follows the link of the question that reads `label`. */
async function answer(page: Page, companyId: string, label: string, link: string): Promise<void> {
  await page.goto(`/platform/${companyId}/documents`);
  const question = questions(page).getByRole('listitem').filter({ hasText: label }).first();
  await expect(question).toBeVisible({ timeout: 30_000 });
  await question.getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/configurator/info`));
}

test.describe('the “to complete” list, answered to the end (RO)', () => {
  test('every question the documents leave blank is answered where its link leads, until none is left', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInThroughApi(page, uniqueEmail('de-completat'));
    const companyId = await createCompany(page, { name: 'Totul Complet SRL', products: ['DPA'] });
    await page.goto(`/platform/${companyId}/dashboard`);
    await refuseOptionalCookies(page);
    await buyTheCart(page, companyId);

    // The agreements are made with what the company said so far: the list asks for the rest.
    await page.goto(`/platform/${companyId}/documents`);
    await expect(questions(page)).toContainText('adresa de e-mail de contact', { timeout: 30_000 });
    await expect(questions(page)).toContainText('reprezentantul legal');
    await expect(questions(page)).toContainText('măsurile de securitate ale companiei');
    expect(await documentText(page, companyId, AGREEMENT)).toContain('[de completat');

    await answer(page, companyId, 'reprezentantul legal', 'Completați în datele companiei: detalii');
    const details = page.getByRole('form', { name: 'Datele companiei pentru documente' });
    await details.getByLabel('Reprezentantul legal').fill('Ioana Pop');
    await details.getByLabel('Calitatea reprezentantului legal').fill('Administrator');
    await details.getByLabel('Numărul de angajați').fill('9');
    await page.getByRole('button', { name: 'Salvează datele companiei' }).click();
    await expect(page.getByText('Modificările au fost salvate.', { exact: false }).first()).toBeVisible();

    await answer(
      page,
      companyId,
      'adresa de e-mail de contact',
      'Completați în datele companiei: date de contact',
    );
    const contact = page.getByRole('form', { name: 'Date de contact și responsabilul cu protecția datelor' });
    await contact.getByLabel('E-mail de contact').fill('gdpr@totulcomplet.ro');
    await contact.getByLabel('Nume', { exact: true }).fill('Andrei Ionescu');
    await contact.getByLabel('E-mail', { exact: true }).fill('andrei.ionescu@totulcomplet.ro');
    await contact.getByLabel('Telefon').fill('0740123456');
    await contact.getByRole('radio', { name: 'Nu' }).check();
    await contact.getByRole('button', { name: 'Salvează' }).click();
    await expect(page.getByText('Datele de contact au fost salvate.')).toBeVisible();

    await answer(
      page,
      companyId,
      'măsurile de securitate ale companiei',
      'Completați în datele companiei: măsuri de securitate',
    );
    const security = page.getByRole('form', { name: 'Măsuri de securitate' });
    await security.getByRole('checkbox', { name: /^Copii de siguranță periodice/ }).check();
    await page.getByRole('button', { name: 'Salvează măsurile de securitate' }).click();
    await expect(page.getByText('Modificările au fost salvate.', { exact: false }).first()).toBeVisible();

    // The documents are made again by themselves; nothing is left but what the signers fill in.
    await page.goto(`/platform/${companyId}/documents`);
    await expect(
      page.getByText('Nu a rămas nimic de completat: documentele nu mai conțin date lipsă.'),
    ).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Rămân de completat la semnare')).toBeVisible();
    await expect(async () => {
      const agreement = (await documentText(page, companyId, AGREEMENT)).replace(/\s+/g, ' ');
      expect(agreement).toContain('Ioana Pop');
      expect(agreement).toContain('gdpr@totulcomplet.ro');
      expect(agreement).not.toContain('[de completat');
    }).toPass({ timeout: 30_000 });
  });
});
