/**
 * The Kubernetes base (deploy/k8s/base) as an operator would check it before `kubectl apply -k`:
 * generated into a folder of its own and read back, every object valid against the Kubernetes API
 * schemas (kubernetes-models, offline), every service deployed with its probes, budget, migration and
 * network rules, no secret value anywhere, the edge's routes all pointing at Services that exist, and
 * the committed base the same as a fresh one.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, PersistentVolumeClaim, Service } from 'kubernetes-models/v1';
import { parse } from 'yaml';
import { deployedRemotes, renderK8s, SECRETS, staleK8s, writeK8s } from '../cluster/k8s.ts';
import { plan, type PlannedService } from '../cluster/plan.ts';

/** The schema of each kind the base may hold; anything else is a mistake. */
const SCHEMAS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Service': Service,
};

// The parts of the parsed objects these tests read.
interface KeyRef {
  name: string;
  key: string;
}
interface Probe {
  httpGet: { path: string; port: string };
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: KeyRef; configMapKeyRef?: KeyRef };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: EnvVar[];
  ports?: Array<{ name: string; containerPort: number }>;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}
interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  volumes?: Array<{ secret?: { items?: KeyRef[] } }>;
}
interface Spec {
  replicas?: number;
  selector?: Record<string, unknown> & { matchLabels?: Record<string, string> };
  template?: { spec: PodSpec };
  ports?: Array<{ targetPort: string | number }>;
  ingress?: Array<{
    from?: Array<{
      namespaceSelector?: Record<string, unknown>;
      podSelector: { matchExpressions: Array<{ values: string[] }> };
    }>;
    ports: Array<{ port: number }>;
  }>;
  scaleTargetRef?: { apiVersion: string; kind: string; name: string };
  minReplicas?: number;
  maxReplicas?: number;
  metrics?: Array<{ type: string; resource?: { name: string } }>;
  egress?: Array<{ ports: Array<{ port: number }> }>;
}
interface Obj {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: Spec & { template?: { metadata?: { annotations?: Record<string, string> } } };
  data?: Record<string, string>;
}

let dir: string;
let files: Map<string, string>;
let objects: Obj[];
let services: PlannedService[];

const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
const podSpec = (o: Obj | undefined) => o?.spec?.template?.spec as PodSpec;
/** The pods a NetworkPolicy lets in on a port (the service's, 8080): the names its podSelector lists ('anywhere' without a from). */
function allowedFrom(policy: Obj, port = 8080): string[] | 'anywhere' {
  const rules = (policy.spec?.ingress ?? []).filter((r) => r.ports.some((p) => p.port === port));
  if (rules.some((r) => !r.from)) return 'anywhere';
  return rules.flatMap((r) => r.from!.flatMap((f) => f.podSelector.matchExpressions[0]!.values));
}

beforeAll(async () => {
  services = await plan({}, true);
  files = await renderK8s(services);
  dir = mkdtempSync(join(tmpdir(), 'conform-k8s-'));
  writeK8s(files, dir);
  objects = readdirSync(dir)
    .filter((f) => f !== 'kustomization.yaml')
    .map((f) => parse(readFileSync(join(dir, f), 'utf8')) as Obj);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the Kubernetes base', () => {
  test('every object is valid against the Kubernetes schemas', () => {
    expect(objects.length).toBeGreaterThan(30);
    for (const object of objects) {
      const Schema = SCHEMAS[`${object.apiVersion}/${object.kind}`];
      if (!Schema)
        throw new Error(`${object.kind} ${object.metadata.name}: no schema for ${object.apiVersion}`);
      expect(() => new Schema(object as never).validate()).not.toThrow();
    }
  });

  test('the validator refuses a broken object (a port that is not a number)', () => {
    const deployment = structuredClone(find('Deployment', 'documents')!);
    podSpec(deployment).containers[0]!.ports![0]!.containerPort = 'http' as never;
    expect(() => new Deployment(deployment as never).validate()).toThrow(/containerPort/);
  });

  test('kustomization.yaml lists every file, and every image the workloads run', () => {
    const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'));
    const written = readdirSync(dir).filter((f) => f !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(written.sort());
    const images = objects.flatMap((o) =>
      [...(podSpec(o)?.initContainers ?? []), ...(podSpec(o)?.containers ?? [])].map((c) => c.image),
    );
    expect(kustomization.images.map((i: { name: string }) => i.name).sort()).toEqual(
      [...new Set(images)].sort(),
    );
  });

  test('every service has its Deployment, Service, probes on its /health, budget and resources', () => {
    expect(services.map((s) => s.found.name)).toContain('documents');
    expect(services.map((s) => s.found.name)).not.toContain('payment-sandbox');
    for (const svc of services) {
      const name = svc.found.name;
      const deployment = find('Deployment', name);
      expect(deployment).toBeDefined();
      const container = podSpec(deployment).containers[0]!;
      expect(container.image).toBe(`conform/${name}`);
      expect(container.command).toEqual(['node', `services/${name}/src/start.ts`]);
      for (const probe of [container.readinessProbe, container.livenessProbe])
        expect(probe?.httpGet).toEqual({ path: `/platform/api/${name}/health`, port: 'http' });
      expect(container.ports?.[0]).toEqual(expect.objectContaining({ name: 'http', containerPort: 8080 }));
      expect(container.resources?.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
      const service = find('Service', name);
      const labels = deployment?.spec?.selector?.matchLabels;
      expect(service?.spec?.selector).toEqual(labels);
      expect(service?.spec?.ports?.[0]?.targetPort).toBe('http');
      const budget = find('PodDisruptionBudget', name);
      expect(budget?.spec?.selector?.matchLabels).toEqual(labels);
      expect(budget?.spec).toEqual(
        (deployment?.spec?.replicas ?? 1) >= 2
          ? expect.objectContaining({ minAvailable: 1 })
          : expect.objectContaining({ maxUnavailable: 1 }),
      );
    }
    // Chromium needs more than a service.
    const memory = (name: string) =>
      podSpec(find('Deployment', name)).containers[0]!.resources?.limits?.memory;
    expect(memory('renderer')).toBe('2Gi');
    expect(memory('documents')).toBe('512Mi');
  });

  test('each service is migrated by its own Job, and its pods wait for the schema', () => {
    const dbInit = podSpec(find('Job', 'db-init')).containers[0]!;
    expect(dbInit.command?.slice(0, 3)).toEqual(['node', 'scripts/cluster/roles.ts', '--from-env']);
    for (const svc of services) {
      const name = svc.found.name;
      const job = podSpec(find('Job', `${name}-migrate`)).containers[0]!;
      expect(job.image).toBe(`conform/${name}`);
      expect(job.command).toEqual(['node', 'scripts/cluster/migrate.ts', name]);
      const wait = podSpec(find('Deployment', name)).initContainers![0]!;
      expect(wait.command).toEqual(['node', 'scripts/cluster/migrate.ts', name, '--wait']);
      // The service's own role, the password from the Secret.
      expect(wait.env?.find((e) => e.name === 'DATABASE_URL')?.value).toBe(
        `postgres://svc_${name}:$(DB_PASSWORD)@$(DATABASE_ADDRESS)`,
      );
      expect(dbInit.env?.map((e) => e.name)).toContain(`DB_PASSWORD_${name.toUpperCase()}`);
    }
  });

  test('no secret is written: no Secret object, every key and password a reference', () => {
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    expect([...files.values()].join('\n')).not.toMatch(/^kind: Secret$/m);
    const containers = objects.flatMap((o) => [
      ...(podSpec(o)?.initContainers ?? []),
      ...(podSpec(o)?.containers ?? []),
    ]);
    for (const env of containers.flatMap((c) => c.env ?? [])) {
      if (/PASSWORD|TOKEN|SECRET|SIGNATURE|SMTP_URL|ADDRESS/.test(env.name)) {
        expect({ [env.name]: env.value }).toEqual({ [env.name]: undefined });
        expect(env.valueFrom?.secretKeyRef?.name).toMatch(/^conform-/);
      }
    }
    // identity alone mounts the private signing key.
    const mounting = objects.filter((o) =>
      (o.spec?.template?.spec.volumes ?? []).some((v) =>
        (v.secret?.items ?? []).some((i) => i.key === 'auth_private_key'),
      ),
    );
    expect(mounting.map((o) => o.metadata.name)).toEqual(['identity']);
    expect(Object.values(SECRETS).every((name) => name.startsWith('conform-'))).toBe(true);
  });

  test('network: only the edge reaches the services, only documents the renderer', () => {
    const deny = find('NetworkPolicy', 'default-deny-ingress')!;
    expect(deny.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
    expect(allowedFrom(find('NetworkPolicy', 'renderer')!)).toEqual(['documents']);
    for (const svc of services.filter((s) => s.found.name !== 'renderer')) {
      expect(allowedFrom(find('NetworkPolicy', svc.found.name)!)).toEqual(['edge']);
    }
    for (const area of deployedRemotes()) {
      expect(allowedFrom(find('NetworkPolicy', `remote-${area}`)!)).toEqual(['edge']);
    }
    expect(allowedFrom(find('NetworkPolicy', 'edge')!)).toBe('anywhere');
    // The renderer may reach PostgreSQL (and DNS), nothing else.
    const egress = find('NetworkPolicy', 'renderer')!.spec?.egress ?? [];
    expect(egress.flatMap((e) => e.ports.map((p) => p.port)).sort()).toEqual([53, 53, 5432]);
  });

  test("every route of the edge's nginx points at a Service that exists", () => {
    const conf = find('ConfigMap', 'edge-config')!.data!['default.conf']!;
    const upstreams = new Map(
      [...conf.matchAll(/upstream (\S+) \{\s*server ([a-z0-9-]+):(\d+);/g)].map((m) => [m[1]!, m[2]!]),
    );
    const passes = [...conf.matchAll(/proxy_pass http:\/\/(\S+);/g)].map((m) => m[1]!);
    expect(passes.length).toBeGreaterThan(services.length);
    for (const pass of passes) expect(upstreams.has(pass)).toBe(true);
    for (const [, host] of upstreams) expect(find('Service', host)).toBeDefined();
    // The public never reaches the renderer; each remote's build comes from its own Deployment.
    expect(conf).not.toContain('/platform/api/renderer');
    for (const area of deployedRemotes()) {
      expect(conf).toContain(`location ^~ /platform/mf/${area}/ {`);
      expect(upstreams.get(`conform_remote_${area}`)).toBe(`remote-${area}`);
    }
    // The shell finds the remotes where the edge serves them (REMOTE_URL_<AREA> unset).
    const remotes = JSON.parse(find('ConfigMap', 'edge-config')!.data!['remotes.json']!);
    expect(remotes.documents.entry).toBe('/platform/mf/documents/remoteEntry.js');
  });

  test('the renderer and the documents worker scale on CPU between two and their ceiling', () => {
    for (const name of ['renderer', 'documents']) {
      const hpa = find('HorizontalPodAutoscaler', name)!;
      expect(hpa.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
      expect(find('Deployment', hpa.spec!.scaleTargetRef!.name)).toBeDefined();
      expect(hpa.spec?.minReplicas).toBe(2);
      expect(hpa.spec?.maxReplicas).toBeGreaterThan(2);
      expect(hpa.spec?.metrics).toEqual([
        expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) }),
      ]);
      // CPU utilisation is counted against the pod's request: the container must have one.
      expect(podSpec(find('Deployment', name)).containers[0]!.resources?.requests?.['cpu']).toBeDefined();
    }
    // The other services keep their two replicas.
    expect(
      objects
        .filter((o) => o.kind === 'HorizontalPodAutoscaler')
        .map((o) => o.metadata.name)
        .sort(),
    ).toEqual(['documents', 'renderer']);
    // The validator refuses an autoscaler without a target.
    const broken = structuredClone(find('HorizontalPodAutoscaler', 'renderer')!) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    delete broken['spec']!['scaleTargetRef'];
    expect(() => new HorizontalPodAutoscaler(broken as never).validate()).toThrow(/scaleTargetRef/);
  });

  test('the metrics port: on the queue and the renderer pods, annotated for a scraper, closed to the edge', () => {
    for (const name of ['documents', 'renderer']) {
      const deployment = find('Deployment', name)!;
      const container = podSpec(deployment).containers[0]!;
      expect(container.ports).toContainEqual(
        expect.objectContaining({ name: 'metrics', containerPort: 9090 }),
      );
      expect(container.env).toContainEqual({ name: 'METRICS_PORT', value: '9090' });
      expect(deployment.spec?.template?.metadata?.annotations).toEqual({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': '9090',
        'prometheus.io/path': '/metrics',
      });
      // Only the scraper reaches 9090; neither the edge nor the callers of the service do.
      const policy = find('NetworkPolicy', name)!;
      expect(allowedFrom(policy, 9090)).toEqual(['prometheus']);
      expect(allowedFrom(policy, 8080)).not.toContain('prometheus');
    }
    // A service without metrics has no such port and no such setting.
    const identity = podSpec(find('Deployment', 'identity')).containers[0]!;
    expect(identity.ports?.map((p) => p.name)).toEqual(['http']);
    expect(identity.env?.map((e) => e.name)).not.toContain('METRICS_PORT');
    expect(allowedFrom(find('NetworkPolicy', 'identity')!, 9090)).toEqual([]);
    // The edge's nginx routes nothing to a metrics port.
    expect(find('ConfigMap', 'edge-config')!.data!['default.conf']).not.toMatch(/:9090|\/metrics/);
  });

  test('the committed deploy/k8s/base is the one the plan generates', () => {
    expect(staleK8s(files)).toEqual([]);
  });
});
