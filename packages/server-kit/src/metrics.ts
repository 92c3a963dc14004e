/**
 * What a process tells a monitoring system (Prometheus, or a Kubernetes metrics adapter reading it): the
 * text exposition format (version 0.0.4), written by hand, on a listener of its own (METRICS_PORT) that
 * the edge nginx never routes to. Only counts and ages: no company, no person, no key of a job.
 *
 *   # HELP conform_jobs_waiting Jobs queued and due (their run_at passed), not running yet.
 *   # TYPE conform_jobs_waiting gauge
 *   conform_jobs_waiting{queue="documents.render_jobs"} 12
 */
import { createServer, type Server } from 'node:http';
import type { Db } from './db.ts';
import type { Logger } from './logger.ts';

export interface MetricSample {
  labels?: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  /** `conform_…`, [a-zA-Z_:][a-zA-Z0-9_:]*; a counter's name ends in `_total`. */
  name: string;
  help: string;
  type: 'gauge' | 'counter';
  samples: MetricSample[];
}

/** A source of metrics: a background task (a job worker, the renderer's browser) or the service itself. */
export type MetricsSource = () => Promise<MetricFamily[]>;

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

const escapeLabel = (value: string) =>
  value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('"', '\\"');
const escapeHelp = (value: string) => value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n');

function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return String(value);
}

/** The families in the text format; families of one name (two sources) are merged under one header. */
export function formatMetrics(families: ReadonlyArray<MetricFamily>): string {
  const merged = new Map<string, MetricFamily>();
  for (const family of families) {
    if (!NAME.test(family.name)) throw new Error(`not a metric name: ${family.name}`);
    const seen = merged.get(family.name);
    if (seen) seen.samples.push(...family.samples);
    else merged.set(family.name, { ...family, samples: [...family.samples] });
  }
  const lines: string[] = [];
  for (const family of merged.values()) {
    lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`);
    for (const sample of family.samples) {
      const labels = Object.entries(sample.labels ?? {});
      for (const [label] of labels) if (!LABEL.test(label)) throw new Error(`not a label name: ${label}`);
      const set = labels.length
        ? `{${labels.map(([label, value]) => `${label}="${escapeLabel(value)}"`).join(',')}}`
        : '';
      lines.push(`${family.name}${set} ${formatValue(sample.value)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Every source's families; a source that fails (the database is down) is left out and said so. */
export async function collectMetrics(
  sources: ReadonlyArray<MetricsSource>,
  logger?: Logger,
): Promise<MetricFamily[]> {
  const families: MetricFamily[] = [];
  let failed = 0;
  for (const source of sources) {
    try {
      families.push(...(await source()));
    } catch (err) {
      failed++;
      logger?.warn({ err }, 'metrics: a source failed');
    }
  }
  families.push({
    name: 'conform_metrics_sources_failed',
    help: 'Metric sources that could not be read for this answer (the database unreachable, for instance).',
    type: 'gauge',
    samples: [{ value: failed }],
  });
  return families;
}

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * The internal metrics listener: GET /metrics answers the text format, anything else 404. It is not
 * the service's express app (no routes, no sessions), and not behind the edge: only a scraper inside
 * the cluster's network reaches it (deploy/README.md).
 */
export function serveMetrics(options: {
  port: number;
  host: string;
  sources: ReadonlyArray<MetricsSource>;
  logger?: Logger;
}): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    collectMetrics(options.sources, options.logger).then(
      (families) => res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(formatMetrics(families)),
      (err: unknown) => {
        options.logger?.error({ err }, 'metrics: answer failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** The statements this process sent to PostgreSQL (none on PGlite): what a document costs the database. */
export function dbMetrics(db: Pick<Db, 'statements'>): MetricsSource {
  return () =>
    Promise.resolve(
      db.statements
        ? [
            {
              name: 'conform_db_statements_total',
              help: "Statements this process's pool sent to PostgreSQL (BEGIN and COMMIT included).",
              type: 'counter' as const,
              samples: [{ value: db.statements() }],
            },
          ]
        : [],
    );
}
