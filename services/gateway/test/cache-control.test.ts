/**
 * No cache keeps what the API tells a signed-in user (a shared computer's back button, a proxy
 * answering another user): every route of every service, read from their routers as the fuzz suite
 * does, answers `Cache-Control: no-store` to a request with a session cookie, and every read does to
 * a request with a bearer token, errors included. Exceptions: a sample PDF (the same file for
 * everyone, with nobody's data in it), and the payment provider's server-to-server calls (the IPN, the
 * sandbox's stand-ins for NETOPIA's API and its merchant web service), POSTs no browser makes, answered in the provider's format
 * with no user's data (and a POST's answer is not stored without freshness information anyway).
 */
import { routesOf, type RouteTemplate } from './routes.ts';
import { ownedCompany, plausible, signIn, startTestPlatform, type TestPlatform } from './support.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
}, 120_000);
afterAll(() => platform?.stop());

const PUBLIC_FILES = /^\/platform\/api\/documents\/samples\//;
const PROVIDER_CALLS = /^\/platform\/api\/(payments\/ipn$|payment-sandbox\/(v2\/|soap\/))/;
/** Signing out or starting another session would end the session the other routes are called with. */
const SESSION_ROUTES = /^\/platform\/api\/identity\/sessions\//;

it('answers every API request that carries a session with Cache-Control: no-store', async () => {
  const { base } = platform;
  const { session, companyId } = await ownedCompany(platform);
  const routes = platform.serviceApps.flatMap(routesOf);
  expect(routes.length).toBeGreaterThan(60);
  const cookieMismatches: string[] = [];
  const bearerMismatches: string[] = [];
  const token = /(?:^|; )access_token=([^;]+)/.exec(session.cookie)![1]!;

  const call = async (route: RouteTemplate, headers: Record<string, string>) => {
    const path = route.path.replace(/:(\w+)/g, (_m, name: string) =>
      encodeURIComponent(plausible(name, companyId)),
    );
    const res = await fetch(base + path, {
      method: route.method,
      headers: {
        origin: base,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        ...headers,
      },
      ...(route.method !== 'GET' ? { body: '{}' } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    // Headers are all that matters; an event stream never ends by itself.
    await res.body?.cancel();
    const cache = res.headers.get('cache-control') ?? '(none)';
    const publicFile = PUBLIC_FILES.test(route.path) && res.headers.get('content-type') === 'application/pdf';
    const ok = publicFile ? cache.startsWith('public') : cache.split(/,\s*/).includes('no-store');
    return ok ? undefined : `${res.status} ${route.method} ${route.path}: ${cache}`;
  };

  for (const route of routes.filter((r) => !PROVIDER_CALLS.test(r.path))) {
    const own = SESSION_ROUTES.test(route.path) ? await signIn(platform) : session;
    const wrong = await call(route, { cookie: own.cookie, 'x-csrf-token': own.csrf });
    if (wrong) cookieMismatches.push(wrong);
    if (route.method === 'GET') {
      const wrongBearer = await call(route, { authorization: `Bearer ${token}` });
      if (wrongBearer) bearerMismatches.push(wrongBearer);
    }
  }
  expect(cookieMismatches).toEqual([]);
  expect(bearerMismatches).toEqual([]);
}, 300_000);
