/**
 * The Kubernetes manifests (deploy/k8s/base, a kustomize base), from the same plan as cluster mode and
 * docker-compose.yml: the services' own modules give each one's settings, secrets, routes and health
 * path. Written by `node scripts/cluster/plan.ts k8s`; `--check` fails when the committed files are
 * stale. deploy/README.md says how to apply them and which Secrets to create first.
 *
 * No Secret object is written: every key, password and database address is a reference to a Secret
 * the operator creates (SECRETS below), by the names docker-compose.yml uses for the same values.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { stringify } from 'yaml';
import { REMOTE_AREAS_LIST } from '@conform/gateway/static';
import { ROOT } from './discover.ts';
import {
  CONTAINER_PORT,
  METRICS_CONTAINER_PORT,
  POOL_SIZE,
  PRODUCTION_SUPPLIED,
  remotesFromEnv,
  renderNginx,
  resolveEnv,
  runtimeConfigFromEnv,
  secretName,
  urlKey,
  type PlannedService,
  type Resolution,
  type Setting,
} from './plan.ts';
import { roleFor, rolePasswordKey } from './roles.ts';

export const K8S_BASE = join(ROOT, 'deploy', 'k8s', 'base');

/** The Secrets and the ConfigMap the operator creates (deploy/README.md); the manifests only name them. */
export const SECRETS = {
  /** DATABASE_URL (the database owner's, for db-init only), DATABASE_ADDRESS, DB_PASSWORD_<SERVICE>. */
  database: 'conform-database',
  /** Key files, one key per file name (auth_public_key, auth_private_key, netopia_public_key, …). */
  keys: 'conform-keys',
  /** Other values production must be given (INTERNAL_TOKEN, SMTP_URL, NETOPIA_URL, NETOPIA_SIGNATURE, …). */
  settings: 'conform-settings',
} as const;
/** PUBLIC_URL (required) and LOG_LEVEL (optional): the site's own settings, not secret. */
export const SITE_CONFIG = 'conform-site';

const NAME = 'app.kubernetes.io/name';
const PART_OF = 'app.kubernetes.io/part-of';
const COMPONENT = 'app.kubernetes.io/component';
const EDGE = 'edge';
const DB_INIT = 'db-init';
const STATIC_ROOT = '/usr/share/nginx/conform';
/** Two of each: a node drained or a pod restarted leaves one serving. */
const REPLICAS = 2;

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

/** One file of the base: its name and the object in it. */
export interface K8sFile {
  file: string;
  object: K8sObject;
}

type Env = Array<Record<string, unknown>>;

const labels = (name: string, component: string) => ({
  [NAME]: name,
  [PART_OF]: 'conform',
  [COMPONENT]: component,
});
const selector = (name: string) => ({ [NAME]: name, [PART_OF]: 'conform' });

/**
 * The renderer serves documents alone (its API takes INTERNAL_TOKEN): the edge neither routes to it
 * nor may reach it, so the public never does.
 */
export const edgeReaches = (s: PlannedService) => !s.found.needsChromium;

const remoteName = (area: string) => `remote-${area}`;

/** The remotes that have a build (mf-<area>/webpack.config.ts): each its own Deployment. */
export function deployedRemotes(): string[] {
  return REMOTE_AREAS_LIST.filter((area) => existsSync(join(ROOT, `mf-${area}`, 'webpack.config.ts')));
}

/** A service's image: one name per service so each rolls out alone (`kustomize edit set image`). */
export const imageOf = (name: string) => `conform/${name}`;

/** Where a service's setting comes from in Kubernetes: computed, another Service, or a reference. */
function k8sSetting(
  key: string,
  required: boolean,
  svc: PlannedService,
  services: PlannedService[],
): Setting | undefined {
  const other = services.find((s) => urlKey(s.found.name) === key);
  if (other) return { value: `http://${other.found.name}:${CONTAINER_PORT}` };
  const computed: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '0.0.0.0',
    PORT: String(CONTAINER_PORT),
    // Each service its own role (db-init creates it); Kubernetes expands $(…) from the variables
    // before it, both from the conform-database Secret.
    DATABASE_URL: `postgres://${roleFor(svc.found.name)}:$(DB_PASSWORD)@$(DATABASE_ADDRESS)`,
    DATABASE_POOL_SIZE: POOL_SIZE,
    DATA_DIR: '/data',
    // Production is served over HTTPS (TLS ends in front of the edge).
    COOKIE_SECURE: 'true',
    // The edge reaches the services over the pod network, a private range.
    TRUST_PROXY: 'uniquelocal',
  };
  // The internal metrics listener of the services that have one (their module says `metrics`).
  if (key === 'METRICS_PORT')
    return svc.module.metrics ? { value: String(METRICS_CONTAINER_PORT) } : undefined;
  const value = computed[key];
  if (value !== undefined) return { value };
  if (key === 'PUBLIC_URL') return { value: '', ref: { from: 'configMap', name: SITE_CONFIG, key } };
  if (key === 'LOG_LEVEL')
    return { value: '', ref: { from: 'configMap', name: SITE_CONFIG, key, optional: true } };
  if (!required && !PRODUCTION_SUPPLIED.has(key)) return undefined;
  if (key.endsWith('_FILE')) return { value: `/run/secrets/${secretName(key)}`, secret: secretName(key) };
  return { value: '', ref: { from: 'secret', name: SECRETS.settings, key } };
}

/** The variables DATABASE_URL is made of, then DATABASE_URL: what a service, its Job and its wait need. */
function databaseEnv(service: string): Env {
  return [
    {
      name: 'DB_PASSWORD',
      valueFrom: { secretKeyRef: { name: SECRETS.database, key: rolePasswordKey(service) } },
    },
    {
      name: 'DATABASE_ADDRESS',
      valueFrom: { secretKeyRef: { name: SECRETS.database, key: 'DATABASE_ADDRESS' } },
    },
  ];
}

function envOf(service: string, resolved: Resolution): Env {
  const env = databaseEnv(service);
  for (const [name, setting] of Object.entries(resolved.settings)) {
    const ref = setting.ref;
    if (!ref) env.push({ name, value: setting.value });
    else {
      const keyRef = { name: ref.name, key: ref.key, ...(ref.optional ? { optional: true } : {}) };
      env.push({
        name,
        valueFrom: ref.from === 'secret' ? { secretKeyRef: keyRef } : { configMapKeyRef: keyRef },
      });
    }
  }
  return env;
}

const nodeSecurity = {
  runAsNonRoot: true,
  runAsUser: 1000,
  runAsGroup: 1000,
  // Mounted key files (mode 0440) and the files volume belong to the `node` user's group.
  fsGroup: 1000,
  seccompProfile: { type: 'RuntimeDefault' },
};
const containerSecurity = { allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } };

/**
 * Requests are what the scheduler reserves, limits what a pod may not exceed (memory only: a CPU limit
 * throttles a burst the node could serve). The renderer holds a warm Chromium, so it asks for more.
 * Sizes are a starting point (verify against the pods' use under load and adjust in an overlay).
 */
const RESOURCES = {
  service: { requests: { cpu: '100m', memory: '256Mi' }, limits: { memory: '512Mi' } },
  renderer: { requests: { cpu: '500m', memory: '1Gi' }, limits: { memory: '2Gi' } },
  job: { requests: { cpu: '100m', memory: '192Mi' }, limits: { memory: '384Mi' } },
  edge: { requests: { cpu: '50m', memory: '64Mi' }, limits: { memory: '256Mi' } },
  remote: { requests: { cpu: '10m', memory: '32Mi' }, limits: { memory: '128Mi' } },
};

/**
 * With two or more replicas a voluntary disruption (a node drain) must leave one serving; with one,
 * `minAvailable: 1` would block every drain for good, so one may go (the service is briefly down).
 */
function disruptionBudget(name: string, component: string, replicas: number): K8sObject {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name, labels: labels(name, component) },
    spec: {
      ...(replicas >= 2 ? { minAvailable: 1 } : { maxUnavailable: 1 }),
      selector: { matchLabels: selector(name) },
    },
  };
}

function clusterService(name: string, component: string): K8sObject {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name, labels: labels(name, component) },
    spec: {
      type: 'ClusterIP',
      selector: selector(name),
      ports: [{ name: 'http', port: CONTAINER_PORT, targetPort: 'http', protocol: 'TCP' }],
    },
  };
}

/**
 * Who reads the metrics port: pods named `prometheus` (app.kubernetes.io/name), in any namespace. The
 * edge and the services never do, and the edge's nginx has no route to it.
 */
export const METRICS_SCRAPER = 'prometheus';

/**
 * Only the named pods reach `name` on its port (the namespace's default is to refuse all); with
 * `metrics`, the scraper reaches its metrics port too.
 */
function ingressFrom(
  name: string,
  component: string,
  from: string[] | 'anywhere',
  egress?: unknown[],
  metrics = false,
) {
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name, labels: labels(name, component) },
    spec: {
      podSelector: { matchLabels: selector(name) },
      policyTypes: egress ? ['Ingress', 'Egress'] : ['Ingress'],
      ingress: [
        {
          ...(from === 'anywhere'
            ? {}
            : {
                from: [
                  {
                    podSelector: {
                      matchExpressions: [{ key: NAME, operator: 'In', values: [...from].sort() }],
                    },
                  },
                ],
              }),
          ports: [{ protocol: 'TCP', port: CONTAINER_PORT }],
        },
        ...(metrics
          ? [
              {
                from: [
                  {
                    namespaceSelector: {},
                    podSelector: {
                      matchExpressions: [{ key: NAME, operator: 'In', values: [METRICS_SCRAPER] }],
                    },
                  },
                ],
                ports: [{ protocol: 'TCP', port: METRICS_CONTAINER_PORT }],
              },
            ]
          : []),
      ],
      ...(egress ? { egress } : {}),
    },
  };
}

/** A Job's pod or an init container: the service's image, its database role, one command. */
function dbContainer(service: string, name: string, args: string[]) {
  return {
    name,
    image: imageOf(service),
    command: ['node', 'scripts/cluster/migrate.ts', service, ...args],
    env: [
      ...databaseEnv(service),
      { name: 'DATABASE_URL', value: `postgres://${roleFor(service)}:$(DB_PASSWORD)@$(DATABASE_ADDRESS)` },
    ],
    resources: RESOURCES.job,
    securityContext: containerSecurity,
  };
}

function serviceObjects(svc: PlannedService, services: PlannedService[], callers: string[]): K8sFile[] {
  const name = svc.found.name;
  const component = svc.found.needsChromium ? 'renderer' : 'service';
  const resolved = resolveEnv(svc, (key, required) => k8sSetting(key, required, svc, services));
  if (resolved.missing.length > 0) throw new Error(`${name}: no source for ${resolved.missing.join(', ')}`);
  const health = `/platform/api/${name}/health`;
  const volumes: unknown[] = [];
  const mounts: unknown[] = [];
  if (resolved.secrets.length > 0) {
    volumes.push({
      name: 'keys',
      secret: {
        secretName: SECRETS.keys,
        // Only the files this service names (identity alone gets the signing key).
        items: [...resolved.secrets].sort().map((key) => ({ key, path: key })),
        defaultMode: 0o440,
      },
    });
    mounts.push({ name: 'keys', mountPath: '/run/secrets', readOnly: true });
  }
  if ('DATA_DIR' in resolved.env) {
    volumes.push({ name: 'files', persistentVolumeClaim: { claimName: 'conform-files' } });
    mounts.push({ name: 'files', mountPath: '/data' });
  }
  if (svc.found.needsChromium) {
    // Chromium keeps its shared memory in /dev/shm, 64 MiB by default in a container: too small.
    volumes.push({ name: 'shm', emptyDir: { medium: 'Memory', sizeLimit: '512Mi' } });
    mounts.push({ name: 'shm', mountPath: '/dev/shm' });
  }
  const probe = (periodSeconds: number, failureThreshold: number) => ({
    httpGet: { path: health, port: 'http' },
    periodSeconds,
    timeoutSeconds: 5,
    failureThreshold,
  });
  const metrics = 'METRICS_PORT' in resolved.env;
  const deployment: K8sObject = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, labels: labels(name, component) },
    spec: {
      // Scaled by its HorizontalPodAutoscaler from here on (autoscaler below): this is the first count.
      replicas: REPLICAS,
      revisionHistoryLimit: 5,
      selector: { matchLabels: selector(name) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: {
          labels: labels(name, component),
          // The usual annotations a Prometheus scrape configuration keys on (no ServiceMonitor needed).
          ...(metrics
            ? {
                annotations: {
                  'prometheus.io/scrape': 'true',
                  'prometheus.io/port': String(METRICS_CONTAINER_PORT),
                  'prometheus.io/path': '/metrics',
                },
              }
            : {}),
        },
        spec: {
          automountServiceAccountToken: false,
          securityContext: nodeSecurity,
          // SHUTDOWN_GRACE_MS (8 s) for requests and jobs in hand, well under this.
          terminationGracePeriodSeconds: 30,
          initContainers: [dbContainer(name, 'wait-for-migrations', ['--wait'])],
          containers: [
            {
              name,
              image: imageOf(name),
              command: ['node', svc.found.start],
              ports: [
                { name: 'http', containerPort: CONTAINER_PORT, protocol: 'TCP' },
                ...(metrics
                  ? [{ name: 'metrics', containerPort: METRICS_CONTAINER_PORT, protocol: 'TCP' }]
                  : []),
              ],
              env: envOf(name, resolved),
              // Up to 2 min to start (migrations done, Chromium launched) before liveness counts.
              startupProbe: probe(5, 24),
              // Out of the Service while /health fails (database unreachable or read-only)...
              readinessProbe: probe(10, 3),
              // ...restarted only after 2 min of failures: a database outage must not restart every pod.
              livenessProbe: probe(20, 6),
              resources: svc.found.needsChromium ? RESOURCES.renderer : RESOURCES.service,
              securityContext: containerSecurity,
              ...(mounts.length > 0 ? { volumeMounts: mounts } : {}),
            },
          ],
          ...(volumes.length > 0 ? { volumes } : {}),
        },
      },
    },
  };
  const job: K8sObject = {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: `${name}-migrate`, labels: labels(`${name}-migrate`, 'migration') },
    spec: {
      // Retried with back-off while db-init has not made the role yet.
      backoffLimit: 8,
      activeDeadlineSeconds: 1800,
      // Gone 10 min after it finished, so the next `kubectl apply -k` makes it again (a Job's pod
      // template cannot be changed in place).
      ttlSecondsAfterFinished: 600,
      template: {
        metadata: { labels: labels(`${name}-migrate`, 'migration') },
        spec: {
          restartPolicy: 'Never',
          automountServiceAccountToken: false,
          securityContext: nodeSecurity,
          containers: [dbContainer(name, 'migrate', [])],
        },
      },
    },
  };
  // The renderer fetches nothing (its pages may load data: URLs only): it may reach DNS and
  // PostgreSQL, nothing else. The others call outside providers (NETOPIA, VIES, ANAF, SMTP…).
  const egress = svc.found.needsChromium
    ? [
        {
          ports: [
            { protocol: 'UDP', port: 53 },
            { protocol: 'TCP', port: 53 },
          ],
        },
        { ports: [{ protocol: 'TCP', port: 5432 }] },
      ]
    : undefined;
  const scaler = AUTOSCALED[name];
  return [
    { file: `${name}-deployment.yaml`, object: deployment },
    { file: `${name}-service.yaml`, object: clusterService(name, component) },
    { file: `${name}-migration-job.yaml`, object: job },
    { file: `${name}-pdb.yaml`, object: disruptionBudget(name, component, REPLICAS) },
    { file: `${name}-networkpolicy.yaml`, object: ingressFrom(name, component, callers, egress, metrics) },
    ...(scaler ? [{ file: `${name}-hpa.yaml`, object: autoscaler(name, component, scaler) }] : []),
  ];
}

/**
 * The workers that scale with the queue (docs/scaling.md): the renderer, where a document's time goes
 * (Chromium printing it), and the documents service, whose worker prepares each document (the engine)
 * and feeds the renderers. Both scale on CPU: a queue that waits keeps them at their CPU request and
 * beyond, an empty one leaves them idle, and CPU needs nothing but the metrics-server every cluster
 * has. Scaling on the queue's depth itself (conform_jobs_waiting, the documents pods' /metrics) needs a
 * Prometheus adapter serving it as an External metric: deploy/README.md has the patch for an overlay.
 */
const AUTOSCALED: Record<string, { max: number; cpu: number }> = {
  renderer: { max: 10, cpu: 70 },
  documents: { max: 6, cpu: 70 },
};

function autoscaler(name: string, component: string, scaler: { max: number; cpu: number }): K8sObject {
  return {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name, labels: labels(name, component) },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
      // Never below the two a drained node needs (the PodDisruptionBudget keeps one).
      minReplicas: REPLICAS,
      maxReplicas: scaler.max,
      metrics: [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: scaler.cpu } },
        },
      ],
      behavior: {
        // A wave (a legal update queues every company's documents) is met at once: doubled each 30 s.
        scaleUp: {
          stabilizationWindowSeconds: 0,
          policies: [{ type: 'Percent', value: 100, periodSeconds: 30 }],
        },
        // Down slowly: a gap between two companies' renders is not the end of the wave.
        scaleDown: {
          stabilizationWindowSeconds: 300,
          policies: [{ type: 'Pods', value: 1, periodSeconds: 60 }],
        },
      },
    },
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function nginxDeployment(
  name: string,
  component: string,
  image: string,
  probePath: string,
  config: { map: string; items: Array<{ key: string; path: string }>; sha: string },
  mounts: unknown[],
): K8sObject {
  const probe = (periodSeconds: number, failureThreshold: number) => ({
    httpGet: { path: probePath, port: 'http' },
    periodSeconds,
    timeoutSeconds: 3,
    failureThreshold,
  });
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, labels: labels(name, component) },
    spec: {
      replicas: REPLICAS,
      revisionHistoryLimit: 5,
      selector: { matchLabels: selector(name) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: {
          labels: labels(name, component),
          // A changed configuration rolls the pods (nginx reads it once, at start).
          annotations: { 'conform/config-sha256': config.sha },
        },
        spec: {
          automountServiceAccountToken: false,
          containers: [
            {
              name: 'nginx',
              image,
              ports: [{ name: 'http', containerPort: CONTAINER_PORT, protocol: 'TCP' }],
              readinessProbe: probe(10, 3),
              livenessProbe: probe(20, 3),
              resources: component === EDGE ? RESOURCES.edge : RESOURCES.remote,
              securityContext: { allowPrivilegeEscalation: false },
              volumeMounts: mounts,
            },
          ],
          volumes: [{ name: 'config', configMap: { name: config.map, items: config.items } }],
        },
      },
    },
  };
}

/** Every object of the base, in a stable order, with its file name. */
export function k8sObjects(services: PlannedService[]): K8sFile[] {
  const names = services.map((s) => s.found.name);
  const remotes = deployedRemotes();
  const files: K8sFile[] = [];

  // Who calls whom directly (a <SERVICE>_URL setting): documents → renderer.
  const callers = new Map<string, string[]>(names.map((n) => [n, []]));
  for (const svc of services) {
    const declared = resolveEnv(svc, (key, required) => k8sSetting(key, required, svc, services));
    for (const other of names) if (urlKey(other) in declared.env) callers.get(other)!.push(svc.found.name);
  }

  files.push({
    file: 'default-deny-ingress-networkpolicy.yaml',
    object: {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: { name: 'default-deny-ingress', labels: labels('default-deny-ingress', 'network') },
      // Every pod of the namespace refuses what the policies below do not let in.
      spec: { podSelector: {}, policyTypes: ['Ingress'] },
    },
  });
  files.push({
    file: 'files-pvc.yaml',
    object: {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: 'conform-files', labels: labels('conform-files', 'storage') },
      spec: {
        // Every replica of the services with DATA_DIR (generated documents) reads and writes it.
        accessModes: ['ReadWriteMany'],
        resources: { requests: { storage: '20Gi' } },
      },
    },
  });
  files.push({
    file: 'db-init-job.yaml',
    object: {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: DB_INIT, labels: labels(DB_INIT, 'migration') },
      spec: {
        backoffLimit: 8,
        activeDeadlineSeconds: 1800,
        ttlSecondsAfterFinished: 600,
        template: {
          metadata: { labels: labels(DB_INIT, 'migration') },
          spec: {
            restartPolicy: 'Never',
            automountServiceAccountToken: false,
            securityContext: nodeSecurity,
            containers: [
              {
                // As docker-compose.yml's db-init: each service's role, the shared schemas, the grants.
                name: DB_INIT,
                image: imageOf(DB_INIT),
                command: ['node', 'scripts/cluster/roles.ts', '--from-env', '--services', names.join(',')],
                env: [
                  {
                    name: 'DATABASE_URL',
                    valueFrom: { secretKeyRef: { name: SECRETS.database, key: 'DATABASE_URL' } },
                  },
                  ...names.map((n) => ({
                    name: rolePasswordKey(n),
                    valueFrom: { secretKeyRef: { name: SECRETS.database, key: rolePasswordKey(n) } },
                  })),
                ],
                resources: RESOURCES.job,
                securityContext: containerSecurity,
              },
            ],
          },
        },
      },
    },
  });

  for (const svc of services) {
    const name = svc.found.name;
    const from = [...(edgeReaches(svc) ? [EDGE] : []), ...callers.get(name)!];
    files.push(...serviceObjects(svc, services, from));
  }

  // The edge: nginx with the platform's routing, the shell, remotes.json and runtime-config.json.
  const edgeConfig = {
    'default.conf': renderNginx(services.filter(edgeReaches), {
      listen: [String(CONTAINER_PORT)],
      staticRoot: STATIC_ROOT,
      upstream: (s) => `${s.found.name}:${CONTAINER_PORT}`,
      remotes: remotes.map((area) => ({ area, upstream: `${remoteName(area)}:${CONTAINER_PORT}` })),
    }),
    'remotes.json': `${JSON.stringify(remotesFromEnv(), null, 2)}\n`,
    'runtime-config.json': `${JSON.stringify(runtimeConfigFromEnv(), null, 2)}\n`,
  };
  files.push({
    file: 'edge-configmap.yaml',
    object: {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'edge-config', labels: labels('edge-config', EDGE) },
      data: edgeConfig,
    },
  });
  files.push({
    file: 'edge-deployment.yaml',
    object: nginxDeployment(
      EDGE,
      EDGE,
      imageOf('web'),
      '/platform/runtime-config.json',
      {
        map: 'edge-config',
        items: Object.keys(edgeConfig).map((key) => ({ key, path: key })),
        sha: sha256(Object.values(edgeConfig).join('\n')),
      },
      [
        {
          name: 'config',
          mountPath: '/etc/nginx/conf.d/default.conf',
          subPath: 'default.conf',
          readOnly: true,
        },
        ...['remotes.json', 'runtime-config.json'].map((key) => ({
          name: 'config',
          mountPath: `${STATIC_ROOT}/platform/${key}`,
          subPath: key,
          readOnly: true,
        })),
      ],
    ),
  });
  files.push({ file: 'edge-service.yaml', object: clusterService(EDGE, EDGE) });
  files.push({ file: 'edge-pdb.yaml', object: disruptionBudget(EDGE, EDGE, REPLICAS) });
  // The edge takes the public's requests (from the ingress controller or a load balancer).
  files.push({ file: 'edge-networkpolicy.yaml', object: ingressFrom(EDGE, EDGE, 'anywhere') });

  // Each remote's build, served by its own nginx (image conform/remote-<area>): the edge proxies
  // /platform/mf/<area>/ to it, so a new build of one remote rolls out without the shell or the others.
  const remoteConf = `# Generated by scripts/cluster/plan.ts: one remote's build, laid out as its URL (/platform/mf/<area>/).
server {
    listen ${CONTAINER_PORT};
    server_name _;
    server_tokens off;
    root ${STATIC_ROOT};
    gzip_static on;
    location /platform/mf/ {
        try_files $uri =404;
    }
    location / {
        return 404;
    }
}
`;
  if (remotes.length > 0) {
    files.push({
      file: 'remote-nginx-configmap.yaml',
      object: {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'remote-nginx', labels: labels('remote-nginx', 'remote') },
        data: { 'default.conf': remoteConf },
      },
    });
  }
  for (const area of remotes) {
    const name = remoteName(area);
    files.push({
      file: `${name}-deployment.yaml`,
      object: nginxDeployment(
        name,
        'remote',
        imageOf(name),
        `/platform/mf/${area}/mf-manifest.json`,
        {
          map: 'remote-nginx',
          items: [{ key: 'default.conf', path: 'default.conf' }],
          sha: sha256(remoteConf),
        },
        [
          {
            name: 'config',
            mountPath: '/etc/nginx/conf.d/default.conf',
            subPath: 'default.conf',
            readOnly: true,
          },
        ],
      ),
    });
    files.push({ file: `${name}-service.yaml`, object: clusterService(name, 'remote') });
    files.push({ file: `${name}-pdb.yaml`, object: disruptionBudget(name, 'remote', REPLICAS) });
    files.push({ file: `${name}-networkpolicy.yaml`, object: ingressFrom(name, 'remote', [EDGE]) });
  }
  return files;
}

const HEADER = `# Generated by \`node scripts/cluster/plan.ts k8s\` from the services' own modules (deploy/README.md).
# Do not edit: change the services or scripts/cluster/k8s.ts and regenerate (CI fails when stale).
`;

/** The base as files: name → text (YAML, formatted as the repository's formatter would). */
export async function renderK8s(services: PlannedService[]): Promise<Map<string, string>> {
  const objects = k8sObjects(services);
  const options = { ...(await resolveConfig(join(K8S_BASE, 'kustomization.yaml'))), parser: 'yaml' };
  const out = new Map<string, string>();
  const images = [...new Set(objects.flatMap(({ object }) => imagesIn(object)))].sort();
  const kustomization = {
    apiVersion: 'kustomize.config.k8s.io/v1beta1',
    kind: 'Kustomization',
    resources: objects.map((o) => o.file).sort(),
    // Set each image's registry and tag in an overlay: `kustomize edit set image conform/documents=…`.
    images: images.map((name) => ({ name, newTag: 'latest' })),
  };
  const texts: Array<[string, unknown]> = [
    ['kustomization.yaml', kustomization],
    ...objects.map(({ file, object }): [string, unknown] => [file, object]),
  ];
  for (const [file, value] of texts) {
    if (out.has(file)) throw new Error(`two objects in ${file}`);
    const text = HEADER + stringify(value, { lineWidth: 0, aliasDuplicateObjects: false });
    out.set(file, await format(text, options));
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}

/** Every image a workload names (containers and init containers). */
export function imagesIn(object: K8sObject): string[] {
  const spec = (object['spec'] as { template?: { spec?: Record<string, unknown> } } | undefined)?.template
    ?.spec;
  if (!spec) return [];
  const containers = [
    ...((spec['initContainers'] as Array<{ image: string }> | undefined) ?? []),
    ...((spec['containers'] as Array<{ image: string }> | undefined) ?? []),
  ];
  return containers.map((c) => c.image);
}

/** Writes the base into `dir` (deploy/k8s/base by default), removing files it no longer has. */
export function writeK8s(files: Map<string, string>, dir = K8S_BASE): void {
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir)) if (old.endsWith('.yaml') && !files.has(old)) rmSync(join(dir, old));
  for (const [file, text] of files) writeFileSync(join(dir, file), text);
}

/** The files of `dir` that differ from `files` (missing, changed or left over). */
export function staleK8s(files: Map<string, string>, dir = K8S_BASE): string[] {
  const present = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.yaml')) : [];
  const stale = present.filter((f) => !files.has(f));
  for (const [file, text] of files) {
    const path = join(dir, file);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) stale.push(file);
  }
  return stale.sort();
}
