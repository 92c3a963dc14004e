import type express from 'express';

/** One route an app answers: its method and its complete path template (`/platform/api/x/:id`). */
export interface RouteTemplate {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/**
 * Every route of an express 5 app, read from its router (routers nested with `use(prefix, router)`
 * included). Paths given as regular expressions are skipped: they are pages, not API calls.
 */
export function routesOf(app: express.Express): RouteTemplate[] {
  const found: RouteTemplate[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = ([] as unknown[]).concat(layer.route.path);
        for (const path of paths) {
          if (typeof path !== 'string') continue;
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== '_all') found.push({ method: method.toUpperCase(), path: prefix + path });
          }
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  const unique = new Map(found.map((r) => [`${r.method} ${r.path}`, r]));
  return [...unique.values()];
}
