/**
 * One PostgreSQL role per service (cluster mode here, docker-compose.yml in production): a service can
 * write only its own schema, and of the shared event bus only what publishing and its own deliveries need.
 *
 *   node scripts/cluster/roles.ts --dir .cluster --pg-port 54329
 *       Run by scripts/cluster.sh as the database owner once PostgreSQL is up, before the services;
 *       each role's password is derived from the cluster's POSTGRES_PASSWORD.
 *   node scripts/cluster/roles.ts --from-env --services checkout,companies,…
 *       The one-shot `db-init` container of docker-compose.yml, before the services: the database
 *       owner's URL in DATABASE_URL, each role's password in DB_PASSWORD_<SERVICE> (from
 *       deploy/secrets/secrets.env, never committed).
 *
 * Either way, and at every start (so a new service or a changed password is taken in): creates or
 * updates each service's role (`svc_<name>`), hands each service's schema to its role (a database
 * made before roles existed has them all owned by the database owner), applies the shared schemas
 * (the event bus, with its row-level security) as their owner and grants what every service shares
 * (platformGrants in server-kit).
 *
 * What a role may do: create and own its service's schema (its migrations run with it); read the
 * views other services publish to everyone (`GRANT SELECT … TO PUBLIC` in their migrations, e.g.
 * companies.company_view); publish events; read, settle and clean up its own deliveries and declare
 * its own subscriptions. Nothing else: no other service's tables, no other consumer's deliveries, and
 * the database owner's password stays with the operator.
 */
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { migratePlatform, openDb, platformGrants, type Db } from '@conform/server-kit';
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

/** Where compose finds a role's password (`payment-sandbox` → `DB_PASSWORD_PAYMENT_SANDBOX`). */
export function rolePasswordKey(service: string): string {
  return `DB_PASSWORD_${service.toUpperCase().replaceAll('-', '_')}`;
}

export interface ServiceRole {
  service: string;
  password: string;
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

export async function setupRoles(db: Db, database: string, roles: ServiceRole[]): Promise<void> {
  for (const { service, password } of roles) {
    const role = ident(roleFor(service));
    // Inside a literal (CREATE/ALTER ROLE take no bind parameters) and inside a URL's user info:
    // characters safe in both, and long enough to be a secret.
    if (!/^[A-Za-z0-9._~-]{16,}$/.test(password))
      throw new Error(`${service}: the role's password must be 16 or more of A-Z a-z 0-9 . _ ~ -`);
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
  for (const { service } of roles) await db.exec(platformGrants(ident(roleFor(service))));
}

/** scripts/cluster.sh: the cluster's own PostgreSQL, passwords derived from its secret. */
function clusterRoles(values: { dir?: string | undefined; 'pg-port'?: string | undefined }) {
  const dir = resolve(values.dir ?? '.cluster');
  const secretsFile = join(dir, 'keys', 'secrets.env');
  if (!existsSync(secretsFile)) throw new Error(`${secretsFile} is missing: run scripts/cluster.sh start`);
  const secrets = parseEnv(readFileSync(secretsFile, 'utf8'));
  const password = secrets['POSTGRES_PASSWORD'];
  if (!password) throw new Error(`${secretsFile} has no POSTGRES_PASSWORD`);
  const services = discoverServices().services.map((s) => s.name);
  return {
    url: `postgres://conform:${encodeURIComponent(password)}@127.0.0.1:${values['pg-port'] ?? '54329'}/conform`,
    roles: services.map((service) => ({ service, password: rolePassword(password, service) })),
  };
}

/** docker-compose.yml's db-init container: the owner's URL and every role's password in the environment. */
function composeRoles(list: string | undefined) {
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('DATABASE_URL (the database owner) is not set');
  const services = (list ?? '').split(',').filter(Boolean);
  if (services.length === 0) throw new Error('--services NAME,NAME,… is required with --from-env');
  const missing = services.map(rolePasswordKey).filter((key) => !process.env[key]);
  if (missing.length > 0) throw new Error(`not set: ${missing.join(', ')} (deploy/secrets/secrets.env)`);
  return {
    url,
    roles: services.map((service) => ({ service, password: process.env[rolePasswordKey(service)]! })),
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      'pg-port': { type: 'string' },
      'from-env': { type: 'boolean' },
      services: { type: 'string' },
    },
  });
  const { url, roles } = values['from-env'] ? composeRoles(values.services) : clusterRoles(values);
  const database = decodeURIComponent(new URL(url).pathname.slice(1));
  const db = await openDb(url, { poolSize: 1 });
  try {
    await setupRoles(db, database, roles);
    console.log(`roles: ${roles.map((r) => roleFor(r.service)).join(', ')}`);
  } finally {
    await db.close();
  }
}
