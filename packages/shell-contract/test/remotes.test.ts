import { COMPANY_ID_PATTERN, editionFromPath, remoteForPath } from '../src/index.ts';

const company = 'AbCdEfGhIj0123456789';

describe('remoteForPath', () => {
  it.each([
    ['/onboarding/start', 'onboarding'],
    ['/onboarding/company/abc', 'onboarding'],
    ['/quiz/start', 'onboarding'],
    ['/netopia/auth', 'onboarding'],
    ['/mastercard/company', 'onboarding'],
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

describe('editions', () => {
  it.each([
    ['/platform/onboarding/start', 'RO', '/platform', 'ro'],
    ['/platform/en/onboarding/start', 'EN', '/platform/en', 'en'],
    ['/platform/en', 'EN', '/platform/en', 'en'],
    ['/platform/int/companies', 'INT', '/platform/int', 'en'],
    ['/platform/entity', 'RO', '/platform', 'ro'],
  ])('%s is the %s edition', (path, edition, basePath, locale) => {
    expect(editionFromPath(path)).toEqual({ edition, basePath, defaultLocale: locale });
  });

  it('accepts only 20 word characters as a company id', () => {
    expect(COMPANY_ID_PATTERN.test(company)).toBe(true);
    expect(COMPANY_ID_PATTERN.test(company.slice(1))).toBe(false);
    expect(COMPANY_ID_PATTERN.test(`${company.slice(1)}-`)).toBe(false);
  });
});
