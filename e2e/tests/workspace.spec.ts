import { expect, type Page, type TestInfo } from '@playwright/test';
import {
  createCompany,
  expectAccessible,
  refuseOptionalCookies,
  signInThroughApi,
  test,
  uniqueEmail,
} from './support.ts';

/** The page fits a phone's width: nothing scrolls sideways. A screenshot is kept with the test. */
async function expectNoOverflow(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  const path = testInfo.outputPath(`${name}-375.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} at 375 px`, { path, contentType: 'image/png' });
  expect(scrollWidth, `${name} is wider than the phone`).toBeLessThanOrEqual(innerWidth);
}

async function csrf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
}

/** Answers the assistant's quiz on the page: yes to the questions named, no to every other shown one. */
async function answerQuiz(page: Page, yes: string[] = []): Promise<void> {
  const form = page.getByRole('form', { name: 'Întrebările asistentului' });
  for (let i = 0; ; i++) {
    const groups = form.getByRole('group');
    if (i >= (await groups.count())) break;
    const group = groups.nth(i);
    const question = (await group.locator('legend').textContent()) ?? '';
    await group.getByRole('radio', { name: yes.some((y) => question.startsWith(y)) ? 'Da' : 'Nu' }).check();
  }
}

test.describe('the admin’s workspace (RO)', () => {
  test('the assistant configures a package, which is then reviewed in the configurator', async ({ page }) => {
    test.setTimeout(90_000);
    await signInThroughApi(page, uniqueEmail('asistent'));
    const companyId = await createCompany(page, {
      name: 'Asistent Reușit SRL',
      products: ['RECRUITMENT', 'DPA'],
    });
    await page.goto(`/platform/${companyId}/dashboard`);
    await refuseOptionalCookies(page);
    const recruitment = page.getByRole('article', { name: 'Recrutare' });
    await expect(recruitment).toContainText('Neconfigurat');
    await expect(recruitment).toContainText('lei');
    await expectAccessible(page, 'dashboard');

    await recruitment.getByRole('button', { name: 'Configurează' }).click();
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/assistant/RECRUITMENT$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Configurați pachetul: Recrutare' }),
    ).toBeVisible();
    await expectAccessible(page, 'assistant quiz');
    await answerQuiz(page, ['Păstrați CV-urile candidaților respinși']);
    await page.getByRole('button', { name: 'Continuă' }).click();

    await expect(page).toHaveURL(/\/assistant\/RECRUITMENT\/results$/);
    const proposed = page.getByRole('region', { name: 'Situații propuse' });
    await expect(proposed).toBeVisible();
    await expect(proposed).toContainText('Baza de date de candidați');
    await expectAccessible(page, 'assistant results');
    await page.getByRole('button', { name: 'Continuă' }).click();

    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/dashboard$`));
    await expect(page.getByText('Pachetul este configurat')).toBeVisible();
    await expect(recruitment).toContainText('Configurat');
    await expect(recruitment).toContainText('operațiuni configurate');
    await recruitment.getByRole('button', { name: 'Revizuiește' }).click();

    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/configurator/candidates$`));
    await expect(page.getByRole('region', { name: 'Situația A: Recrutare' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Situația B: Baza de date de candidați' })).toBeVisible();
    await expectAccessible(page, 'configurator');
  });

  test('an operation is edited and stays saved; emptying a situation blocks leaving until it is deleted', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInThroughApi(page, uniqueEmail('operatiuni'));
    const companyId = await createCompany(page, { name: 'Operațiuni Clare SRL', products: ['RECRUITMENT'] });
    await page.goto(`/platform/${companyId}/assistant/RECRUITMENT`);
    await refuseOptionalCookies(page);
    await answerQuiz(page);
    await page.getByRole('button', { name: 'Continuă' }).click();
    await page.getByRole('region', { name: 'Situații propuse' }).waitFor();
    await page.getByRole('button', { name: 'Continuă' }).click();
    await page.goto(`/platform/${companyId}/configurator/candidates`);

    // Edit an operation: the dialog is its own route; Save waits for a change.
    const recruitment = page.getByRole('region', { name: 'Situația A: Recrutare' });
    await recruitment
      .getByRole('button', { name: 'Modifică operațiunea Comunicarea rezultatului selecției' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/configurator/candidates/c-\\w+/c-\\w+-\\w+$`));
    const dialog = page.getByRole('dialog', { name: /^Modifică operațiunea/ });
    const save = dialog.getByRole('button', { name: 'Salvează' });
    await expect(save).toBeDisabled();
    await expectAccessible(page, 'operation dialog');
    await dialog
      .getByLabel('Scopul')
      .fill('Informarea candidaților despre rezultat, prin e-mail, în cel mult 10 zile.');
    const data = dialog.getByRole('combobox', { name: 'Date prelucrate' });
    await data.fill('Nota obținută la interviu');
    await data.press('Enter');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/configurator/candidates$`));
    await page.reload();
    const toggle = page.getByRole('button', { name: /^Comunicarea rezultatului selecției/ });
    await toggle.click();
    const details = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(details).toContainText('în cel mult 10 zile');
    await expect(details).toContainText('Nota obținută la interviu');

    // Delete the only operation of "Soluționarea disputelor": the situation is empty.
    const disputes = page.getByRole('region', { name: 'Situația B: Soluționarea disputelor' });
    await disputes.getByRole('button', { name: /^Șterge operațiunea/ }).click();
    await page.getByRole('button', { name: 'Da, o șterg' }).click();
    await expect(disputes).toContainText('Această situație nu are operațiuni');

    // Leaving is refused, naming the situation.
    await page.getByRole('link', { name: 'Înapoi la panoul de control' }).click();
    await expect(page.getByText('Nu puteți avea situații goale')).toBeVisible();
    await expect(
      page.getByText('Situația „Soluționarea disputelor” nu are operațiuni.', { exact: false }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/configurator/candidates$`));

    // Deleting it frees the way.
    await disputes.getByRole('button', { name: 'Șterge situația Soluționarea disputelor' }).click();
    await page.getByRole('button', { name: 'Da, o șterg' }).click();
    await expect(disputes).toBeHidden();
    await page.getByRole('button', { name: 'Salvează și revino la panoul de control' }).click();
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/dashboard$`));
  });

  test('the data the documents need is filled in and reaches the company record', async ({ page }) => {
    test.setTimeout(90_000);
    await signInThroughApi(page, uniqueEmail('date'));
    const companyId = await createCompany(page, { name: 'Date Complete SRL', products: ['DPA', 'CCTV'] });
    await page.goto(`/platform/${companyId}/configurator/info`);
    await refuseOptionalCookies(page);
    await expectAccessible(page, 'company information');

    const details = page.getByRole('form', { name: 'Datele companiei pentru documente' });
    await details.getByLabel('Site').fill('www.date-complete.ro');
    await details.getByLabel('Reprezentantul legal').fill('Ioana Pop');
    await details.getByLabel('Calitatea reprezentantului legal').fill('Administrator');
    await details.getByLabel('Numărul de angajați').fill('12');
    await page.getByRole('button', { name: 'Salvează datele companiei' }).click();
    await expect(page.getByText('Modificările au fost salvate.', { exact: false })).toBeVisible();

    const security = page.getByRole('form', { name: 'Măsuri de securitate' });
    await security.getByRole('checkbox', { name: /^Copii de siguranță periodice/ }).check();
    await security.getByLabel('Alte măsuri').fill('Seif pentru documentele de personal.');
    await page.getByRole('button', { name: 'Salvează măsurile de securitate' }).click();

    await page.getByRole('button', { name: 'Adaugă o persoană împuternicită' }).click();
    const processor = page.getByRole('dialog', { name: 'Persoană împuternicită nouă' });
    await processor.getByLabel('Denumirea').fill('Găzduire Web Inc.');
    await processor.getByLabel('Codul fiscal').fill('US-12-3456789');
    await processor.getByLabel('Adresa').fill('1 Market St, San Francisco');
    await processor.getByLabel('Țara', { exact: true }).selectOption('US');
    await processor.getByLabel('Serviciul prestat').fill('Găzduirea site-ului și a formularelor de contact.');
    await processor.getByRole('button', { name: 'Salvează' }).click();
    await expect(processor.getByText('Alegeți ce face legal transferul în afara SEE.')).toBeVisible();
    await processor.getByLabel('Mecanismul de transfer').selectOption('DPF');
    // A DPF transfer rests on the day the admin found the recipient certified on the official list.
    await processor.getByLabel('Data verificării pe lista DPF').fill('2026-01-15');
    await processor.getByRole('button', { name: 'Salvează' }).click();
    await expect(processor).toBeHidden();
    await expect(page.getByRole('list', { name: 'Persoanele dumneavoastră împuternicite' })).toContainText(
      'Găzduire Web Inc.',
    );

    const cctv = page.getByRole('form', { name: 'Supraveghere video' });
    await cctv.getByLabel('Zonele supravegheate').fill('Intrarea principală\nDepozitul');
    await page.getByRole('button', { name: 'Salvează datele despre supravegherea video' }).click();
    await expect(page.getByText('Modificările au fost salvate.', { exact: false }).first()).toBeVisible();

    await expect(async () => {
      const res = await page.request.get(`/platform/api/companies/${companyId}`, {
        headers: { 'x-csrf-token': await csrf(page) },
      });
      const company = (await res.json()) as Record<string, unknown>;
      expect(company).toMatchObject({
        website: 'www.date-complete.ro',
        legalRepresentative: { name: 'Ioana Pop', role: 'Administrator' },
        employeeCount: 12,
        securityMeasures: { measures: ['BACKUPS'], other: 'Seif pentru documentele de personal.' },
        processors: [
          {
            name: 'Găzduire Web Inc.',
            country: 'US',
            transferMechanism: 'DPF',
            dpfCheckedOn: '2026-01-15',
          },
        ],
        cctv: { areas: ['Intrarea principală', 'Depozitul'], retentionDays: 30 },
      });
      expect(company['dirty']).toContain('COMPANY_INFO');
    }).toPass({ timeout: 10_000 });
  });

  test('the video surveillance and agreements cards open the contact info page at their data', async ({
    page,
  }) => {
    await signInThroughApi(page, uniqueEmail('legaturi'));
    const companyId = await createCompany(page, { name: 'Legături Directe SRL', products: ['DPA', 'CCTV'] });
    await page.goto(`/platform/${companyId}/dashboard`);
    await refuseOptionalCookies(page);

    await page
      .getByRole('article', { name: 'Supraveghere video' })
      .getByRole('link', { name: 'Completați datele despre supravegherea video' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/configurator/info#cctv$`));
    await expect(page.getByRole('form', { name: 'Supraveghere video' })).toBeInViewport();

    await page.goto(`/platform/${companyId}/dashboard`);
    await page
      .getByRole('article', { name: 'Contracte privind prelucrarea și transmiterea datelor' })
      .getByRole('link', { name: 'Completați persoanele împuternicite' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/configurator/info#processors$`));
    await expect(page.getByRole('button', { name: 'Adaugă o persoană împuternicită' })).toBeInViewport();
  });

  test('on a phone: the dashboard, the configurator and the checkout fit the screen', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await signInThroughApi(page, uniqueEmail('telefon'));
    const companyId = await createCompany(page, {
      name: 'Ecran Mic și Denumire Lungă de Companie SRL',
      products: ['RECRUITMENT', 'DPA', 'INTERNAL_POLICIES'],
    });
    await page.goto(`/platform/${companyId}/assistant/RECRUITMENT`);
    await refuseOptionalCookies(page);
    await answerQuiz(page);
    await page.getByRole('button', { name: 'Continuă' }).click();
    await page.getByRole('region', { name: 'Situații propuse' }).waitFor();
    await page.getByRole('button', { name: 'Continuă' }).click();

    await expect(page.getByRole('article', { name: 'Recrutare' })).toContainText('Configurat');
    // The sidebar folds into a menu instead of filling the first screen.
    await expect(page.getByRole('button', { name: 'Meniu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Navigare principală' })).toBeHidden();
    await expectNoOverflow(page, testInfo, 'dashboard');

    await page.goto(`/platform/${companyId}/configurator/candidates`);
    await page.getByRole('region', { name: 'Situația A: Recrutare' }).waitFor();
    await expectNoOverflow(page, testInfo, 'configurator');

    await page.goto(`/platform/${companyId}/checkout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Finalizarea comenzii' })).toBeVisible();
    await expectNoOverflow(page, testInfo, 'checkout');
    await expectAccessible(page, 'checkout');
  });
});
