/**
 * Turns the services' own modules into cluster topology, so routing and settings are written once:
 *
 *   node scripts/cluster/plan.ts local [--dir .cluster] [--port 8090] [--service-port-base 8100] [--pg-port 54329]
 *       What scripts/cluster.sh runs: one env file per service (only the settings its config schema
 *       declares), services.tsv (name, port, start file, service), nginx.conf + platform.conf rendered from
 *       deploy/nginx/platform.conf.template, and the static tree with remotes.json and runtime-config.json.
 *   node scripts/cluster/plan.ts web --out DIR
 *       What the `web` image build runs (deploy/Dockerfile): the same nginx template with container
 *       upstreams, and the static builds copied into the URL layout.
 *   node scripts/cluster/plan.ts compose [--check]
 *       Writes docker-compose.yml (same services, same setting names); --check fails when it is stale.
 *   node scripts/cluster/plan.ts k8s [--check] [--out DIR]
 *       Writes the Kubernetes kustomize base deploy/k8s/base (scripts/cluster/k8s.ts; or into DIR);
 *       --check fails when the committed one is stale.
 *
 * A setting a service declares but the plan cannot supply comes from the secrets env file
 * (<dir>/keys/secrets.env here, deploy/secrets/secrets.env for compose) or CLUSTER_ENV_FILE.
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { meetingsWidget, runtimeConfig, ZMeetingsSettingsSchema } from '@conform/gateway/runtime-config';
import { REMOTE_AREAS_LIST, remotesJson, ZRemoteUrlSettingsSchema, type Area } from '@conform/gateway/static';
import {
  API_SECURITY_HEADERS,
  meetingsEmbeds,
  pageSecurityHeaders,
  parseConfig,
  prefixPattern,
  remoteOriginsOf,
  ZBaseConfigSchema,
  type ServiceModule,
} from '@conform/server-kit';
import { FRONTENDS } from '../frontends.ts';
import { discoverServices, loadServiceModule, ROOT, type FoundService } from './discover.ts';
import { roleFor, rolePassword, rolePasswordKey } from './roles.ts';

/** runService (server-kit/src/start.ts) reads these in every service process besides the service's own schema. */
const PROCESS_KEYS = [
  ...Object.keys(ZBaseConfigSchema.shape),
  'AUTH_PUBLIC_KEY_FILE',
  'DATABASE_POOL_SIZE',
  'SHUTDOWN_GRACE_MS',
  'METRICS_PORT',
];
/** Of those, the ones without a default: every service verifies access tokens with identity's public key. */
const PROCESS_REQUIRED = new Set(['AUTH_PUBLIC_KEY_FILE']);
/** Every service process gets a small pool: nine services share one PostgreSQL's connection limit. */
export const POOL_SIZE = '5';
export const CONTAINER_PORT = 8080;
/** The internal metrics listener (METRICS_PORT) of the services whose module says `metrics`. */
export const METRICS_CONTAINER_PORT = 9090;
const DB_USER = 'conform';
export const DB_NAME = 'conform';
const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');
const TEMPLATE = join(ROOT, 'deploy', 'nginx', 'platform.conf.template');

export interface PlannedService {
  found: FoundService;
  module: ServiceModule;
  port: number;
}

/**
 * The outside world (docs/architecture.md#ports-to-the-outside-world) in production: settings with no default that production must be
 * given (from deploy/secrets/secrets.env, or as secret files). Cluster mode here gives local
 * stand-ins instead: an SMTP sink, and the payment sandbox playing NETOPIA with generated keys.
 */
export const PRODUCTION_SUPPLIED = new Set([
  'SMTP_URL',
  'NETOPIA_URL',
  'NETOPIA_SIGNATURE',
  'NETOPIA_PUBLIC_KEY_FILE',
  'NETOPIA_MERCHANT_PRIVATE_KEY_FILE',
]);
/** Services that stand in for the outside world on this machine; production talks to the real one. */
const LOCAL_ONLY = new Set(['payment-sandbox']);

export interface Setting {
  value: string;
  /** The secret file the value names (`*_FILE` settings): a compose secret in production. */
  secret?: string;
  /** Kubernetes: the value comes from this Secret's or ConfigMap's key instead (never written here). */
  ref?: { from: 'secret' | 'configMap'; name: string; key: string; optional?: boolean };
}

export interface Resolution {
  env: Record<string, string>;
  /** The same settings with where each comes from, in the same order. */
  settings: Record<string, Setting>;
  secrets: string[];
  /** Optional settings the plan has no value for (their defaults apply). */
  optionalUnset: string[];
  /** Required settings nobody supplied. */
  missing: string[];
}

interface LocalContext {
  dir: string;
  keysDir: string;
  publicUrl: string;
  pgPort: number;
  mailPort: number;
  ports: Map<string, number>;
  /** Values from the secrets folder's secrets.env. */
  secrets: Record<string, string>;
  /** CLUSTER_ENV_FILE: the person's own settings, which win over everything the plan computes. */
  overrides: Record<string, string>;
}

type SchemaLike = { safeParse(value: unknown): { success: boolean } };

/** The keys a config schema declares (a zod object, possibly behind .transform/.refine); undefined if opaque. */
function declaredKeys(schema: unknown): Record<string, SchemaLike> | undefined {
  const s = schema as { shape?: unknown; in?: unknown } | null;
  if (s && typeof s.shape === 'object' && s.shape !== null) return s.shape as Record<string, SchemaLike>;
  if (s && s.in) return declaredKeys(s.in);
  return undefined;
}

/** `AUTH_PRIVATE_KEY_FILE` → secret `auth_private_key`: the file's name in every secrets folder. */
export function secretName(key: string): string {
  return key.replace(/_FILE$/, '').toLowerCase();
}

/** `payment-sandbox` → `PAYMENT_SANDBOX_URL`: how a service finds another service it calls directly. */
export function urlKey(service: string): string {
  return `${service.toUpperCase().replaceAll('-', '_')}_URL`;
}

function localSetting(key: string, svc: PlannedService, ctx: LocalContext): Setting | undefined {
  const override = ctx.overrides[key];
  if (override !== undefined) return { value: override };
  const other = [...ctx.ports].find(([name]) => urlKey(name) === key);
  if (other) return { value: `http://127.0.0.1:${other[1]}` };
  // The internal metrics listener: the service's port + 1000 (8105 → 9105), loopback, never in nginx.
  if (key === 'METRICS_PORT') return svc.module.metrics ? { value: String(svc.port + 1000) } : undefined;
  const computed: Record<string, string> = {
    NODE_ENV: process.env['CLUSTER_NODE_ENV'] ?? 'production',
    LOG_LEVEL: process.env['CLUSTER_LOG_LEVEL'] ?? 'info',
    HOST: '127.0.0.1',
    PORT: String(svc.port),
    // Each service its own role, which can write only its own schema (scripts/cluster/roles.ts).
    DATABASE_URL: `postgres://${roleFor(svc.found.name)}:${rolePassword(ctx.secrets['POSTGRES_PASSWORD'] ?? '', svc.found.name)}@127.0.0.1:${ctx.pgPort}/${DB_NAME}`,
    DATABASE_POOL_SIZE: POOL_SIZE,
    PUBLIC_URL: ctx.publicUrl,
    DATA_DIR: join(ctx.dir, 'data'),
    // Secure cookies need HTTPS; a plain-http cluster on this machine would lose its session.
    COOKIE_SECURE: String(ctx.publicUrl.startsWith('https:')),
    SMTP_URL: `smtp://127.0.0.1:${ctx.mailPort}`,
    // nginx, on this machine, is the only proxy: it sets X-Forwarded-For to the client's address.
    TRUST_PROXY: 'loopback',
    NETOPIA_URL: `${ctx.publicUrl}/platform/api/payment-sandbox/pay`,
  };
  const value = computed[key] ?? ctx.secrets[key];
  if (value !== undefined) return { value };
  if (key.endsWith('_FILE')) {
    const file = join(ctx.keysDir, secretName(key));
    if (existsSync(file)) return { value: file, secret: secretName(key) };
  }
  return undefined;
}

/** A value compose takes from deploy/secrets/secrets.env, refusing to start without it. */
const fromEnvFile = (name: string) => `\${${name}:?set ${name} in deploy/secrets/secrets.env}`;

function dockerSetting(
  key: string,
  required: boolean,
  svc: PlannedService,
  services: PlannedService[],
): Setting | undefined {
  const other = services.find((s) => urlKey(s.found.name) === key);
  if (other) return { value: `http://${other.found.name}:${CONTAINER_PORT}` };
  const computed: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: '${LOG_LEVEL:-info}',
    HOST: '0.0.0.0',
    PORT: String(CONTAINER_PORT),
    // Each service its own role, as in cluster mode (created by the db-init container).
    DATABASE_URL: `postgres://${roleFor(svc.found.name)}:${fromEnvFile(rolePasswordKey(svc.found.name))}@postgres:5432/${DB_NAME}`,
    DATABASE_POOL_SIZE: POOL_SIZE,
    PUBLIC_URL: '${PUBLIC_URL:-http://localhost:8080}',
    DATA_DIR: '/data',
    COOKIE_SECURE: '${COOKIE_SECURE:-true}',
    // nginx reaches the services over the compose network, not loopback.
    TRUST_PROXY: '${TRUST_PROXY:-uniquelocal}',
  };
  const value = computed[key];
  if (value !== undefined) return { value };
  if (!required && !PRODUCTION_SUPPLIED.has(key)) return undefined;
  if (key.endsWith('_FILE')) return { value: `/run/secrets/${secretName(key)}`, secret: secretName(key) };
  return { value: fromEnvFile(key) };
}

/** The environment one service process gets: the settings its config declares, and nothing else. */
export function resolveEnv(
  svc: PlannedService,
  lookup: (key: string, required: boolean) => Setting | undefined,
): Resolution {
  const shape = declaredKeys(svc.module.configSchema);
  const keys = [...new Set([...PROCESS_KEYS, ...Object.keys(shape ?? {})])];
  const result: Resolution = { env: {}, settings: {}, secrets: [], optionalUnset: [], missing: [] };
  for (const key of keys) {
    const field = shape?.[key];
    const required =
      PROCESS_REQUIRED.has(key) || (field !== undefined && !field.safeParse(undefined).success);
    const setting = lookup(key, required);
    if (setting) {
      result.env[key] = setting.value;
      result.settings[key] = setting;
      if (setting.secret) result.secrets.push(setting.secret);
    } else if (required) result.missing.push(key);
    else if (field && !PROCESS_KEYS.includes(key)) result.optionalUnset.push(key);
  }
  return result;
}

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n');
}

/** nginx `add_header` lines (inside a location) for the platform's security headers. */
function addHeaders(headers: Readonly<Record<string, string>>): string {
  return Object.entries(headers)
    .map(([name, value]) => `        add_header ${name} "${value}" always;`)
    .join('\n');
}

/** The routing, from the one template: upstream per service, its prefix, its alias prefixes. */
export function renderNginx(
  services: PlannedService[],
  options: {
    listen: string[];
    staticRoot: string;
    /** Where a service answers: one address, or its replicas' (cluster mode's CLUSTER_REPLICAS). */
    upstream: (s: PlannedService) => string | string[];
    /** Remotes served by their own server (Kubernetes) instead of files under the root. */
    remotes?: Array<{ area: string; upstream: string }>;
  },
): string {
  // Idle connections each nginx worker keeps to a service. Under 100 concurrent clients, 8 made nginx
  // open a fresh connection for most requests: p99 of the company read 299 ms; with 64, 33 ms (bench).
  const upstreams = services
    .map(
      (s) =>
        `upstream conform_${s.found.name} {\n${[options.upstream(s)]
          .flat()
          .map((address) => `    server ${address};\n`)
          .join('')}    keepalive 64;\n}`,
    )
    .concat(
      (options.remotes ?? []).map(
        (r) => `upstream conform_remote_${r.area} {\n    server ${r.upstream};\n    keepalive 16;\n}`,
      ),
    )
    .join('\n\n');
  // More specific alias expressions first: nginx uses the first regular expression that matches.
  const aliases = services
    .flatMap((s) => (s.module.aliasPrefixes ?? []).map((prefix) => ({ s, regex: prefixPattern(prefix) })))
    .sort((a, b) => b.regex.length - a.regex.length)
    .map(({ s, regex }) => `location ~ ${regex} {\n    proxy_pass http://conform_${s.found.name};\n}`);
  // The exact path too (`POST /platform/api/companies` creates a company): a prefix location ending
  // in a slash would answer it with a 301 to the slashed path, which a browser follows as a GET.
  const prefixes = services.flatMap((s) => [
    `location = /platform/api/${s.found.name} {\n    proxy_pass http://conform_${s.found.name};\n}`,
    `location /platform/api/${s.found.name}/ {\n    proxy_pass http://conform_${s.found.name};\n}`,
  ]);
  const remoteOrigins = remoteOriginsOf(Object.values(remotesFromEnv()).map((remote) => remote.entry));
  const embeds = meetingsEmbeds(runtimeConfigFromEnv().meetings);
  const slots: Record<string, string> = {
    UPSTREAMS: upstreams,
    PAGE_HEADERS: addHeaders(pageSecurityHeaders(remoteOrigins, embeds)),
    API_HEADERS: addHeaders(API_SECURITY_HEADERS),
    LISTEN: options.listen.map((address) => `listen ${address};`).join('\n    '),
    STATIC_ROOT: options.staticRoot,
    API_LOCATIONS: indent([...aliases, ...prefixes].join('\n'), 4),
    // The same headers as the files' own location below, for a build another server holds.
    REMOTE_LOCATIONS: (options.remotes ?? [])
      .map((r) =>
        [
          `    location ^~ /platform/mf/${r.area}/ {`,
          '        add_header Cache-Control $conform_cache_control always;',
          addHeaders(pageSecurityHeaders(remoteOrigins, embeds)),
          '        add_header Access-Control-Allow-Origin "*" always;',
          `        proxy_pass http://conform_remote_${r.area};`,
          '    }',
        ].join('\n'),
      )
      .join('\n'),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_m, slot: string) => {
    const value = slots[slot];
    if (value === undefined) throw new Error(`${relative(ROOT, TEMPLATE)}: unknown slot {{${slot}}}`);
    return value;
  });
}

/** REMOTE_URL_<AREA> points one remote elsewhere, exactly as in embedded mode (gateway config). */
export function remotesFromEnv(): ReturnType<typeof remotesJson> {
  const settings = parseConfig(ZRemoteUrlSettingsSchema, process.env);
  const overrides: Partial<Record<Area, string>> = {};
  for (const area of REMOTE_AREAS_LIST) {
    const url = settings[`REMOTE_URL_${area.toUpperCase() as Uppercase<Area>}`];
    if (url) overrides[area] = url;
  }
  return remotesJson(overrides);
}

/**
 * /platform/runtime-config.json behind nginx: what the gateway serves in embedded mode, for a deployment
 * without the gateway's development pages (mailbox, analytics sinks, meetings stand-in), so the shell
 * runs as in production. MEETINGS_URL and MEETINGS_SCRIPT_URL configure the contact dialog's widget,
 * exactly as in embedded mode; without them the dialog has none.
 */
export function runtimeConfigFromEnv(): ReturnType<typeof runtimeConfig> {
  const meetings = parseConfig(ZMeetingsSettingsSchema, process.env);
  return runtimeConfig({ production: true, meetings: meetingsWidget(meetings, true) });
}

/** Writes remotes.json and runtime-config.json, the deploy-time config the shell reads, into a static tree. */
function writeDeployConfig(staticRoot: string): void {
  writeFileSync(
    join(staticRoot, 'platform', 'remotes.json'),
    `${JSON.stringify(remotesFromEnv(), null, 2)}\n`,
  );
  writeFileSync(
    join(staticRoot, 'platform', 'runtime-config.json'),
    `${JSON.stringify(runtimeConfigFromEnv(), null, 2)}\n`,
  );
}

/** Each front end's build and where it is served: shell/dist at platform/shell, mf-<area>/dist at platform/mf/<area>. */
function frontEnds(): Array<{
  urlPath: string;
  dist: string;
  marker: string;
  label: string;
  written: boolean;
}> {
  return FRONTENDS.map((pkg) => ({
    urlPath: pkg === 'shell' ? 'shell' : `mf/${pkg.replace(/^mf-/, '')}`,
    dist: join(ROOT, pkg, 'dist'),
    marker: pkg === 'shell' ? 'index.html' : 'mf-manifest.json',
    label: pkg,
    written: existsSync(join(ROOT, pkg, 'webpack.config.ts')),
  }));
}

function ipv6Loopback(): boolean {
  try {
    return readFileSync('/proc/net/if_inet6', 'utf8').includes('00000000000000000000000000000001');
  } catch {
    return false;
  }
}

function notice(message: string): void {
  process.stderr.write(`cluster: ${message}\n`);
}

interface Options {
  dir?: string | undefined;
  out?: string | undefined;
  port?: string | undefined;
  'service-port-base'?: string | undefined;
  'pg-port'?: string | undefined;
  check?: boolean | undefined;
}

/** Every runnable service with its module and, for cluster mode here, its port. */
export async function plan(options: Options = {}, deploy = false): Promise<PlannedService[]> {
  const { services, skipped } = discoverServices();
  for (const s of skipped) notice(`skipping service ${s.name}: ${s.reason}`);
  // Port BASE is the mail sink's; service N (in name order) gets BASE+N.
  const base = Number(options['service-port-base'] ?? 8100);
  const planned: PlannedService[] = [];
  for (const [i, found] of services.entries()) {
    if (deploy && LOCAL_ONLY.has(found.name)) continue;
    planned.push({ found, module: await loadServiceModule(found), port: base + 1 + i });
  }
  return planned;
}

function readEnvFile(path: string): Record<string, string> {
  return existsSync(path) ? (parseEnv(readFileSync(path, 'utf8')) as Record<string, string>) : {};
}

function envFileText(env: Record<string, string>): string {
  for (const [key, value] of Object.entries(env)) {
    if (/[\n\r]/.test(value)) throw new Error(`${key}: a setting cannot span lines in an env file`);
  }
  return Object.entries(env)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n')
    .concat('\n');
}

/**
 * CLUSTER_REPLICAS=documents=2,renderer=2: more processes of a service in cluster mode (the scale
 * drill, scripts/cluster-scale.ts). Replica 1 is the service itself; replica k (`documents.2`) gets
 * the next free port, its own metrics port, and calls replica k of the services it calls (modulo their
 * count: documents.2 prints with renderer.2). nginx spreads requests over every replica.
 */
export function parseReplicas(text: string | undefined, names: string[]): Map<string, number> {
  const replicas = new Map<string, number>();
  for (const part of (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z][a-z0-9-]*)=(\d+)$/.exec(part);
    if (!match) throw new Error(`CLUSTER_REPLICAS: "${part}" is not NAME=COUNT`);
    const [, name, count] = match as unknown as [string, string, string];
    if (!names.includes(name)) throw new Error(`CLUSTER_REPLICAS: no service named ${name}`);
    if (Number(count) < 1 || Number(count) > 8) throw new Error(`CLUSTER_REPLICAS: ${name} between 1 and 8`);
    replicas.set(name, Number(count));
  }
  return replicas;
}

interface LocalProcess {
  /** `documents`, or `documents.2` for its second replica: its env, log and pid file. */
  name: string;
  svc: PlannedService;
  replica: number;
  port: number;
}

function writeLocal(services: PlannedService[], options: Options): void {
  const dir = resolve(options.dir ?? '.cluster');
  const port = Number(options.port ?? 8090);
  const keysDir = join(dir, 'keys');
  const extra = process.env['CLUSTER_ENV_FILE'];
  const ctx: LocalContext = {
    dir,
    keysDir,
    publicUrl: (process.env['CLUSTER_PUBLIC_URL'] ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    pgPort: Number(options['pg-port'] ?? 54329),
    mailPort: Number(options['service-port-base'] ?? 8100),
    ports: new Map(services.map((s) => [s.found.name, s.port])),
    secrets: readEnvFile(join(keysDir, 'secrets.env')),
    overrides: extra ? readEnvFile(extra) : {},
  };
  if (!ctx.secrets['POSTGRES_PASSWORD']) throw new Error(`${keysDir}/secrets.env has no POSTGRES_PASSWORD`);

  const replicas = parseReplicas(
    process.env['CLUSTER_REPLICAS'],
    services.map((s) => s.found.name),
  );
  const processes: LocalProcess[] = services.map((svc) => ({
    name: svc.found.name,
    svc,
    replica: 1,
    port: svc.port,
  }));
  let nextPort = Math.max(...services.map((s) => s.port)) + 1;
  for (const svc of services) {
    for (let replica = 2; replica <= (replicas.get(svc.found.name) ?? 1); replica++)
      processes.push({ name: `${svc.found.name}.${replica}`, svc, replica, port: nextPort++ });
  }
  const portsOf = (name: string) => processes.filter((p) => p.svc.found.name === name).map((p) => p.port);

  const problems: string[] = [];
  rmSync(join(dir, 'env'), { recursive: true, force: true });
  mkdirSync(join(dir, 'env'), { recursive: true, mode: 0o700 });
  for (const { name, svc, replica, port: processPort } of processes) {
    const resolved = resolveEnv(svc, (key) => {
      if (replica > 1 && key === 'PORT') return { value: String(processPort) };
      if (replica > 1 && key === 'METRICS_PORT')
        return svc.module.metrics ? { value: String(processPort + 1000) } : undefined;
      // Replica k calls replica k of a replicated service (modulo their count).
      const called = [...ctx.ports.keys()].find((other) => urlKey(other) === key);
      if (called && !(key in ctx.overrides)) {
        const ports = portsOf(called);
        return { value: `http://127.0.0.1:${ports[(replica - 1) % ports.length]}` };
      }
      return localSetting(key, svc, ctx);
    });
    for (const key of resolved.missing) {
      problems.push(
        `${svc.found.name} needs ${key}: add ${key}=… to ${extra ?? 'the file named by CLUSTER_ENV_FILE'}` +
          (key.endsWith('_FILE') ? ` or put the file at ${join(keysDir, secretName(key))}` : ''),
      );
    }
    const check = svc.module.configSchema.safeParse(resolved.env);
    if (resolved.missing.length === 0 && !check.success) {
      for (const issue of check.error.issues) {
        problems.push(
          `${svc.found.name}: ${issue.path.map(String).join('.') || '(config)'}: ${issue.message}`,
        );
      }
    }
    const file = join(dir, 'env', `${name}.env`);
    writeFileSync(file, envFileText(resolved.env), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  if (problems.length > 0) throw new Error(`settings missing:\n  ${problems.join('\n  ')}`);

  writeFileSync(
    join(dir, 'services.tsv'),
    // name, port, start file, service (whose /health the process answers).
    processes.map((p) => `${p.name}\t${p.port}\t${p.svc.found.start}\t${p.svc.found.name}\n`).join(''),
  );

  const staticRoot = join(dir, 'static');
  rmSync(staticRoot, { recursive: true, force: true });
  mkdirSync(join(staticRoot, 'platform', 'mf'), { recursive: true });
  writeDeployConfig(staticRoot);
  for (const fe of frontEnds()) {
    // Linked even before it exists: a build made while the cluster runs is served at once.
    symlinkSync(fe.dist, join(staticRoot, 'platform', fe.urlPath));
    if (!existsSync(join(fe.dist, fe.marker))) {
      notice(
        `${fe.label} has no build (${fe.written ? 'build it' : 'not written yet'}): its URLs answer 404`,
      );
    }
  }

  const nginxDir = join(dir, 'nginx');
  const logs = join(dir, 'logs');
  mkdirSync(join(nginxDir, 'tmp'), { recursive: true });
  writeFileSync(
    join(nginxDir, 'platform.conf'),
    renderNginx(services, {
      // `localhost` may resolve to ::1 first; the cluster answers on both loopbacks when IPv6 is on.
      listen: [`127.0.0.1:${port}`, ...(ipv6Loopback() ? [`[::1]:${port}`] : [])],
      staticRoot,
      upstream: (s) => portsOf(s.found.name).map((p) => `127.0.0.1:${p}`),
    }),
  );
  const mime = existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; application/javascript js; application/json json map; text/css css; image/svg+xml svg; }';
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    `# Generated by scripts/cluster/plan.ts for cluster mode on this machine; the routing is platform.conf.
worker_processes 2;
pid ${nginxDir}/nginx.pid;
error_log ${logs}/nginx-error.log warn;
events { worker_connections 1024; }
http {
    ${mime}
    default_type application/octet-stream;
    access_log ${logs}/nginx-access.log;
    sendfile on;
    client_body_temp_path ${nginxDir}/tmp/body;
    proxy_temp_path ${nginxDir}/tmp/proxy;
    fastcgi_temp_path ${nginxDir}/tmp/fastcgi;
    uwsgi_temp_path ${nginxDir}/tmp/uwsgi;
    scgi_temp_path ${nginxDir}/tmp/scgi;
    include ${nginxDir}/platform.conf;
}
`,
  );
}

function writeWeb(services: PlannedService[], options: Options): void {
  if (!options.out) throw new Error('web: --out DIR is required');
  const out = resolve(options.out);
  const staticRoot = '/usr/share/nginx/conform';
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'nginx'), { recursive: true });
  mkdirSync(join(out, 'static', 'platform', 'mf'), { recursive: true });
  writeFileSync(
    join(out, 'nginx', 'platform.conf'),
    renderNginx(services, {
      listen: [String(CONTAINER_PORT)],
      staticRoot,
      upstream: (s) => `${s.found.name}:${CONTAINER_PORT}`,
    }),
  );
  writeDeployConfig(join(out, 'static'));
  for (const fe of frontEnds()) {
    if (!fe.written) {
      notice(`${fe.label} is not written yet: not in the image`);
      continue;
    }
    if (!existsSync(join(fe.dist, fe.marker)))
      throw new Error(`${fe.label} has no build: run npm run build first`);
    cpSync(fe.dist, join(out, 'static', 'platform', fe.urlPath), {
      recursive: true,
      // Build bookkeeping (the staleness stamp) is not for the public.
      filter: (src) => !basename(src).startsWith('.'),
    });
  }
}

const q = (value: string): string => JSON.stringify(value);

export async function renderCompose(services: PlannedService[]): Promise<string> {
  const secrets = new Set<string>();
  const blocks = services.map((svc) => {
    const r = resolveEnv(svc, (key, required) => dockerSetting(key, required, svc, services));
    r.secrets.forEach((s) => secrets.add(s));
    const lines = [
      `  ${svc.found.name}:`,
      `    build: { context: ., dockerfile: deploy/Dockerfile, target: ${svc.found.needsChromium ? 'renderer' : 'service'} }`,
      `    image: conform/${svc.found.needsChromium ? 'renderer' : 'service'}:latest`,
      `    command: [${q('node')}, ${q(svc.found.start)}]`,
      '    restart: unless-stopped',
      '    environment:',
      ...Object.entries(r.env).map(([k, v]) => `      ${k}: ${q(v)}`),
    ];
    if (r.optionalUnset.length > 0) {
      lines.push(`    # Optional settings (defaults apply when unset): ${r.optionalUnset.join(', ')}`);
    }
    if (r.secrets.length > 0) lines.push('    secrets:', ...r.secrets.map((s) => `      - ${s}`));
    if ('DATA_DIR' in r.env) lines.push('    volumes:', '      - files:/data');
    const probe =
      `fetch('http://127.0.0.1:${CONTAINER_PORT}/platform/api/${svc.found.name}/health')` +
      `.then((r) => r.json()).then((b) => process.exit(b.db === 'ok' ? 0 : 1), () => process.exit(1))`;
    lines.push(
      '    depends_on:',
      '      postgres: { condition: service_healthy }',
      '      db-init: { condition: service_completed_successfully }',
      '    healthcheck:',
      `      test: [${q('CMD')}, ${q('node')}, ${q('-e')}, ${q(probe)}]`,
      '      interval: 10s',
      '      timeout: 5s',
      '      retries: 6',
      '      start_period: 30s',
    );
    return lines.join('\n');
  });

  // One-shot, as the database owner, before any service (as scripts/cluster.sh runs roles.ts): each
  // service's role with its password, the shared schemas and their grants. Runs at every `up`.
  const names = services.map((s) => s.found.name);
  const dbInit = [
    '  db-init:',
    `    build: { context: ., dockerfile: deploy/Dockerfile, target: service }`,
    `    image: conform/service:latest`,
    `    command: [${['node', 'scripts/cluster/roles.ts', '--from-env', '--services', names.join(',')].map(q).join(', ')}]`,
    `    restart: 'no'`,
    '    environment:',
    `      DATABASE_URL: ${q(`postgres://${DB_USER}:${fromEnvFile('POSTGRES_PASSWORD')}@postgres:5432/${DB_NAME}`)}`,
    ...names.map((name) => `      ${rolePasswordKey(name)}: ${q(fromEnvFile(rolePasswordKey(name)))}`),
    '    depends_on:',
    '      postgres: { condition: service_healthy }',
  ].join('\n');

  const envNames = [
    ...new Set([...[dbInit, ...blocks].join('\n').matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]!)),
  ].sort();
  const text = `# Production topology, generated by \`node scripts/cluster/plan.ts compose\` from the services' own
# modules (names, config schemas): the same services, settings and routing as scripts/cluster.sh.
# Do not edit by hand: change the services, deploy/Dockerfile or deploy/nginx/platform.conf.template,
# then regenerate (CI fails when this file is stale).
#
#   bash scripts/cluster/secrets.sh deploy/secrets     # signing keys, POSTGRES_PASSWORD, INTERNAL_TOKEN,
#                                                      # each service's DB_PASSWORD_<SERVICE>
#   docker compose --env-file deploy/secrets/secrets.env up --build
#
# deploy/secrets/ (never committed) must hold
#   files:        ${[...secrets].sort().join(', ')}
#   secrets.env:  ${envNames.join(', ')}
#                 (and optionally PUBLIC_URL, HTTP_PORT, LOG_LEVEL, COOKIE_SECURE)
# NETOPIA's keys, URL and POS signature come from the NETOPIA merchant account; SMTP_URL from the mail
# provider. The platform is then at http://localhost:\${HTTP_PORT:-8080}/platform/: put TLS in front
# and set PUBLIC_URL to the public https address. Compose secrets are bind mounts: the key files must
# be readable by the containers' user (uid 1000).
#
# Database roles: each service connects as its own role (svc_<service>, password DB_PASSWORD_<SERVICE>),
# which owns its schema and can touch only its own event deliveries; only postgres and db-init hold
# POSTGRES_PASSWORD, the owner's. db-init (scripts/cluster/roles.ts) creates or updates the roles and
# applies the shared schemas before any service starts.
name: conform

services:
  postgres:
    image: postgres:15-bookworm
    restart: unless-stopped
    environment:
      POSTGRES_USER: ${q(DB_USER)}
      POSTGRES_DB: ${q(DB_NAME)}
      POSTGRES_PASSWORD: ${q('${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in deploy/secrets/secrets.env}')}
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: [${q('CMD')}, ${q('pg_isready')}, ${q('-U')}, ${q(DB_USER)}, ${q('-d')}, ${q(DB_NAME)}]
      interval: 5s
      timeout: 5s
      retries: 12

${dbInit}

${blocks.join('\n\n')}

  # nginx: the static builds (shell, remotes, remotes.json, runtime-config.json) and the routing of
  # deploy/nginx/platform.conf.template. remotes.json is deploy-time config: mount a file over
  # /usr/share/nginx/conform/platform/remotes.json to load a remote from elsewhere (or build with
  # REMOTE_URL_<AREA> set). The contact dialog's meetings widget: build with MEETINGS_URL and
  # MEETINGS_SCRIPT_URL set (runtime-config.json, and the pages' Content-Security-Policy lets them in).
  web:
    build: { context: ., dockerfile: deploy/Dockerfile, target: web }
    image: conform/web:latest
    restart: unless-stopped
    ports:
      - ${q('${HTTP_PORT:-8080}:8080')}
    depends_on:
${services.map((s) => `      ${s.found.name}: { condition: service_healthy }`).join('\n')}

secrets:
${[...secrets]
  .sort()
  .map((s) => `  ${s}:\n    file: ./deploy/secrets/${s}`)
  .join('\n')}

volumes:
  pgdata:
  files:
`;
  // The repository's formatter owns every YAML file; the generated text is stored as it formats it.
  return format(text, { ...(await resolveConfig(COMPOSE_FILE)), parser: 'yaml' });
}

// Not awaited at the top: k8s.ts, loaded on demand, imports this module, which must have finished loading.
if (import.meta.main) void main();

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      dir: { type: 'string' },
      out: { type: 'string' },
      port: { type: 'string' },
      'service-port-base': { type: 'string' },
      'pg-port': { type: 'string' },
      check: { type: 'boolean' },
    },
  });
  try {
    const command = positionals[0];
    const services = await plan(values, command !== 'local');
    if (command === 'local') writeLocal(services, values);
    else if (command === 'web') writeWeb(services, values);
    else if (command === 'compose') {
      const text = await renderCompose(services);
      if (values.check) {
        const current = existsSync(COMPOSE_FILE) ? readFileSync(COMPOSE_FILE, 'utf8') : '';
        if (current !== text) {
          notice('docker-compose.yml is stale: run `node scripts/cluster/plan.ts compose` and commit it');
          process.exit(1);
        }
        notice(`docker-compose.yml is up to date (${services.length} services)`);
      } else {
        writeFileSync(COMPOSE_FILE, text);
        notice(`wrote docker-compose.yml (${services.length} services)`);
      }
    } else if (command === 'k8s') {
      const { K8S_BASE, renderK8s, staleK8s, writeK8s } = await import('./k8s.ts');
      const files = await renderK8s(services);
      const dir = values.out ? resolve(values.out) : K8S_BASE;
      const shown = relative(ROOT, dir) || '.';
      if (values.check) {
        const stale = staleK8s(files, dir);
        if (stale.length > 0) {
          notice(
            `${shown} is stale (${stale.join(', ')}): run \`node scripts/cluster/plan.ts k8s\` and commit it`,
          );
          process.exit(1);
        }
        notice(`${shown} is up to date (${files.size} files, ${services.length} services)`);
      } else {
        writeK8s(files, dir);
        notice(`wrote ${shown} (${files.size} files, ${services.length} services)`);
      }
    } else {
      process.stderr.write('usage: node scripts/cluster/plan.ts local|web|compose|k8s [options]\n');
      process.exit(2);
    }
  } catch (err) {
    notice(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
