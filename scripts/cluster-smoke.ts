/**
 * Cluster-mode smoke test: talks to nginx only, as a browser would, and fails loudly.
 *
 *   bash scripts/cluster.sh start
 *   DATABASE_URL=$(bash scripts/cluster.sh db-url) node scripts/cluster-smoke.ts [BASE_URL]
 *
 * BASE_URL defaults to CLUSTER_URL, else http://localhost:$CLUSTER_PORT (8090), as cluster.sh uses.
 *
 * Checks the shell page (also for a deep page URL) and its hashed assets with their cache headers,
 * remotes.json (the gateway's JSON), runtime-config.json, each remote's remoteEntry.js,
 * each service's health (`{"status":"ok","db":"ok"}`), each alias prefix reaching its service, the JSON
 * 404 for unknown API paths, and one real write and read: an anonymous session, then /identity/me with its cookie. With
 * DATABASE_URL set it also finds that session's user in PostgreSQL. Then each service's own role
 * (no writes to another's tables) and the spine across processes: a card payment on the sandbox
 * reaching the company and its documents, and a contact change regenerating them. Last, on the
 * deliveries that journey made: a role reads and settles only its own consumer's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { REMOTE_AREAS_LIST } from '@conform/gateway/static';
import { openDb } from '@conform/server-kit';
import { createChecks, expect } from './cluster/checks.ts';
import { discoverServices, loadServiceModule, ROOT } from './cluster/discover.ts';
import { remotesFromEnv, runtimeConfigFromEnv } from './cluster/plan.ts';
import { browser, mailFolder, runPurchaseJourney, signIn } from './journey.ts';

const base = (
  process.argv[2] ??
  process.env['CLUSTER_URL'] ??
  `http://localhost:${process.env['CLUSTER_PORT'] ?? 8090}`
).replace(/\/+$/, '');
const { check, finish } = createChecks('cluster smoke');

async function get(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(`${base}${path}`, {
      redirect: 'manual',
      ...init,
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    // fetch hides the network error (refused, reset, timeout) in `cause`.
    const cause = err instanceof Error ? err.cause : undefined;
    const reason = cause instanceof Error ? cause.message : err instanceof Error ? err.message : String(err);
    throw new Error(`${init.method ?? 'GET'} ${base}${path} failed: ${reason}`, { cause: err });
  }
}

async function json(res: Response, path: string): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${path} answered ${res.status} with no JSON: ${text.slice(0, 120)}`);
  }
}

const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;

console.log(`cluster smoke against ${base}`);
try {
  await fetch(`${base}/platform/remotes.json`, { signal: AbortSignal.timeout(5000) });
} catch {
  console.error(`cluster smoke FAILED: nothing answers at ${base} (start it: bash scripts/cluster.sh start)`);
  process.exit(1);
}

let shellHtml = '';
await check('GET /platform/ serves the shell page', async () => {
  const res = await get('/platform/');
  shellHtml = await res.text();
  expect(res.status === 200, `status ${res.status}`);
  expect(
    res.headers.get('content-type')?.startsWith('text/html'),
    `content-type ${res.headers.get('content-type')}`,
  );
  expect(/<div id="?root"?/.test(shellHtml), 'no root element in the page');
  expect(
    res.headers.get('cache-control') === 'no-cache',
    `cache-control ${res.headers.get('cache-control')}`,
  );
  return `${shellHtml.length} bytes, no-cache`;
});

await check('a deep page URL of another edition serves the same page', async () => {
  const res = await get('/platform/en/companies');
  expect(res.status === 200, `status ${res.status}`);
  expect((await res.text()) === shellHtml, 'not the shell page');
});

await check("the shell's scripts load, hashed ones immutable", async () => {
  const scripts = [...shellHtml.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)].map((m) => m[1]!);
  expect(scripts.length > 0, 'the page references no script');
  for (const src of scripts) {
    expect(src.startsWith('/platform/shell/'), `${src} is not under /platform/shell/`);
    const res = await get(src);
    expect(res.status === 200, `${src}: status ${res.status}`);
    const cache = res.headers.get('cache-control') ?? '';
    if (HASHED.test(src)) expect(cache.includes('immutable'), `${src}: cache-control ${cache}`);
    await res.arrayBuffer();
  }
  return scripts.join(', ');
});

const expectedRemotes = remotesFromEnv();
await check("GET /platform/remotes.json is the gateway's remotes.json", async () => {
  const res = await get('/platform/remotes.json');
  expect(res.status === 200, `status ${res.status}`);
  const body = await json(res, '/platform/remotes.json');
  expect(JSON.stringify(body) === JSON.stringify(expectedRemotes), `got ${JSON.stringify(body)}`);
  expect(
    res.headers.get('cache-control') === 'no-cache',
    `cache-control ${res.headers.get('cache-control')}`,
  );
});

await check("GET /platform/runtime-config.json is the deployment's runtime config", async () => {
  const res = await get('/platform/runtime-config.json');
  expect(res.status === 200, `status ${res.status}`);
  const body = (await json(res, '/platform/runtime-config.json')) as Record<string, unknown>;
  const expected = runtimeConfigFromEnv();
  expect(body['environment'] === expected.environment, `environment ${String(body['environment'])}`);
  expect(
    JSON.stringify(body['meetings']) === JSON.stringify(expected.meetings),
    `meetings ${JSON.stringify(body['meetings'])}`,
  );
  expect(
    res.headers.get('cache-control') === 'no-cache',
    `cache-control ${res.headers.get('cache-control')}`,
  );
});

for (const area of REMOTE_AREAS_LIST) {
  const name = `remote ${area}: remoteEntry.js`;
  if (!existsSync(join(ROOT, `mf-${area}`, 'webpack.config.ts'))) {
    console.log(`  skip  ${name} (mf-${area} is not written yet)`);
    continue;
  }
  await check(name, async () => {
    // remotes.json names each remote's remoteEntry.js: the federation runtime loads entries, not manifests.
    const entryUrl = expectedRemotes[area].entry;
    const js = await get(entryUrl);
    expect(js.status === 200, `${entryUrl}: status ${js.status}`);
    expect(
      js.headers.get('cache-control') === 'no-cache',
      `remoteEntry cache-control ${js.headers.get('cache-control')}`,
    );
    expect(
      /javascript/.test(js.headers.get('content-type') ?? ''),
      `remoteEntry content-type ${js.headers.get('content-type')}`,
    );
    const code = await js.text();
    expect(code.includes(`mf_${area}`), `${entryUrl} does not define the container mf_${area}`);
    return entryUrl;
  });
}

const { services, skipped } = discoverServices();
for (const s of skipped) console.log(`  skip  service ${s.name} (${s.reason})`);
for (const service of services) {
  await check(`service ${service.name}: /health through nginx`, async () => {
    const path = `/platform/api/${service.name}/health`;
    const res = await get(path);
    const body = (await json(res, path)) as { status?: string; db?: string };
    expect(
      res.status === 200 && body.status === 'ok' && body.db === 'ok',
      `${res.status} ${JSON.stringify(body)}`,
    );
    return JSON.stringify(body);
  });
  const module = await loadServiceModule(service);
  for (const prefix of module.aliasPrefixes ?? []) {
    await check(`alias ${prefix} reaches ${service.name}`, async () => {
      // Whatever the service answers to a made-up path, it is not what nginx answers alone there:
      // its API catch-all (JSON) or, outside /platform/api, the shell page.
      const path = `${prefix.replace(/:[^/]+/g, 'smoke')}/smoke-probe`;
      const res = await get(path);
      const text = await res.text();
      expect(!text.includes('No service answers this path'), `nginx's API catch-all answered ${res.status}`);
      expect(text !== shellHtml, 'nginx served the shell page');
      return `${res.status}`;
    });
  }
}

await check('an unknown API path answers a JSON 404', async () => {
  const res = await get('/platform/api/no-such-service/x');
  const body = (await json(res, '/platform/api/no-such-service/x')) as { code?: string };
  expect(res.status === 404 && body.code === 'not_found', `${res.status} ${JSON.stringify(body)}`);
});

let uid = '';
await check('write + read: anonymous session, then /identity/me with its cookie', async () => {
  const created = await get('/platform/api/identity/sessions/anonymous', { method: 'POST' });
  expect(
    created.status === 201,
    `POST sessions/anonymous: status ${created.status}: ${await created.text()}`,
  );
  const cookies = created.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => /^(access_token|csrf_token)=/.test(c));
  expect(
    cookies.some((c) => c.startsWith('access_token=')),
    'no access_token cookie',
  );
  const me = await get('/platform/api/identity/me', { headers: { cookie: cookies.join('; ') } });
  const body = (await json(me, '/platform/api/identity/me')) as {
    user?: { uid?: string; isAnonymous?: boolean };
  };
  expect(
    me.status === 200 && typeof body.user?.uid === 'string',
    `GET me: ${me.status} ${JSON.stringify(body)}`,
  );
  expect(body.user.isAnonymous === true, `GET me: not the anonymous user: ${JSON.stringify(body)}`);
  uid = body.user.uid;
  return `user ${uid}`;
});

const databaseUrl = process.env['DATABASE_URL'];
if (databaseUrl && uid) {
  await check("PostgreSQL holds the session's user", async () => {
    expect(/^postgres(ql)?:\/\//.test(databaseUrl), 'DATABASE_URL is not a postgres:// URL');
    const db = await openDb(databaseUrl, { poolSize: 1 });
    try {
      const rows = await db.query<{ is_anonymous: boolean }>(
        'SELECT is_anonymous FROM identity.users WHERE id = $1',
        [uid],
      );
      expect(rows.length === 1, `identity.users has ${rows.length} rows for ${uid}`);
      expect(rows[0]!.is_anonymous, 'the user is not anonymous');
      const sessions = await db.query('SELECT 1 FROM identity.sessions WHERE user_id = $1', [uid]);
      expect(sessions.length === 1, `identity.sessions has ${sessions.length} rows for ${uid}`);
    } finally {
      await db.close();
    }
  });
} else if (!databaseUrl) {
  console.log('  skip  PostgreSQL row check (set DATABASE_URL=$(bash scripts/cluster.sh db-url))');
}

/** The DATABASE_URL a service process runs with (cluster mode writes it to .cluster/env/<name>.env). */
function serviceDatabaseUrl(name: string): string | undefined {
  const file = join(ROOT, '.cluster', 'env', `${name}.env`);
  return existsSync(file) ? parseEnv(readFileSync(file, 'utf8'))['DATABASE_URL'] : undefined;
}

/** Runs a statement as a service's role; the error's message when PostgreSQL refuses it. */
async function asService(name: string, sql: string): Promise<string> {
  try {
    await rowsAs(name, sql);
    return 'allowed';
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** The rows a statement returns as a service's role, in a transaction rolled back: nothing changes. */
async function rowsAs<Row = Record<string, unknown>>(name: string, sql: string): Promise<Row[]> {
  const url = serviceDatabaseUrl(name);
  if (!url) throw new Error(`no .cluster/env/${name}.env`);
  const db = await openDb(url, { poolSize: 1 });
  const rollback = new Error('rollback');
  let rows: Row[] = [];
  try {
    await db.transaction(async (tx) => {
      rows = await tx.query<Row>(sql);
      throw rollback;
    });
  } catch (err) {
    if (err !== rollback) throw err;
  } finally {
    await db.close();
  }
  return rows;
}

if (serviceDatabaseUrl('companies')) {
  await check('each service connects with its own PostgreSQL role', () => {
    const users = services.map((s) => new URL(serviceDatabaseUrl(s.name) ?? 'postgres://none@x/').username);
    const expected = services.map((s) => `svc_${s.name.replaceAll('-', '_')}`);
    expect(JSON.stringify(users) === JSON.stringify(expected), `roles: ${users.join(', ')}`);
    return Promise.resolve(users.join(', '));
  });
  await check("a service's role cannot write another service's tables", async () => {
    const refusals = [
      await asService('documents', `UPDATE companies.companies SET products_purchased = '{}' WHERE false`),
      await asService('companies', `DELETE FROM checkout.orders WHERE false`),
      await asService(
        'checkout',
        `INSERT INTO documents.documents (company_id, type, product, status) SELECT 'x', 'y', 'z', 'READY' WHERE false`,
      ),
    ];
    for (const r of refusals) expect(r.includes('permission denied'), `not refused: ${r}`);
    return 'permission denied ×3';
  });
  await check('other services read the companies read model, never its table', async () => {
    const view = await asService('documents', 'SELECT 1 FROM companies.company_view LIMIT 1');
    expect(view === 'allowed', `the view: ${view}`);
    const table = await asService('documents', 'SELECT 1 FROM companies.companies LIMIT 1');
    expect(table.includes('permission denied'), `the table: ${table}`);
  });
  await check("every service reads identity's session view, never its tables", async () => {
    const view = await asService('checkout', 'SELECT 1 FROM identity.session_view LIMIT 1');
    expect(view === 'allowed', `the view: ${view}`);
    const table = await asService('checkout', 'SELECT 1 FROM identity.sessions LIMIT 1');
    expect(table.includes('permission denied'), `the table: ${table}`);
  });
}

await check("signing out ends the session's access token in other services' processes at once", async () => {
  const customer = browser(base);
  await signIn(customer, mailFolder(join(ROOT, '.cluster', 'mail')));
  const company = await customer.json<{ id: string }>(
    '/platform/api/companies',
    {
      method: 'POST',
      json: {
        info: {
          fiscalCode: '18547290',
          registrationNumber: 'J40/1234/2020',
          name: 'Sesiune Încheiată SRL',
          country: 'RO',
          city: 'Brașov',
          county: 'BV',
          streetAddress: 'Str. Republicii nr. 1',
          phoneNumber: '',
        },
      },
    },
    201,
  );
  const oldToken = customer.headers();
  const paths = [`/platform/api/companies/${company.id}`, `/platform/api/documents/companies/${company.id}`];
  const statuses = () =>
    Promise.all(paths.map(async (path) => (await fetch(base + path, { headers: oldToken })).status));
  expect(
    (await statuses()).every((s) => s === 200),
    'the session does not work before signing out',
  );
  const at = Date.now();
  const out = await customer.call('/platform/api/identity/sessions/current', { method: 'DELETE' });
  expect(out.status === 204, `sign-out: ${out.status}`);
  let after = await statuses();
  while (after.some((s) => s !== 401) && Date.now() - at < 1000) after = await statuses();
  expect(
    after.every((s) => s === 401),
    `after signing out: ${after.join(', ')}`,
  );
  return `401 from companies and documents ${Date.now() - at} ms after signing out`;
});

await check('a card payment reaches the company and its documents, across processes', async () => {
  const { timings, documents, company } = await runPurchaseJourney(base, {
    timeoutMs: 30_000,
    mail: mailFolder(join(ROOT, '.cluster', 'mail')),
  });
  expect(company.products.purchased.includes('DPA'), 'DPA not purchased');
  return `purchased after ${timings.ipnToPurchasedMs} ms; ${documents.join(', ')} READY after ${timings.ipnToDocumentsReadyMs} ms; regenerated ${timings.changeToRegeneratedMs} ms after a contact change, ${timings.situationChangeToRegeneratedMs} ms after an operation edit`;
});

if (serviceDatabaseUrl('companies')) {
  // After the journey: both consumers have deliveries (documents ← company.purchased, companies ← order.paid).
  await check("a service's role cannot read or settle another consumer's deliveries", async () => {
    const consumersSeen = async (name: string) =>
      (
        await rowsAs<{ consumer: string }>(
          name,
          'SELECT DISTINCT consumer FROM platform_events.deliveries ORDER BY consumer',
        )
      ).map((r) => r.consumer);
    expect(JSON.stringify(await consumersSeen('documents')) === '["documents"]', 'documents sees others');
    expect(JSON.stringify(await consumersSeen('companies')) === '["companies"]', 'companies sees others');
    const settle = `UPDATE platform_events.deliveries SET status = 'DONE' WHERE consumer = 'companies' RETURNING 1`;
    const remove = `DELETE FROM platform_events.deliveries WHERE consumer = 'companies' RETURNING 1`;
    const own = (await rowsAs('companies', settle)).length;
    expect(own > 0, 'companies has no deliveries to settle');
    expect((await rowsAs('documents', settle)).length === 0, "documents settled companies' deliveries");
    expect((await rowsAs('documents', remove)).length === 0, "documents deleted companies' deliveries");
    const subscribe = await asService(
      'documents',
      `INSERT INTO platform_events.subscriptions (consumer, type) VALUES ('companies', 'smoke.probe')`,
    );
    expect(subscribe.includes('row-level security'), `subscribing another consumer: ${subscribe}`);
    return `companies settles its ${own}, documents none of them`;
  });
}

finish();
