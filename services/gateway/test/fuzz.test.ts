/**
 * Bad input never answers 5xx: generated requests against every route of every service of the
 * embedded platform, as a signed-in user who owns a company (so company routes get past the tenant
 * check to their validation), and some as a stranger. Hostile path parameters, query strings and
 * bodies (malformed JSON, wrong types, NUL and lone surrogates, deep nesting, prototype keys, wrong
 * content types and encodings, oversized bodies). The cases come from a seeded generator:
 * FUZZ_SEED=<n> repeats a run, and a failure names its seed and case.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { insertTestCompany } from '@conform/server-kit/testing';
import { routesOf, type RouteTemplate } from './routes.ts';
import {
  browserSession,
  ownedCompany,
  plausible,
  signIn,
  startTestPlatform,
  type TestPlatform,
} from './support.ts';

const SEED = Number(process.env['FUZZ_SEED'] ?? 20261126);
const MIN_CASES = 1_000;

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
}, 120_000);
afterAll(() => platform?.stop());

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Field names the platform's contracts use: generated bodies look like real ones, one mistake off. */
function contractFieldNames(): string[] {
  const dir = join(import.meta.dirname, '..', '..', '..', 'packages', 'contracts', 'src');
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/^\s+(\w+)\??: (?:z\.|Z\w+)/gm))
      names.add(match[1]!);
  }
  return [...names];
}

/** Path segments as a hostile client writes them (already percent-encoded where it matters). */
const HOSTILE_SEGMENTS = [
  '%FF',
  '%00',
  '%ED%A0%80', // a lone surrogate, encoded: not UTF-8
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(4_000),
  "'%20OR%20'1'%3D'1",
  '-1',
  '1e309',
  '%F0%9F%98%80',
  '__proto__',
  '%20',
];

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a'.repeat(20_000),
  '\u0000',
  'x\ud800y',
  '<script>alert(1)</script>',
  "'; DROP TABLE companies;--",
  '../../etc/passwd',
  '𝕏😀',
  'Ștefan Țară',
  '2026-02-30',
  '-1',
  'J40/1234/2020',
  'ana@example.ro',
  '18547290',
  '{{7*7}}',
  '\r\nSet-Cookie: a=b',
];

const HOSTILE_QUERIES = ['?lang=%FF', '?lang=%00&platform=%00', '?x[y][z]=1&x=2&lang=en&lang=ro'];

interface Case {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Sent as a stranger: no session. */
  anonymous?: boolean;
}

function generator(seed: number, fields: string[]) {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const value = (depth: number): unknown => {
    const kind = Math.floor(next() * (depth > 3 ? 4 : 6));
    switch (kind) {
      case 0:
        return pick(HOSTILE_STRINGS);
      case 1:
        return pick([0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 365]);
      case 2:
        return pick([true, false, null]);
      case 3:
        return pick(fields);
      case 4:
        return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
      default:
        return object(depth + 1);
    }
  };
  const object = (depth: number): Record<string, unknown> =>
    Object.fromEntries(
      Array.from({ length: 1 + Math.floor(next() * 5) }, () => [pick(fields), value(depth)]),
    );
  return { next, pick, object };
}

/** The bodies every write route gets: generated look-alikes, then the classic malformations. */
function bodyCases(gen: ReturnType<typeof generator>): Array<Omit<Case, 'method' | 'path'>> {
  const json = { 'content-type': 'application/json' };
  const generated = Array.from({ length: 6 }, (_, i) => ({
    name: `generated body ${i + 1}`,
    headers: json,
    body: JSON.stringify(gen.object(0)),
  }));
  return [
    ...generated,
    { name: 'truncated JSON', headers: json, body: '{"name": "Ana' },
    { name: 'JSON null', headers: json, body: 'null' },
    { name: 'JSON array', headers: json, body: '[1, "two", {"three": 3}]' },
    { name: 'JSON string', headers: json, body: '"just a string"' },
    { name: 'deep nesting', headers: json, body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
    {
      name: 'prototype keys',
      headers: json,
      body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
    },
    {
      name: 'NUL in every field',
      headers: json,
      body: JSON.stringify({ name: 'a\u0000b', email: '\u0000', info: { name: '\u0000' } }),
    },
    { name: 'text/plain', headers: { 'content-type': 'text/plain' }, body: 'hello' },
    {
      name: 'form with nested keys',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a[b][c]=1&a=2&name=%00&email=%FF',
    },
    { name: 'says gzip, is not', headers: { ...json, 'content-encoding': 'gzip' }, body: '{"a":1}' },
    { name: 'gzip of nonsense', headers: { ...json, 'content-encoding': 'gzip' }, body: gzipSync('{"a":') },
    { name: 'unknown encoding', headers: { ...json, 'content-encoding': 'br, zstd, x-evil' }, body: '{}' },
    {
      name: 'unsupported charset',
      headers: { 'content-type': 'application/json; charset=utf-7' },
      body: '{}',
    },
    { name: 'oversized body', headers: json, body: JSON.stringify({ name: 'x'.repeat(400_000) }) },
    {
      name: 'XML to a JSON route',
      headers: { 'content-type': 'application/xml' },
      body: '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>',
    },
  ];
}

function casesFor(routes: RouteTemplate[], companyId: string, seed: number): Case[] {
  const gen = generator(seed, contractFieldNames());
  const cases: Case[] = [];
  for (const route of routes) {
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const fill = (hostile?: { param: string; value: string }) =>
      route.path.replace(/:(\w+)/g, (_m, name: string) =>
        hostile?.param === name ? hostile.value : encodeURIComponent(plausible(name, companyId)),
      );
    for (const param of params) {
      for (const value of HOSTILE_SEGMENTS)
        cases.push({
          name: `:${param} = ${value.slice(0, 20)}`,
          method: route.method,
          path: fill({ param, value }),
        });
    }
    for (const query of HOSTILE_QUERIES)
      cases.push({ name: `query ${query}`, method: route.method, path: fill() + query });
    if (route.method !== 'GET') {
      for (const body of bodyCases(gen)) cases.push({ ...body, method: route.method, path: fill() });
      cases.push({
        name: 'no session',
        method: route.method,
        path: fill(),
        anonymous: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(gen.object(0)),
      });
    } else {
      cases.push({ name: 'no session', method: route.method, path: fill(), anonymous: true });
    }
  }
  return cases;
}

/** Ending the session or starting another would sign the fuzzing user out: those go without one. */
const SESSION_ROUTES = /^\/platform\/api\/identity\/sessions\//;

it(`answers ${MIN_CASES}+ generated bad requests over every route without a 5xx`, async () => {
  const { base } = platform;
  const routes = platform.serviceApps.flatMap(routesOf);
  expect(routes.length).toBeGreaterThan(60);
  const { session, companyId } = await ownedCompany(platform);

  const cases = casesFor(routes, companyId, SEED);
  expect(cases.length).toBeGreaterThanOrEqual(MIN_CASES);
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const run = async (c: Case) => {
    const withSession = !c.anonymous && !SESSION_ROUTES.test(c.path);
    const headers: Record<string, string> = {
      origin: base,
      'sec-fetch-site': 'same-origin',
      accept: 'application/json',
      ...(withSession ? { cookie: session.cookie, 'x-csrf-token': session.csrf } : {}),
      ...c.headers,
    };
    try {
      const res = await fetch(base + c.path, {
        method: c.method,
        headers,
        ...(c.body !== undefined ? { body: c.body as BodyInit } : {}),
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      // Only the status matters; an event stream never ends by itself.
      const text = res.status >= 500 ? await res.text() : (await res.body?.cancel(), '');
      if (res.status >= 500)
        failures.push(`${res.status} ${c.method} ${c.path.slice(0, 120)} [${c.name}] ${text.slice(0, 200)}`);
    } catch (err) {
      failures.push(`no answer: ${c.method} ${c.path.slice(0, 120)} [${c.name}] ${String(err)}`);
    }
  };
  // A few at a time, as several browsers would.
  const queue = [...cases];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let c = queue.shift(); c; c = queue.shift()) await run(c);
    }),
  );
  if (failures.length > 0) {
    throw new Error(
      `seed ${SEED}: ${failures.length} of ${cases.length} cases failed:\n${failures.slice(0, 40).join('\n')}`,
    );
  }
  // The cases reached the handlers' validation, not only the gates in front of them.
  expect(statuses.get(400) ?? 0).toBeGreaterThan(200);
}, 600_000);

it('shows and changes nothing of a company to a signed-in user who is not its admin, on every company route', async () => {
  const { base } = platform;
  const { companyId } = await ownedCompany(platform);
  const stranger = await signIn(platform);
  const companyRoutes = platform.serviceApps.flatMap(routesOf).filter((r) => r.path.includes(':companyId'));
  expect(companyRoutes.length).toBeGreaterThan(30);
  const answered: string[] = [];
  for (const route of companyRoutes) {
    const path = route.path.replace(/:(\w+)/g, (_m, name: string) =>
      encodeURIComponent(plausible(name, companyId)),
    );
    const res = await fetch(base + path, {
      method: route.method,
      headers: {
        origin: base,
        'sec-fetch-site': 'same-origin',
        cookie: stranger.cookie,
        'x-csrf-token': stranger.csrf,
        'content-type': 'application/json',
      },
      ...(route.method !== 'GET' ? { body: '{}' } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    await res.body?.cancel();
    // 403/404, or 400 where the request is refused before anything is looked up (a file link
    // without its signature: the signature, not the session, is that route's permission).
    if (![400, 403, 404].includes(res.status)) answered.push(`${res.status} ${route.method} ${route.path}`);
  }
  expect(answered).toEqual([]);
});

it("changes nothing of a company for its own admin's anonymous session (401) or before the terms (403), on every company write", async () => {
  const { base, db } = platform;
  const writes = platform.serviceApps
    .flatMap(routesOf)
    .filter((r) => r.path.includes(':companyId') && !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
  expect(writes.length).toBeGreaterThan(20);
  // Each owns a company (made before company creation needed an account, or given to them): the
  // refusal is about the session, not about whose company it is.
  const anonymous = await browserSession(platform, { anonymous: true });
  const noTerms = await browserSession(platform, { acceptTerms: false });
  const snapshot = async (companyId: string) =>
    JSON.stringify(
      await db.query(
        `SELECT (SELECT row_to_json(c) FROM companies.company_view c WHERE c.id = $1) AS company,
                (SELECT count(*)::int FROM documents.data_subject_requests WHERE company_id = $1) AS requests,
                (SELECT count(*)::int FROM documents.breaches WHERE company_id = $1) AS breaches,
                (SELECT count(*)::int FROM configurator.situations WHERE company_id = $1) AS situations`,
        [companyId],
      ),
    );
  const wrong: string[] = [];
  for (const [session, status, reason] of [
    [anonymous, 401, 'auth.required'],
    [noTerms, 403, 'terms.required'],
  ] as const) {
    const companyId = await insertTestCompany(db, {
      adminIds: [session.uid],
      products: { pending: ['DPA'] },
    });
    const before = await snapshot(companyId);
    for (const route of writes) {
      const path = route.path.replace(/:(\w+)/g, (_m, name: string) =>
        encodeURIComponent(plausible(name, companyId)),
      );
      const res = await fetch(base + path, {
        method: route.method,
        headers: {
          origin: base,
          'sec-fetch-site': 'same-origin',
          cookie: session.cookie,
          'x-csrf-token': session.csrf,
          'content-type': 'application/json',
          'accept-language': 'en',
        },
        body: JSON.stringify({ productId: 'EMPLOYEES', contactEmail: 'a@example.ro', name: 'Situație' }),
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => null)) as { details?: { reason?: string } } | null;
      if (res.status !== status || body?.details?.reason !== reason)
        wrong.push(`${res.status} ${body?.details?.reason ?? '-'} ${route.method} ${route.path}`);
    }
    expect(await snapshot(companyId)).toBe(before);
    // Reading stays open to the admin's session.
    const read = await fetch(`${base}/platform/api/companies/${companyId}`, {
      headers: { cookie: session.cookie },
    });
    expect(read.status).toBe(200);
  }
  expect(wrong).toEqual([]);
});
