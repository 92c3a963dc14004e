import type { APIRequestContext, Page } from '@playwright/test';

/** A session for the page's browser context (cookies land in the context, as after a real visit). */
export async function startSession(page: Page): Promise<void> {
  const res = await page.request.post('/platform/api/identity/sessions/anonymous');
  if (!res.ok()) throw new Error(`session: ${res.status()}`);
}

async function csrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrf_token');
  if (!cookie) throw new Error('no csrf cookie: start a session first');
  return cookie.value;
}

/** Creates a company for the page's session through the public API, as the onboarding flow would. */
export async function createCompany(
  page: Page,
  body: { name?: string; products?: string[]; platform?: 'ro' | 'en' | 'int' } = {},
): Promise<string> {
  const request: APIRequestContext = page.request;
  const res = await request.post('/platform/api/companies', {
    headers: { 'x-csrf-token': await csrf(page), 'x-platform': body.platform ?? 'ro' },
    data: {
      info: {
        fiscalCode: '18547290',
        registrationNumber: 'J40/1234/2020',
        name: body.name ?? 'Exemplu Consult SRL',
        country: 'RO',
        city: 'București',
        county: 'B',
        streetAddress: 'Str. Exemplu nr. 1',
        phoneNumber: '0740123456',
      },
      products: body.products ?? ['EMPLOYEES'],
    },
  });
  if (!res.ok()) throw new Error(`create company: ${res.status()} ${await res.text()}`);
  const company = (await res.json()) as { id: string };
  return company.id;
}
