import type express from 'express';
import type { z } from 'zod';
import type { ServiceDeps } from './app.ts';
import type { MetricFamily, MetricsSource } from './metrics.ts';

/**
 * Work a service does besides answering requests: an event consumer, a job worker, a warm browser.
 * Started after the service's migrations, stopped before its database closes.
 */
export interface BackgroundTask {
  name: string;
  start(): Promise<void> | void;
  /**
   * Stops taking new work and lets the work in hand finish; when `deadline` aborts (the process's
   * grace period is over), gives back what is unfinished (a job to its queue) and returns.
   */
  stop(deadline?: AbortSignal): Promise<void>;
  /** Facts for the service's health answer (e.g. how many events are dead). */
  health?(): Promise<Record<string, unknown>>;
  /** Counts for the internal metrics listener (metrics.ts, METRICS_PORT): a queue's depth, a pool's load. */
  metrics?(): Promise<MetricFamily[]>;
}

/** What `setup` builds: the express app and the background work sharing its objects. */
export interface ServiceSetup {
  app: express.Express;
  background: BackgroundTask[];
}

/**
 * What a service package exports so that it can run alone (`start.ts`) or inside the gateway.
 * `C` is the service's parsed config.
 */
export interface ServiceModule<C = unknown> {
  name: string;
  /** Absolute path of the folder holding the service's SQL migrations. */
  migrationsFolder: string;
  configSchema: z.ZodType<C>;
  /**
   * Path prefixes outside `/platform/api/<name>` this service answers (its `aliases`). The gateway mounts
   * such services first so a broader prefix of another service cannot shadow them.
   */
  aliasPrefixes?: string[];
  /**
   * Its background tasks answer metrics (a job queue's depth, the renderer's load): deployments give it
   * METRICS_PORT, the internal listener a scraper or an autoscaler's adapter reads (metrics.ts).
   */
  metrics?: boolean;
  /**
   * Builds the service once: its app and its background tasks, from the same objects (a route that
   * enqueues and the worker that drains share one wake-up signal, for instance).
   */
  setup(deps: ServiceDeps & { config: C }): ServiceSetup | Promise<ServiceSetup>;
}

export function defineService<C>(service: ServiceModule<C>): ServiceModule<C> {
  return service;
}

/** Starts the tasks in order; returns how to stop them (in reverse order, within one deadline). */
export async function startBackground(
  tasks: BackgroundTask[],
): Promise<(deadline?: AbortSignal) => Promise<void>> {
  const started: BackgroundTask[] = [];
  for (const task of tasks) {
    await task.start();
    started.push(task);
  }
  return async (deadline) => {
    for (const task of started.reverse()) await task.stop(deadline);
  };
}

/** The health facts of every task that has some, merged (for `createServiceApp({ healthExtras })`). */
export function backgroundHealth(tasks: BackgroundTask[]): () => Promise<Record<string, unknown>> {
  return async () => {
    const facts: Record<string, unknown> = {};
    for (const task of tasks) if (task.health) Object.assign(facts, await task.health());
    return facts;
  };
}

/**
 * An express path prefix (`/platform/api/companies/:companyId/documents`) as a regular expression's
 * source: literal segments and `:params` only. nginx routes with it in cluster mode, the gateway in
 * embedded mode, so both send a path to the same service.
 */
export function prefixPattern(prefix: string): string {
  const parts = prefix.split('/').map((part) => {
    if (part.startsWith(':')) return '[^/]+';
    if (/[*{}()?+]/.test(part))
      throw new Error(`alias prefix ${prefix}: only literal segments and :params are routed`);
    return part.replace(/[.\\^$|[\]]/g, '\\$&');
  });
  return `^${parts.join('/')}(/|$)`;
}

/** Whether a path belongs to a service: under `/platform/api/<name>` or one of its alias prefixes. */
export function servicePathMatcher(
  service: Pick<ServiceModule<never>, 'name' | 'aliasPrefixes'>,
): (path: string) => boolean {
  const patterns = [`/platform/api/${service.name}`, ...(service.aliasPrefixes ?? [])].map(
    (prefix) => new RegExp(prefixPattern(prefix)),
  );
  return (path) => patterns.some((pattern) => pattern.test(path));
}

/** The metrics of every task that has some (the internal listener's sources). */
export function backgroundMetrics(tasks: BackgroundTask[]): MetricsSource[] {
  return tasks.flatMap((task) => (task.metrics ? [() => task.metrics!()] : []));
}
