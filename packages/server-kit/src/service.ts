import type express from 'express';
import type { z } from 'zod';
import type { ServiceDeps } from './app.ts';

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
  createApp(deps: ServiceDeps & { config: C }): express.Express;
  /** Background work (workers, warm browsers). Returns how to stop it. */
  startBackground?(deps: ServiceDeps & { config: C }): Promise<() => Promise<void>>;
}

export function defineService<C>(service: ServiceModule<C>): ServiceModule<C> {
  return service;
}
