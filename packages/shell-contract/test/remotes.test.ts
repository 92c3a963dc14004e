// The modules themselves, not the index: it brings the kit's components, which need a browser.
import { COMPANY_ID_PATTERN, editionFromPath } from '../src/editions.ts';
import { remoteForPath, routingTable } from '../src/remotes.ts';

const company = 'AbCdEfGhIj0123456789';

describe('remoteForPath', () => {
  it.each([
    ['/onboarding/start', 'onboarding'],
    ['/onboarding/company/abc', 'onboarding'],
    ['/quiz/start', 'onboarding'],
    ['/netopia/auth', 'onboarding'],
    ['/mastercard/company', 'onboarding'],
    ['/localizer/values', 'onboarding'],
    ['/companies', 'dashboard'],
    [`/${company}`, 'dashboard'],
    [`/${company}/dashboard/contact`, 'dashboard'],
    [`/${company}/configurator/info`, 'dashboard'],
    [`/${company}/configurator/employees/new`, 'configurator'],
    [`/${company}/assistant/EMPLOYEES/results`, 'configurator'],
    [`/${company}/checkout/paymentReturn`, 'checkout'],
    [`/${company}/documents`, 'documents'],
  ])('%s belongs to %s', (path, area) => {
    expect(remoteForPath(path)).toBe(area);
  });

  it.each(['/auth', '/terms', '/', '/short/dashboard', `/${company}/unknown`, `/${company}x/dashboard`])(
    '%s belongs to no remote',
    (path) => {
      expect(remoteForPath(path)).toBeUndefined();
    },
  );
});

describe('routes declared in remotes.json', () => {
  it('lets a remote own a new top-level path without a shell build', () => {
    const table = routingTable({
      onboarding: {
        entry: '/platform/mf/onboarding/remoteEntry.js',
        routes: { root: ['onboarding', 'partners'], company: [] },
      },
      checkout: {
        entry: 'https://cdn.example.ro/checkout/remoteEntry.js',
        routes: { root: [], company: ['checkout', 'invoices'] },
      },
      dashboard: '/platform/mf/dashboard/remoteEntry.js',
    });
    expect(remoteForPath('/partners/visa', table)).toBe('onboarding');
    expect(remoteForPath(`/${company}/invoices/2026`, table)).toBe('checkout');
    // A plain URL keeps the routes the shell was built with.
    expect(remoteForPath(`/${company}/configurator/info`, table)).toBe('dashboard');
    expect(remoteForPath('/companies', table)).toBe('dashboard');
    // Not declared any more, and not a company id: nobody's (the not-found page).
    expect(remoteForPath('/quiz/start', table)).toBeUndefined();
    // Remotes missing from remotes.json own nothing.
    expect(remoteForPath(`/${company}/documents`, table)).toBeUndefined();
  });
});

describe('editions', () => {
  it.each([
    ['/platform/onboarding/start', 'RO', 'ro', '/platform', 'ro'],
    ['/platform/en/onboarding/start', 'EN', 'en', '/platform/en', 'en'],
    ['/platform/en', 'EN', 'en', '/platform/en', 'en'],
    ['/platform/int/companies', 'INT', 'int', '/platform/int', 'en'],
    ['/platform/entity', 'RO', 'ro', '/platform', 'ro'],
  ])('%s is the %s edition', (path, edition, platform, basePath, locale) => {
    expect(editionFromPath(path)).toEqual({ edition, platform, basePath, defaultLocale: locale });
  });

  it('accepts only 20 word characters as a company id', () => {
    expect(COMPANY_ID_PATTERN.test(company)).toBe(true);
    expect(COMPANY_ID_PATTERN.test(company.slice(1))).toBe(false);
    expect(COMPANY_ID_PATTERN.test(`${company.slice(1)}-`)).toBe(false);
  });
});
