import { expect } from '@playwright/test';
import { test } from './support.ts';

test.describe('shell and the onboarding remote', () => {
  test('the root shows the Romanian onboarding start inside the shell', async ({ page }) => {
    await page.goto('/platform/');
    await expect(page).toHaveURL(/\/platform\/onboarding\/start$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bun venit!' })).toBeVisible();
    await expect(page.getByText('Să începem!')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigare principală' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cum funcționează' }).getByRole('listitem')).toHaveCount(3);
    await expect(page).toHaveTitle('Bun venit! - Conform');
  });

  test('switching to English re-renders the remote and the shell', async ({ page }) => {
    await page.goto('/platform/onboarding/start');
    await expect(page.getByRole('heading', { level: 1, name: 'Bun venit!' })).toBeVisible();
    await page.getByRole('group', { name: 'Limba' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    await expect(page.getByText("Let's begin!")).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page).toHaveTitle('Welcome! - Conform');
    // The choice is kept: a reload stays in English.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  });

  test('the English edition starts in English', async ({ page }) => {
    await page.goto('/platform/en/onboarding/start');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    await expect(page).toHaveURL(/\/platform\/en\/onboarding\/start$/);
  });

  test('an unknown page shows the not-found page with a way back', async ({ page }) => {
    await page.goto('/platform/nu-exista/deloc');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina nu a fost găsită' })).toBeVisible();
    await page.getByRole('link', { name: 'Înapoi la pagina principală' }).click();
    // The root sends a visitor on to the onboarding start once it knows nobody is signed in.
    await expect(page).toHaveURL(/\/platform\/onboarding\/start$/, { timeout: 15_000 });
  });

  test('a remote that is down shows the translated fallback while the shell keeps working', async ({
    page,
  }) => {
    await page.route('**/platform/mf/onboarding/**', (route) => route.abort('connectionrefused'));
    await page.goto('/platform/onboarding/start');
    await expect(page.getByRole('heading', { level: 1, name: 'Secțiune indisponibilă' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Nu am putut încărca componenta');
    // The rest of the shell still works: the sidebar, and the language switch.
    await page.getByRole('group', { name: 'Limba' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Section unavailable' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('We were unable to load the component');
  });
});
