import { expect } from '@playwright/test';
import {
  buyTheCart,
  createCompany,
  expectAccessible,
  refuseOptionalCookies,
  signInThroughApi,
  test,
  uniqueEmail,
} from './support.ts';

/** WCAG 2.x relative luminance of an `rgb(r, g, b)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test.describe('the admin’s workspace is accessible (axe-core, RO)', () => {
  test('the company selector, the dashboard’s dialogs and the documents page', async ({ page }) => {
    test.setTimeout(120_000);
    await signInThroughApi(page, uniqueEmail('acces-panou'));
    const companyId = await createCompany(page, { name: 'Acces Deplin SRL', products: ['DPA'] });

    await page.goto('/platform/companies');
    await refuseOptionalCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Companiile mele' })).toBeVisible();
    await expect(page.getByText('Acces Deplin SRL')).toBeVisible();
    await expectAccessible(page, 'company selector');

    // A bought package, so the documents page shows downloadable documents as well as previews.
    await buyTheCart(page, companyId);
    await page.goto(`/platform/${companyId}/dashboard`);
    await expect(page.getByRole('region', { name: 'Pachete cumpărate' })).toBeVisible();

    await page.getByRole('button', { name: 'Adaugă pachet' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${companyId}/dashboard/products/available$`));
    const add = page.getByRole('dialog', { name: 'Adaugă pachet' });
    await expect(add.getByRole('list', { name: 'Pachete disponibile' })).toBeVisible();
    await expectAccessible(page, 'add package dialog');
    await add.getByRole('button', { name: 'Adaugă Angajați' }).click();
    await expect(page.getByText('Pachetul „Angajați” a fost adăugat în coș.')).toBeVisible();
    await page.goto(`/platform/${companyId}/dashboard`);

    await page.getByRole('button', { name: 'Elimină Angajați' }).click();
    const remove = page.getByRole('dialog', { name: 'Eliminarea „Angajați”' });
    await expect(remove.getByRole('button', { name: 'Nu, îl păstrez' })).toBeVisible();
    await expectAccessible(page, 'remove package confirmation');
    await remove.getByRole('button', { name: 'Nu, îl păstrez' }).click();
    await expect(remove).toBeHidden();

    await page.goto(`/platform/${companyId}/dashboard/instructions`);
    const instructions = page.getByRole('dialog', { name: 'Cum personalizați documentele' });
    await expect(instructions.getByRole('button', { name: 'Am înțeles' })).toBeVisible();
    await expectAccessible(page, 'instructions dialog');
    await instructions.getByRole('button', { name: 'Am înțeles' }).click();

    await page.goto(`/platform/${companyId}/documents`);
    await expect(page.getByRole('heading', { level: 1, name: 'Documente' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Descarcă PDF: / }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { level: 2, name: /^Angajați/ })).toBeVisible();
    await expectAccessible(page, 'documents page');
  });

  test('the configurator’s help, sample document, suggestions, new and rename dialogs', async ({ page }) => {
    test.setTimeout(120_000);
    await signInThroughApi(page, uniqueEmail('acces-configurator'));
    const companyId = await createCompany(page, { name: 'Acces Configurat SRL', products: ['EMPLOYEES'] });
    const configurator = `/platform/${companyId}/configurator/employees`;
    await page.goto(configurator);
    await refuseOptionalCookies(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Ajutor' }).click();
    const help = page.getByRole('dialog', { name: 'Cum descrieți prelucrările' });
    await expect(help).toBeVisible();
    await expectAccessible(page, 'help dialog');
    await help.getByRole('button', { name: 'Am înțeles' }).click();
    await expect(help).toBeHidden();

    await page.getByRole('button', { name: 'Exemplu de document' }).click();
    const sample = page.getByRole('dialog', { name: /^Exemplu de document: / });
    await expect(sample.locator('iframe')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'sample document dialog');
    await sample.getByRole('button', { name: 'Închide' }).click();
    await expect(sample).toBeHidden();

    await page.getByRole('button', { name: /^Adaugă o situație \(\d+ (de )?sugestii\)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${configurator}/add$`));
    const suggestions = page.getByRole('dialog', { name: 'Adaugă o situație' });
    await expect(
      suggestions.getByRole('button', { name: /^Alege situația sugerată / }).first(),
    ).toBeVisible();
    await expectAccessible(page, 'suggestions dialog');

    await suggestions
      .getByRole('button', { name: /^Alege situația sugerată / })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${configurator}/new/[\\w-]+$`));
    const fromSuggestion = page.getByRole('dialog', { name: 'Adaugă o situație sugerată' });
    const name = fromSuggestion.getByLabel('Numele situației');
    await expect(name).not.toHaveValue('');
    const situationName = await name.inputValue();
    await expectAccessible(page, 'new situation from a suggestion dialog');
    await fromSuggestion.getByRole('button', { name: /^Adaugă situația cu / }).click();
    await expect(fromSuggestion).toBeHidden();
    await expect(page.getByRole('region', { name: `Situația A: ${situationName}` })).toBeVisible();

    await page.getByRole('button', { name: `Redenumește situația ${situationName}` }).click();
    await expect(page).toHaveURL(new RegExp(`${configurator}/e-[\\w-]+$`));
    const rename = page.getByRole('dialog', { name: 'Modifică situația' });
    await expect(rename.getByLabel('Numele situației')).toHaveValue(situationName);
    await expectAccessible(page, 'rename situation dialog');
    await rename.getByRole('button', { name: 'Renunță' }).click();
    await expect(rename).toBeHidden();

    await page.goto(`${configurator}/new`);
    const fresh = page.getByRole('dialog', { name: 'Situație nouă' });
    await expect(fresh.getByLabel('Numele situației')).toBeVisible();
    await expectAccessible(page, 'new situation dialog');
  });

  test('a focused control shows an outline of at least 3:1 against the page', async ({ page }) => {
    await signInThroughApi(page, uniqueEmail('acces-focus'));
    const companyId = await createCompany(page, { name: 'Focus Vizibil SRL', products: ['DPA'] });
    await page.goto(`/platform/${companyId}/dashboard`);
    await refuseOptionalCookies(page);
    const button = page.getByRole('button', { name: 'Adaugă pachet' }).first();
    await expect(button).toBeVisible();
    // From the keyboard, as :focus-visible applies: focus the control before it, then Tab onto it.
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    const seen = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      // The outline is drawn outside the control (offset): against what is behind the control.
      let behind: Element | null = element.parentElement;
      let background = 'rgba(0, 0, 0, 0)';
      while (behind) {
        background = getComputedStyle(behind).backgroundColor;
        if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') break;
        behind = behind.parentElement;
      }
      return {
        focusVisible: element.matches(':focus-visible'),
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        color: style.outlineColor,
        background: behind ? background : 'rgb(255, 255, 255)',
      };
    });
    expect(seen.focusVisible).toBe(true);
    expect(seen.style).toBe('solid');
    expect(seen.width).toBeGreaterThanOrEqual(2);
    expect(contrast(seen.color, seen.background)).toBeGreaterThanOrEqual(3);
  });
});
