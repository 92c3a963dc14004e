import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TRenderPriority } from '@conform/contracts';
import { AppError, type Logger } from '@conform/server-kit';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';

/** What the health check reports about the browser. */
export type BrowserState = 'starting' | 'ready' | 'restarting' | 'unavailable' | 'stopped';

export interface PdfResult {
  pdf: Buffer;
  pages: number;
}

export interface BrowserPool {
  /** Launches the warm browser; never throws (a missing Chromium leaves the pool `unavailable`). */
  start(): Promise<void>;
  stop(): Promise<void>;
  state(): BrowserState;
  /**
   * `priority` (default `interactive`): a free page goes to the oldest waiting interactive render
   * before any background one, first come, first served within a priority.
   */
  renderPdf(html: string, options?: { priority?: TRenderPriority }): Promise<PdfResult>;
  /**
   * Its load now (the metrics): pages, renders in flight and waiting for a page (by priority), renders
   * done and failed.
   */
  load(): PoolLoad;
}

export interface PoolLoad {
  pages: number;
  inFlight: number;
  waiting: Record<TRenderPriority, number>;
  done: number;
  failed: number;
}

/**
 * The request interception below sees only what a page loads through its own loader. Measured on
 * Chromium 156 (a TCP listener and `--log-net-log`): `<link rel=preconnect>`, `<link rel=dns-prefetch>`
 * and the preconnect Chromium makes when a frame, an object or a meta refresh starts navigating reach
 * the network before (or without) any request to intercept, and `<link rel=prefetch>` is fetched past
 * it. What each switch here closes, measured the same way:
 * - `--host-resolver-rules=MAP * ~NOTFOUND`: no name, not even an IP literal, resolves, so nothing that
 *   slips past the other layers connects anywhere (and no DNS query leaves either);
 * - `--no-proxy-server`: a proxy from the environment would resolve names for Chromium;
 * - `--blink-settings=dnsPrefetchingEnabled=false`: no DNS prefetch.
 * `--dns-prefetch-disable` no longer exists in Chromium 156 (its binary does not know the switch).
 * Network prediction (preconnects) has no switch: it is the profile's preference, see `PREFERENCES`.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND',
  '--no-proxy-server',
  '--blink-settings=dnsPrefetchingEnabled=false',
];

/** `net.network_prediction_options: 2` is "never": no preconnect for links, hints or navigations. */
const PREFERENCES = { net: { network_prediction_options: 2 } };

/**
 * Every URL with a host, refused by the page's network agent (Network.setBlockedURLs): a
 * `<link rel=prefetch>` is fetched past the request interception, not past this list. `data:` URLs
 * are not network requests and stay allowed. A Chromium that refuses the list fails the launch: the
 * renderer is then unavailable rather than open.
 */
const BLOCKED_URLS = [{ urlPattern: '*://*:*/*', block: true }];

/** A fresh profile holding only `PREFERENCES`; removed when its browser has exited. */
async function createProfile(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'conform-renderer-'));
  await mkdir(join(dir, 'Default'));
  await writeFile(join(dir, 'Default', 'Preferences'), JSON.stringify(PREFERENCES));
  return dir;
}

const removeProfile = (dir: string) =>
  rm(dir, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);

/** Once Chromium has exited (closed, crashed or killed), its profile goes: nothing writes to it any more. */
function removeProfileAfter(b: Browser, dir: string): void {
  const child = b.process();
  if (!child) b.once('disconnected', () => void removeProfile(dir));
  else if (child.exitCode !== null || child.signalCode !== null) void removeProfile(dir);
  else child.once('exit', () => void removeProfile(dir));
}

export const INSTALL_HINT = 'apt-get install chromium fonts-liberation2';

/** Chromium's PDFs list one `/Type /Page` object per page (and `/Type /Pages` for the tree). */
export function countPdfPages(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page\b/g)?.length ?? 0
  );
}

/**
 * How long a page freed while an edit prints waits for the edit's next render before a background one
 * takes it (see `handOut`). About the time a documents process takes to prepare its next document.
 */
export const INTERACTIVE_GRACE_MS = 150;

interface Waiter {
  resolve: (page: Page) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One warm Chromium per process and a pool of reused pages (measured when the design was written: a browser per document
 * renders ~1.4 PDFs/s, a warm pool ~18/s on two cores). Pages run with JavaScript off and every
 * request that is not a `data:` URL aborted, and what goes around that interception is switched off
 * (`CHROMIUM_ARGS`, `PREFERENCES`, `BLOCKED_URLS`), so a document can neither run code nor reach the
 * network.
 * A crashed or disconnected browser is relaunched; renders in flight at that moment fail and the
 * caller retries.
 */
export function createBrowserPool(options: {
  executablePath: string;
  size: number;
  timeoutMs: number;
  logger: Logger;
}): BrowserPool {
  const { logger } = options;
  let state: BrowserState = 'stopped';
  let browser: Browser | undefined;
  /** Bumped on every (re)launch: pages of an older browser are never handed out again. */
  let generation = 0;
  let idle: Page[] = [];
  const broken = new WeakSet<Page>();
  // Renders waiting for a page, oldest first, by priority: a wave's renders queued here from several
  // documents processes never make an edit's render wait behind them.
  const waiters: Record<TRenderPriority, Waiter[]> = { interactive: [], background: [] };
  /** Idle pages kept for an interactive render for a moment (`handOut`): background renders wait. */
  const held = new Set<Page>();
  /** Interactive renders holding a page now, and when one last started or ended. */
  let interactiveInFlight = 0;
  let interactiveAt = 0;
  const interactiveActive = () =>
    interactiveInFlight > 0 || performance.now() - interactiveAt < INTERACTIVE_GRACE_MS;
  let stopping = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  /** Renders holding a page now, and renders finished since start (the metrics). */
  let inFlight = 0;
  const finished = { done: 0, failed: 0 };

  async function preparePage(b: Browser): Promise<Page> {
    const page = await b.newPage();
    await page.setJavaScriptEnabled(false);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urlPatterns: BLOCKED_URLS });
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      let answer: Promise<void>;
      if (request.url().startsWith('data:')) answer = request.continue();
      // A navigation answered "204 No Content" leaves the document where it is; an aborted one would
      // replace it with Chromium's error page (a meta refresh or a frame pointing outside).
      else if (request.isNavigationRequest()) answer = request.respond({ status: 204, body: '' });
      else answer = request.abort('blockedbyclient');
      answer.catch(() => undefined);
    });
    page.on('error', (err) => {
      broken.add(page);
      logger.warn({ err }, 'renderer page crashed; it will be replaced');
    });
    return page;
  }

  function handOut(page: Page): void {
    // An edit's renders arrive one after another: its documents process prepares the next document
    // once a PDF is back, while a wave's renders are already prepared and waiting here. Handed the
    // freed page at once, a background render would print between every two of the edit's and the
    // edit would take about twice as long (measured by the wave bench). While interactive renders
    // print or ended a moment ago, a freed page is held for INTERACTIVE_GRACE_MS first, once.
    if (waiters.interactive.length === 0 && waiters.background.length > 0 && interactiveActive()) {
      idle.push(page);
      held.add(page);
      setTimeout(() => {
        if (!held.delete(page)) return;
        const at = idle.indexOf(page);
        if (at < 0) return;
        idle.splice(at, 1);
        give(page);
      }, INTERACTIVE_GRACE_MS).unref();
      return;
    }
    give(page);
  }

  function give(page: Page): void {
    const waiter = waiters.interactive.shift() ?? waiters.background.shift();
    if (waiter) {
      clearTimeout(waiter.timer);
      waiter.resolve(page);
    } else {
      idle.push(page);
    }
  }

  function failWaiters(err: Error): void {
    for (const waiter of [...waiters.interactive.splice(0), ...waiters.background.splice(0)]) {
      clearTimeout(waiter.timer);
      waiter.reject(err);
    }
  }

  async function launch(): Promise<void> {
    const mine = ++generation;
    let profile: string | undefined;
    try {
      profile = await createProfile();
      const b = await puppeteer.launch({
        executablePath: options.executablePath,
        headless: true,
        // A copy: puppeteer takes some switches out of the array it is given.
        args: [...CHROMIUM_ARGS],
        userDataDir: profile,
        // Talk over a pipe, not a port: when this process dies, even by SIGKILL, the pipe closes and
        // Chromium exits with it instead of living on as an orphan.
        pipe: true,
        // Puppeteer's own handlers kill Chromium the moment a signal arrives, failing the renders in
        // flight that a SIGTERM must let finish: the service stops the browser itself, after them.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
      removeProfileAfter(b, profile);
      profile = undefined;
      if (stopping || mine !== generation) {
        await b.close().catch(() => undefined);
        return;
      }
      browser = b;
      b.on('disconnected', () => onDisconnected(b));
      const pages = await Promise.all(Array.from({ length: options.size }, () => preparePage(b)));
      if (mine !== generation) return;
      idle = [];
      state = 'ready';
      failures = 0;
      for (const page of pages) handOut(page);
      logger.info({ pages: options.size, pid: b.process()?.pid }, 'renderer browser ready');
    } catch (err) {
      if (profile) void removeProfile(profile);
      if (stopping) return;
      failures++;
      state = 'unavailable';
      failWaiters(new AppError('unavailable', 'The document renderer is not available right now.'));
      const delay = Math.min(30_000, 500 * 2 ** failures);
      logger.error(
        { err, retryInMs: delay },
        `renderer browser failed to start (is Chromium installed? ${INSTALL_HINT})`,
      );
      retryTimer = setTimeout(() => void launch(), delay);
    }
  }

  function onDisconnected(b: Browser): void {
    if (stopping || b !== browser) return;
    logger.warn('renderer browser disconnected or crashed; restarting it');
    browser = undefined;
    idle = [];
    state = 'restarting';
    void launch();
  }

  async function replacePage(page: Page, pageGeneration: number): Promise<void> {
    await page.close().catch(() => undefined);
    const b = browser;
    if (!b || pageGeneration !== generation || stopping) return;
    try {
      handOut(await preparePage(b));
    } catch (err) {
      logger.warn({ err }, 'could not replace a renderer page');
    }
  }

  function acquire(priority: TRenderPriority): Promise<{ page: Page; pageGeneration: number }> {
    if (state === 'unavailable' || state === 'stopped') {
      return Promise.reject(new AppError('unavailable', 'The document renderer is not available right now.'));
    }
    const pageGeneration = generation;
    // A page held for an interactive render is not a background render's.
    const at = priority === 'interactive' ? idle.length - 1 : idle.findLastIndex((p) => !held.has(p));
    if (at >= 0) {
      const [page] = idle.splice(at, 1);
      held.delete(page!);
      return Promise.resolve({ page: page!, pageGeneration });
    }
    const queue = waiters[priority];
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve: (p) => resolve({ page: p, pageGeneration: generation }),
        reject,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(new AppError('unavailable', 'The document renderer is busy. Please try again.'));
        }, options.timeoutMs),
      };
      queue.push(waiter);
    });
  }

  return {
    async start() {
      stopping = false;
      if (!existsSync(options.executablePath)) {
        state = 'unavailable';
        logger.error(
          `Chromium was not found at ${options.executablePath}: PDF rendering is off. Install it with \`${INSTALL_HINT}\`.`,
        );
        return;
      }
      state = 'starting';
      await launch();
    },

    async stop() {
      stopping = true;
      state = 'stopped';
      clearTimeout(retryTimer);
      failWaiters(new AppError('unavailable', 'The document renderer is stopping.'));
      const b = browser;
      browser = undefined;
      idle = [];
      await b?.close().catch(() => undefined);
    },

    state: () => state,

    load: () => ({
      pages: state === 'ready' ? options.size : 0,
      inFlight,
      waiting: { interactive: waiters.interactive.length, background: waiters.background.length },
      ...finished,
    }),

    async renderPdf(html, renderOptions = {}) {
      let acquired: { page: Page; pageGeneration: number };
      try {
        acquired = await acquire(renderOptions.priority ?? 'interactive');
      } catch (err) {
        finished.failed++;
        throw err;
      }
      const { page, pageGeneration } = acquired;
      const interactive = (renderOptions.priority ?? 'interactive') === 'interactive';
      let healthy = false;
      inFlight++;
      if (interactive) {
        interactiveInFlight++;
        interactiveAt = performance.now();
      }
      try {
        await page.setContent(html, { waitUntil: 'load', timeout: options.timeoutMs });
        const pdf = await page.pdf({
          format: 'A4',
          printBackground: true,
          // The document's @page rules (size, margins) win over the defaults.
          preferCSSPageSize: true,
          timeout: options.timeoutMs,
        });
        healthy = true;
        return { pdf: Buffer.from(pdf), pages: countPdfPages(pdf) };
      } catch (err) {
        if (pageGeneration !== generation || !browser?.connected) {
          throw new AppError('unavailable', 'The document renderer restarted. Please try again.');
        }
        throw err;
      } finally {
        inFlight--;
        if (interactive) {
          interactiveInFlight--;
          interactiveAt = performance.now();
        }
        finished[healthy ? 'done' : 'failed']++;
        if (healthy && !broken.has(page) && pageGeneration === generation && !page.isClosed()) handOut(page);
        // A page that failed may be half-navigated: a fresh one is cheaper than finding out.
        else void replacePage(page, pageGeneration);
      }
    },
  };
}
