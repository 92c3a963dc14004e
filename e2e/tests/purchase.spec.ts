import { expect } from '@playwright/test';
import {
  createCompany,
  documentText,
  refuseOptionalCookies,
  signInThroughApi,
  test,
  uniqueEmail,
} from './support.ts';

const GUIDE = 'GHID_UTILIZARE_DOCUMENTE';

test.describe('a purchase, from the cart to the documents (RO)', () => {
  test('pay by card on the provider page; the packages are bought and their documents appear unprompted, and follow a contact change', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInThroughApi(page, uniqueEmail('cumparator'));
    const companyId = await createCompany(page, { name: 'Plata Reușită SRL', products: ['DPA'] });

    await page.goto(`/platform/${companyId}/checkout`);
    await refuseOptionalCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Finalizarea comenzii' })).toBeVisible();
    await page.getByRole('button', { name: 'Plătiți' }).click();

    // The provider's page (the local NETOPIA sandbox), reached by the hidden form POST.
    await expect(page.getByRole('heading', { name: 'Plată cu cardul' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Numărul cardului').fill('9900004810225098');
    await page.getByLabel('Data expirării (LL/AA)').fill('12/40');
    await page.getByLabel('Codul CVV').fill('111');
    await page.getByLabel('Numele de pe card').fill('Test Test');
    await page.getByRole('button', { name: /^Plătiți/ }).click();

    // Back on the platform: the live status says it, and the cart became purchased by itself.
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}/checkout/paymentReturn\\?orderId=`));
    await expect(page.getByText('Plata a fost înregistrată!')).toBeVisible();
    await page.getByRole('button', { name: 'Mergeți la panoul de control' }).click();
    await expect(page.getByRole('region', { name: 'Pachete cumpărate' })).toContainText(
      'Contracte privind prelucrarea și transmiterea datelor',
    );

    // The documents page: the guide listing the package is made with nobody pressing anything.
    await page.goto(`/platform/${companyId}/documents`);
    await expect(
      page.getByRole('button', { name: /^Descarcă PDF: Ghid de utilizare a documentelor/ }),
    ).toBeVisible({
      timeout: 30_000,
    });
    expect(await documentText(page, companyId, GUIDE)).toContain('Plata Reușită SRL');

    // A new person in charge of data protection: the guide is made again, naming her.
    await page.goto(`/platform/${companyId}/configurator/info`);
    await page.getByLabel('E-mail de contact').fill('gdpr@plata-reusita.ro');
    await page.getByLabel('Nume', { exact: true }).fill('Ioana Lăzărescu');
    await page.getByLabel('E-mail', { exact: true }).fill('ioana@plata-reusita.ro');
    await page.getByLabel('Telefon').fill('0740123456');
    await page.getByRole('radio', { name: 'Nu' }).check();
    await page.getByRole('button', { name: 'Salvează', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/platform/${companyId}(/dashboard)?$`));
    await page.goto(`/platform/${companyId}/documents`);
    await expect(async () => {
      expect(await documentText(page, companyId, GUIDE)).toContain('Ioana Lăzărescu');
    }).toPass({ timeout: 30_000 });
    await expect(
      page.getByRole('button', { name: /^Descarcă PDF: Ghid de utilizare a documentelor/ }),
    ).toBeVisible();
  });

  test('the payment return page says so for an order the company does not have', async ({ page }) => {
    await signInThroughApi(page, uniqueEmail('comanda-straina'));
    const companyId = await createCompany(page, { name: 'Comanda Pierdută SRL', products: ['DPA'] });
    await page.goto(`/platform/${companyId}/checkout/paymentReturn?orderId=NuExistaAceastaComanda`);
    await refuseOptionalCookies(page);
    await expect(page.getByRole('alert')).toContainText(
      'Nu am găsit această comandă pentru compania dumneavoastră.',
    );
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});
