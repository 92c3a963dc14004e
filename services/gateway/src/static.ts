import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import {
  meetingsEmbeds,
  pageSecurityHeaders,
  remoteOriginsOf,
  setHeaders,
  type MeetingsWidgetUrls,
} from '@conform/server-kit';
import express, { type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import { z } from 'zod';

/** The remotes' areas; a remote's build is `mf-<area>/dist`, served at `/platform/mf/<area>/`. */
export const REMOTE_AREAS_LIST = [
  'onboarding',
  'dashboard',
  'configurator',
  'checkout',
  'documents',
] as const;
export type Area = (typeof REMOTE_AREAS_LIST)[number];

/** The paths a remote owns (root prefixes, and prefixes after `/:companyId`), declared in its package.json. */
export interface RemoteRoutes {
  root: string[];
  company: string[];
}

/** remotes.json: for each remote, where its manifest is and which paths it owns. */
export type RemotesJson = Record<Area, { entry: string; routes?: RemoteRoutes }>;

const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');

/**
 * The routes each remote declares (`conform.routes` in `mf-<area>/package.json`): published in
 * remotes.json with its entry, so a remote adds a top-level path without a new shell build. A remote
 * whose package is not at hand keeps the routes the shell was built with.
 */
export function remoteRoutes(root = REPO_ROOT): Partial<Record<Area, RemoteRoutes>> {
  const routes: Partial<Record<Area, RemoteRoutes>> = {};
  for (const area of REMOTE_AREAS_LIST) {
    const file = join(root, `mf-${area}`, 'package.json');
    if (!existsSync(file)) continue;
    const declared = (JSON.parse(readFileSync(file, 'utf8')) as { conform?: { routes?: RemoteRoutes } })
      .conform?.routes;
    if (declared) routes[area] = { root: [...declared.root], company: [...declared.company] };
  }
  return routes;
}

/**
 * What a remote is loaded from: its `remoteEntry.js`. The federation runtime is built without snapshot
 * support (`disableSnapshot`: 1.5 KB less in the shell's first download and in every remote's entry), so
 * it loads entries, not `mf-manifest.json` (still built, describing the remote for deploy tooling).
 */
const REMOTE_ENTRY = /\.js(\?.*)?$/;

/** `REMOTE_URL_<AREA>`: points one remote elsewhere (the gateway's config, and the cluster's nginx plan). */
export const REMOTE_URL_SETTINGS = Object.fromEntries(
  REMOTE_AREAS_LIST.map((area) => [
    `REMOTE_URL_${area.toUpperCase()}`,
    z.string().regex(REMOTE_ENTRY, "the URL of the remote's remoteEntry.js").optional(),
  ]),
) as Record<`REMOTE_URL_${Uppercase<Area>}`, z.ZodOptional<z.ZodString>>;
export const ZRemoteUrlSettingsSchema = z.object(REMOTE_URL_SETTINGS);

/** remotes.json: each remote's entry URL and routes. Overrides point one remote elsewhere without rebuilding anything. */
export function remotesJson(
  overrides: Partial<Record<Area, string | undefined>>,
  routes: Partial<Record<Area, RemoteRoutes>> = remoteRoutes(),
): RemotesJson {
  return Object.fromEntries(
    REMOTE_AREAS_LIST.map((area) => {
      const entry = overrides[area] ?? `/platform/mf/${area}/remoteEntry.js`;
      const owned = routes[area];
      return [area, owned ? { entry, routes: owned } : { entry }];
    }),
  ) as RemotesJson;
}

/** Hashed chunks never change; entry files (HTML, remoteEntry, manifests) must be re-read on every deploy. */
function setCacheHeaders(res: Response, path: string): void {
  if (/\.[0-9a-f]{10}\.(js|css|map)$/.test(path))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}

/**
 * A build's precompressed copy (`<file>.br`, `<file>.gz`, written by the build's PrecompressPlugin)
 * for a browser that accepts it, with the original's type and caching: compressed once at build time,
 * not on every request. Anything else falls through to express.static.
 */
function precompressed(dir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Brotli whenever accepted (browsers list gzip first, with the same weight, but br is smaller).
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : undefined;
    if (!encoding) return next();
    let path: string;
    try {
      path = resolve(dir, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next();
    }
    const file = `${path}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (!path.startsWith(dir + sep) || !existsSync(file)) return next();
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(extname(path));
    setCacheHeaders(res, path);
    res.sendFile(file, (err) => {
      if (err) next(err);
    });
  };
}

/**
 * The static part of the platform: the shell at /platform/shell/, each remote at /platform/mf/<area>/,
 * /platform/remotes.json, and the shell's index.html for every page URL (client-side routing).
 */
export function staticRouter(options: {
  root: string;
  remotes: RemotesJson;
  /** The runtime config's meetings widget: the pages' policy lets its script and booking page in. */
  meetings?: MeetingsWidgetUrls | null;
}): express.Router {
  const router = express.Router();
  const root = resolve(options.root);
  const shellDist = join(root, 'shell', 'dist');
  const staticOptions = { index: false, fallthrough: true, setHeaders: setCacheHeaders };
  // The same headers nginx sets on these paths in cluster mode (rendered from the same definition).
  const pageHeaders = pageSecurityHeaders(
    remoteOriginsOf(Object.values(options.remotes).map((r) => r.entry)),
    meetingsEmbeds(options.meetings),
  );
  router.use((req, res, next) => {
    if (!req.path.startsWith('/platform/api/')) setHeaders(res, pageHeaders);
    next();
  });

  router.get('/', (_req, res) => res.redirect('/platform/'));
  router.get('/platform/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(options.remotes);
  });
  router.use('/platform/shell', precompressed(shellDist), express.static(shellDist, staticOptions));
  for (const area of REMOTE_AREAS_LIST) {
    const dist = join(root, `mf-${area}`, 'dist');
    router.use(`/platform/mf/${area}`, precompressed(dist), express.static(dist, staticOptions));
  }
  // Page URLs of every edition: the one shell build decides the edition from the path.
  router.get(/^\/platform(\/(?!api\/|mf\/|shell\/).*)?$/, (_req, res, next) => {
    const index = join(shellDist, 'index.html');
    if (!existsSync(index)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  // A range past the end of a file: `send` (express.static, sendFile) raises a 416 carrying the
  // file's size. Answered as such here, where the gateway's error handler would make it a 400.
  router.use(((err, _req, res, next) => {
    const { status, headers } = (err ?? {}) as { status?: unknown; headers?: Record<string, unknown> };
    if (status !== 416 || res.headersSent) {
      next(err);
      return;
    }
    const range = headers?.['Content-Range'];
    // No body. (A precompressed file keeps its Content-Encoding: the size is that representation's.)
    res.removeHeader('Content-Type');
    res.status(416);
    if (typeof range === 'string') res.setHeader('Content-Range', range);
    res.end();
  }) satisfies ErrorRequestHandler);
  return router;
}
