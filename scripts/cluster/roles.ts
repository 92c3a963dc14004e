/**
 * One PostgreSQL role per service in cluster mode: a service can write only its own schema.
 *
 *   node scripts/cluster/roles.ts --dir .cluster --pg-port 54329
 *       Run by scripts/cluster.sh as the database owner once PostgreSQL is up, before the services:
 *       creates or updates each service's role (`svc_<name>`, its password derived from the
 *       cluster's POSTGRES_PASSWORD), hands each service's schema to its role (a cluster made before
 *       roles existed has them all owned by the database owner), applies the shared schemas (the
 *       event bus) and grants what every service shares: the migrations ledger and the event bus.
 *
 * What a role may do: create and own its service's schema (its migrations run with it); read the
 * views other services publish to everyone (`GRANT SELECT … TO PUBLIC` in their migrations, e.g.
 * companies.company_view); write events and its deliveries. Nothing else: no other service's
 * tables, and the database owner's password stays with the operator.
 */
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { migratePlatform, openDb, type Db } from '@conform/server-kit';
import { discoverServices } from './discover.ts';

/** `payment-sandbox` → `svc_payment_sandbox`. */
export function roleFor(service: string): string {
  return `svc_${service.replaceAll('-', '_')}`;
}

/** A service's schema: its name with dashes as underscores (`payment-sandbox` → `payment_sandbox`). */
export function schemaFor(service: string): string {
  return service.replaceAll('-', '_');
}

/** Derived, not stored: the cluster keeps one secret, and each role's password is a function of it. */
export function rolePassword(adminPassword: string, service: string): string {
  return createHmac('sha256', adminPassword).update(`role:${service}`).digest('hex');
}

const IDENT = /^[a-z_][a-z0-9_]{0,62}$/;
function ident(name: string): string {
  if (!IDENT.test(name)) throw new Error(`not a plain identifier: ${name}`);
  return name;
}

/**
 * Hands a schema made before roles existed (owned by the database owner) to its service's role:
 * the schema and every table and view in it that the role does not own yet.
 */
async function handOver(db: Db, schema: string, role: string): Promise<void> {
  const [owner] = await db.query<{ owner: string }>(
    `SELECT pg_get_userbyid(nspowner) AS owner FROM pg_namespace WHERE nspname = $1`,
    [schema],
  );
  if (!owner) return;
  if (owner.owner !== role) await db.exec(`ALTER SCHEMA ${ident(schema)} OWNER TO ${ident(role)}`);
  const objects = await db.query<{ name: string; kind: string }>(
    `SELECT c.relname AS name, c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'v', 'm', 'p') AND pg_get_userbyid(c.relowner) <> $2`,
    [schema, role],
  );
  for (const o of objects) {
    // A table's own sequences (identity columns) follow it.
    const kind = o.kind === 'v' ? 'VIEW' : o.kind === 'm' ? 'MATERIALIZED VIEW' : 'TABLE';
    await db.exec(`ALTER ${kind} ${ident(schema)}.${ident(o.name)} OWNER TO ${ident(role)}`);
  }
  if (owner.owner !== role || objects.length > 0)
    console.log(`roles: schema ${schema} handed over to ${role}`);
}

export async function setupRoles(db: Db, database: string, adminPassword: string, services: string[]) {
  for (const service of services) {
    const role = ident(roleFor(service));
    const password = rolePassword(adminPassword, service);
    // A hex string: safe inside the literal (CREATE/ALTER ROLE take no bind parameters).
    if (!/^[0-9a-f]+$/.test(password)) throw new Error('unexpected password format');
    const [exists] = await db.query(`SELECT 1 FROM pg_roles WHERE rolname = $1`, [role]);
    await db.exec(
      `${exists ? 'ALTER' : 'CREATE'} ROLE ${role} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '${password}'`,
    );
    // CREATE on the database: the service's first migration creates its own schema.
    await db.exec(`GRANT CONNECT, CREATE ON DATABASE ${ident(database)} TO ${role}`);
    await handOver(db, schemaFor(service), role);
  }
  await migratePlatform(db);
  await db.exec(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
  for (const service of services) {
    const role = ident(roleFor(service));
    await db.exec(`
      GRANT USAGE ON SCHEMA platform_migrations, platform_events TO ${role};
      GRANT SELECT, INSERT ON platform_migrations.applied TO ${role};
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA platform_events TO ${role};`);
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, 'pg-port': { type: 'string' } } });
  const dir = resolve(values.dir ?? '.cluster');
  const secretsFile = join(dir, 'keys', 'secrets.env');
  if (!existsSync(secretsFile)) throw new Error(`${secretsFile} is missing: run scripts/cluster.sh start`);
  const secrets = parseEnv(readFileSync(secretsFile, 'utf8'));
  const password = secrets['POSTGRES_PASSWORD'];
  if (!password) throw new Error(`${secretsFile} has no POSTGRES_PASSWORD`);
  const database = 'conform';
  const db = await openDb(
    `postgres://conform:${encodeURIComponent(password)}@127.0.0.1:${values['pg-port'] ?? '54329'}/${database}`,
    { poolSize: 1 },
  );
  try {
    const services = discoverServices().services.map((s) => s.name);
    await setupRoles(db, database, password, services);
    console.log(`roles: ${services.map(roleFor).join(', ')}`);
  } finally {
    await db.close();
  }
}
