/**
 * Cookie consent (docs/spec/behaviour.md §2, §4): the banner on a first visit, the choice kept in this
 * browser's settings, and page views sent to analytics only after analytics cookies are accepted.
 */
import type { RuntimeConfig } from '../app/runtime-config.ts';

const { createI18n, I18nextProvider } = await import('@conform/i18n');
const { theme } = await import('@conform/ui');
const { ThemeProvider } = await import('styled-components');
const { fireEvent, render, screen, waitFor } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { ShellStateContext } = await import('../app/ShellProvider.tsx');
const { readSettings } = await import('../app/settings.ts');
const { trackPageView, resetAnalyticsSession } = await import('../app/analytics.ts');
const { CookieConsent } = await import('./CookieConsent.tsx');
const { http, HttpResponse } = await import('msw');
const { testServer } = await import('@conform/shell-contract/testing-server');

const runtime = { analyticsEndpoint: 'https://analytics.example/event' } as RuntimeConfig;
/** The page views analytics received (its endpoint and the page's path), in order. */
const sent: string[] = [];

beforeEach(() => {
  localStorage.clear();
  resetAnalyticsSession();
  sent.length = 0;
  testServer.use(
    http.post(runtime.analyticsEndpoint!, async ({ request }) => {
      sent.push(`${request.url} ${((await request.json()) as { url: string }).url}`);
      return new HttpResponse(null, { status: 202 });
    }),
  );
});

/** Lets a request the page may have started reach the stand-in analytics, so "nothing sent" means it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function show() {
  const i18n = await createI18n({
    locale: 'en',
    resources: { en: { shell: en } },
    defaultNamespace: 'shell',
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ShellStateContext.Provider value={{ runtime, notices: [], dismiss: () => undefined, i18n }}>
          <CookieConsent />
        </ShellStateContext.Provider>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('cookie consent', () => {
  it('asks on the first visit and sends no page view before a choice', async () => {
    await show();
    expect(screen.getByRole('region', { name: en.cookies.bannerLabel })).toBeTruthy();
    trackPageView(runtime, '/platform/onboarding/start');
    await settle();
    expect(sent).toEqual([]);
  });

  it('keeps "accept all" and counts the page the person is on, then later pages', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: en.cookies.acceptAll }));
    expect(screen.queryByRole('region', { name: en.cookies.bannerLabel })).toBeNull();
    expect(readSettings()).toMatchObject({ analyticsCookies: true, marketingCookies: true });
    await waitFor(() => expect(sent).toEqual([`${runtime.analyticsEndpoint} ${window.location.pathname}`]));
    trackPageView(runtime, '/platform/companies');
    await waitFor(() => expect(sent.at(-1)).toBe(`${runtime.analyticsEndpoint} /platform/companies`));
  });

  it('keeps "only necessary": no banner on the next visit and no page view ever sent', async () => {
    const first = await show();
    fireEvent.click(screen.getByRole('button', { name: en.cookies.onlyNecessary }));
    expect(readSettings()).toMatchObject({ analyticsCookies: false, marketingCookies: false });
    first.unmount();
    await show();
    expect(screen.queryByRole('region', { name: en.cookies.bannerLabel })).toBeNull();
    trackPageView(runtime, '/platform/companies');
    await settle();
    expect(sent).toEqual([]);
  });
});
