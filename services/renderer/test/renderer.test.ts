import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { createLogger, formatMetrics } from '@conform/server-kit';
import { poolMetrics, rendererService } from '../src/app.ts';
import { createBrowserPool, INTERACTIVE_GRACE_MS } from '../src/browser/pool.ts';
import { withTitle } from '../src/renders/domain.ts';
import type { TRendererConfig } from '../src/config.ts';

const TOKEN = 'test-internal-token-0123456789abcdef';
const SLOW = 60_000;

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'renderer-test-'));
  writeFileSync(join(dir, 'doc.pdf'), pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'doc.pdf'), '-'], { encoding: 'utf8' });
}

/** supertest buffers binary answers only when told to. */
function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

function renderPdf(svc: TestService<TRendererConfig>, html: string, title?: string) {
  return request(svc.app)
    .post('/platform/api/renderer/pdf')
    .set('x-internal-token', TOKEN)
    .send({ html, title })
    .buffer(true)
    .parse(binary);
}

/**
 * A TCP listener on 127.0.0.1 recording every connection (its first line, or "connection" when
 * nothing is sent: a preconnect opens one and sends nothing).
 */
async function connectionCounter() {
  const connections: string[] = [];
  const listener: TcpServer = createTcpServer((socket) => {
    const index = connections.push('connection') - 1;
    socket.once('data', (data) => {
      connections[index] = data.toString('latin1').split('\r\n')[0] ?? 'connection';
    });
    socket.on('error', () => undefined);
    setTimeout(() => socket.destroy(), 100);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    connections,
    close: () => new Promise((resolve) => listener.close(resolve)),
  };
}

/** Chromium processes started by this process, with the profile each runs on. */
function chromiumChildren(): Array<{ pid: number; profile: string | undefined }> {
  return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\d+\s+\S*chrom/.test(line))
    .map((line) => ({
      pid: Number(line.split(/\s+/)[0]),
      profile: /--user-data-dir=(\S+)/.exec(line)?.[1],
    }));
}

const page = (body: string) =>
  `<!doctype html><html lang="ro"><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 20mm; }
    body { font-family: 'Liberation Serif', serif; }
  </style></head><body>${body}</body></html>`;

let svc: TestService<TRendererConfig>;
beforeAll(async () => {
  svc = await startTestService(rendererService, {
    env: { INTERNAL_TOKEN: TOKEN, RENDER_POOL_SIZE: '3' },
  });
}, SLOW);
afterAll(() => svc.close());

describe('renderer', () => {
  it(
    'renders an A4 PDF whose text keeps Romanian diacritics',
    async () => {
      const res = await renderPdf(
        svc,
        page(
          '<h1>Fișă de identificare</h1><p>Societatea își prelucrează datele în România: ș ț ă î â Ș Ț Ă Î Â.</p>',
        ),
        'Fișă de identificare',
      ).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain('Fișă de identificare');
      expect(text).toContain('ș ț ă î â Ș Ț Ă Î Â');
      expect(text).not.toMatch(/[\u015F\u0163\u015E\u0162]/); // no cedilla s/t
      expect(res.headers['x-render-pages']).toBe('1');
      expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Fi%C8%99%C4%83");
    },
    SLOW,
  );

  it(
    'honours print CSS: a forced page break makes a second page',
    async () => {
      const res = await renderPdf(
        svc,
        page('<p>Prima pagină</p><p style="break-before: page">A doua pagină</p>'),
      ).expect(200);
      expect(res.headers['x-render-pages']).toBe('2');
      const info = execFileSync('pdfinfo', ['-'], { input: res.body as Buffer, encoding: 'utf8' });
      expect(info).toMatch(/Pages:\s+2/);
      expect(info).toMatch(/Page size:.*\(A4\)/);
    },
    SLOW,
  );

  it(
    'does not run JavaScript in the document',
    async () => {
      const res = await renderPdf(
        svc,
        page(
          `<p id="target">STATIC TEXT</p>
           <script>document.getElementById('target').textContent = 'SCRIPT RAN';</script>
           <img src="x" onerror="document.body.innerHTML = 'HANDLER RAN'">`,
        ),
      ).expect(200);
      const text = pdfText(res.body as Buffer);
      expect(text).toContain('STATIC TEXT');
      expect(text).not.toContain('SCRIPT RAN');
      expect(text).not.toContain('HANDLER RAN');
    },
    SLOW,
  );

  it(
    'reaches no network, whatever a document asks for: every way of loading, hinting or navigating is refused',
    async () => {
      // A TCP listener, not an HTTP server: a preconnect opens a connection and sends nothing.
      const { base, connections, close } = await connectionCounter();
      // No Content-Security-Policy here: what is refused is refused by the renderer itself.
      const vectors: Record<string, string> = {
        prefetch: `<link rel=prefetch href=${base}/prefetch>`,
        preconnect: `<link rel=preconnect href=${base}/preconnect>`,
        'dns-prefetch': `<link rel=dns-prefetch href=${base}/dns-prefetch>`,
        preload: `<link rel=preload href=${base}/preload as=style>`,
        modulepreload: `<link rel=modulepreload href=${base}/modulepreload>`,
        stylesheet: `<link rel=stylesheet href=${base}/stylesheet>`,
        img: `<img src=${base}/img alt="">`,
        iframe: `<iframe src=${base}/iframe></iframe>`,
        'css url()': `<style>p { background: url(${base}/css-url) }</style>`,
        '@import': `<style>@import url(${base}/import);</style>`,
        '@font-face': `<style>@font-face { font-family: X; src: url(${base}/font) } p { font-family: X }</style>`,
        'meta refresh': `<meta http-equiv="refresh" content="0; url=${base}/refresh">`,
        'svg image': `<svg><image href="${base}/svg-image" width="9" height="9"/></svg>`,
        'svg foreignObject': `<svg><foreignObject width="90" height="90"><img src="${base}/svg-fo"></foreignObject></svg>`,
        object: `<object data=${base}/object></object>`,
        embed: `<embed src=${base}/embed>`,
        'base href': `<base href=${base}/base/><img src=relative alt="">`,
        'style attribute': `<div style="background-image: url('${base}/style-attr')">x</div>`,
      };
      try {
        // The listener works: a bare connection and a request are both counted.
        await fetch(`${base}/control`).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(connections).toEqual(['GET /control HTTP/1.1']);
        connections.length = 0;

        const leaks: Record<string, string[]> = {};
        // One document per vector: a navigation or a failed load cannot hide another vector.
        for (const [name, vector] of Object.entries(vectors)) {
          const res = await renderPdf(
            svc,
            `<!doctype html><html><head><meta charset="utf-8"></head><body><p>Vector ${name}</p>${vector}</body></html>`,
          ).expect(200);
          expect(pdfText(res.body as Buffer)).toContain(`Vector ${name}`);
          await new Promise((resolve) => setTimeout(resolve, 150));
          if (connections.length > 0) leaks[name] = connections.splice(0);
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
        if (connections.length > 0) leaks['(late)'] = connections.splice(0);
        expect(leaks).toEqual({});
      } finally {
        await close();
      }
    },
    SLOW,
  );

  it('refuses callers without the internal token (401) or with a wrong one (403)', async () => {
    const missing = await request(svc.app)
      .post('/platform/api/renderer/pdf')
      .send({ html: '<p>x</p>' })
      .expect(401);
    expect(missing.body.code).toBe('unauthenticated');
    const wrong = await request(svc.app)
      .post('/platform/api/renderer/pdf')
      .set('x-internal-token', `${TOKEN}x`)
      .send({ html: '<p>x</p>' })
      .expect(403);
    expect(wrong.body.code).toBe('forbidden');
    await request(svc.app).get('/platform/api/renderer/renders').expect(401);
  });

  it('answers bad input with 400, never 500', async () => {
    const res = await request(svc.app)
      .post('/platform/api/renderer/pdf')
      .set('x-internal-token', TOKEN)
      .send({ html: '' })
      .expect(400);
    expect(res.body.code).toBe('validation');
    await request(svc.app)
      .get('/platform/api/renderer/renders?limit=0')
      .set('x-internal-token', TOKEN)
      .expect(400);
    const priority = await request(svc.app)
      .post('/platform/api/renderer/pdf')
      .set('x-internal-token', TOKEN)
      .set('x-render-priority', 'urgent')
      .send({ html: '<p>x</p>' })
      .expect(400);
    expect(priority.body.message).toContain('x-render-priority');
  });

  it(
    'prints a render that says it is background, like any other',
    async () => {
      const res = await request(svc.app)
        .post('/platform/api/renderer/pdf')
        .set('x-internal-token', TOKEN)
        .set('x-render-priority', 'background')
        .send({ html: page('<p>Val de actualizări</p>') })
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(pdfText(res.body as Buffer)).toContain('Val de actualizări');
    },
    SLOW,
  );

  it(
    'renders 20 documents in parallel on the pool, and logs every render',
    async () => {
      const before = await request(svc.app)
        .get('/platform/api/renderer/renders?limit=500')
        .set('x-internal-token', TOKEN)
        .expect(200);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => renderPdf(svc, page(`<p>Documentul numărul ${i}</p>`))),
      );
      for (const [i, res] of results.entries()) {
        expect(res.status).toBe(200);
        expect(pdfText(res.body as Buffer)).toContain(`Documentul numărul ${i}`);
      }
      const after = await request(svc.app)
        .get('/platform/api/renderer/renders?limit=500')
        .set('x-internal-token', TOKEN)
        .expect(200);
      expect(after.body.renders.length - before.body.renders.length).toBe(20);
      const latest = await request(svc.app)
        .get('/platform/api/renderer/renders?limit=2')
        .set('x-internal-token', TOKEN)
        .expect(200);
      expect(latest.body.renders).toHaveLength(2);
      expect(latest.body.renders[0]).toEqual({
        id: expect.any(String),
        kind: 'pdf',
        bytes: expect.any(Number),
        pages: 1,
        durationMs: expect.any(Number),
        createdAt: expect.any(String),
      });
    },
    SLOW,
  );

  it(
    'restarts the browser after it crashes',
    async () => {
      const browserPid = (): string | undefined => {
        const pid = chromiumChildren()[0]?.pid;
        return pid === undefined ? undefined : String(pid);
      };
      const crashedProfile = chromiumChildren()[0]?.profile;
      expect(crashedProfile).toBeDefined();
      const crashed = browserPid();
      expect(crashed).toBeDefined();
      process.kill(Number(crashed), 'SIGKILL');

      let health = { browser: '' };
      let relaunched: string | undefined;
      for (let i = 0; i < 100 && (health.browser !== 'ready' || !relaunched); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const pid = browserPid();
        relaunched = pid && pid !== crashed ? pid : undefined;
        health = (await request(svc.app).get('/platform/api/renderer/health')).body;
      }
      expect(relaunched).toBeDefined();
      expect(health).toEqual({ status: 'ok', db: 'ok', browser: 'ready', poolSize: 3 });
      const res = await renderPdf(svc, page('<p>După repornire</p>')).expect(200);
      expect(pdfText(res.body as Buffer)).toContain('După repornire');

      // The new browser is as closed as the first, and the killed one's profile is gone.
      const { base, connections, close } = await connectionCounter();
      try {
        await renderPdf(
          svc,
          page(`<link rel=prefetch href=${base}/prefetch><link rel=preconnect href=${base}/preconnect>
            <iframe src=${base}/iframe></iframe><p>Tot închis</p>`),
        ).expect(200);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(connections).toEqual([]);
      } finally {
        await close();
      }
      expect(existsSync(crashedProfile!)).toBe(false);
    },
    SLOW,
  );
});

describe('the title of a PDF', () => {
  it('is added at the end of <head>, so a Content-Security-Policy the document put first stays first', () => {
    const csp = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'">`;
    expect(
      withTitle(`<html><head>${csp}<meta charset="utf-8"></head><body></body></html>`, 'Fișă & <b>'),
    ).toBe(
      `<html><head>${csp}<meta charset="utf-8"><title>Fișă &#38; &#60;b&#62;</title></head><body></body></html>`,
    );
    // A document with a title of its own keeps it.
    expect(withTitle('<html><head><title>T</title></head></html>', 'Other')).toBe(
      '<html><head><title>T</title></head></html>',
    );
  });
});

/** A pool of one page of the test's Chromium: renders wait for it, in the order the pool gives it. */
const onePagePool = () =>
  createBrowserPool({
    executablePath: svc.config.CHROMIUM_PATH,
    size: 1,
    timeoutMs: 30_000,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });

describe('the browser pool', () => {
  it(
    'runs each browser on a profile of its own with network prediction off, removed once the browser has exited',
    async () => {
      const others = new Set(chromiumChildren().map((child) => child.pid));
      const pool = onePagePool();
      await pool.start();
      let profile: string | undefined;
      try {
        const mine = chromiumChildren().filter((child) => !others.has(child.pid));
        expect(mine).toHaveLength(1);
        profile = mine[0]!.profile;
        expect(profile && existsSync(profile)).toBe(true);
        // "Never" (2): no preconnect for links, hints or navigations (the network test shows the effect).
        const preferences = JSON.parse(readFileSync(join(profile!, 'Default', 'Preferences'), 'utf8'));
        expect(preferences.net.network_prediction_options).toBe(2);
      } finally {
        await pool.stop();
      }
      for (let i = 0; i < 50 && existsSync(profile!); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(existsSync(profile!)).toBe(false);
    },
    SLOW,
  );
});

describe('the pool’s waiting renders, by priority', () => {
  it(
    'gives the next free page to an interactive render before the background ones waiting longer, each priority in arrival order',
    async () => {
      const pool = onePagePool();
      await pool.start();
      try {
        const printed: string[] = [];
        const render = (name: string, priority?: 'interactive' | 'background') =>
          pool
            .renderPdf(`<html><body><p>${name}</p></body></html>`, priority ? { priority } : {})
            .then(() => printed.push(name));
        // A wave's renders: the first takes the page, the others wait for it.
        const renders = [
          render('wave-1', 'background'),
          render('wave-2', 'background'),
          render('wave-3', 'background'),
        ];
        expect(pool.load().waiting).toEqual({ interactive: 0, background: 2 });
        // An edit's renders arrive (no priority said: interactive).
        renders.push(render('edit-1'), render('edit-2', 'interactive'));
        await Promise.all(renders);
        expect(printed).toEqual(['wave-1', 'edit-1', 'edit-2', 'wave-2', 'wave-3']);
      } finally {
        await pool.stop();
      }
    },
    SLOW,
  );

  it(
    'keeps a page an edit just freed for the edit’s next render, prepared a moment later, not for a wave’s render already waiting',
    async () => {
      const pool = onePagePool();
      await pool.start();
      try {
        const printed: string[] = [];
        const render = (name: string, priority: 'interactive' | 'background') =>
          pool
            .renderPdf(`<html><body><p>${name}</p></body></html>`, { priority })
            .then(() => printed.push(name));
        // An edit's document prints while a wave's render waits; the edit's next document comes as
        // its documents process has prepared it, a little after the first PDF is back.
        const edit = render('edit-1', 'interactive').then(async () => {
          await new Promise((r) => setTimeout(r, INTERACTIVE_GRACE_MS / 3));
          await render('edit-2', 'interactive');
        });
        const wave = render('wave-1', 'background');
        await Promise.all([edit, wave]);
        expect(printed).toEqual(['edit-1', 'edit-2', 'wave-1']);
      } finally {
        await pool.stop();
      }
    },
    SLOW,
  );
});

describe('the renderer’s load, as its metrics listener says it', () => {
  it(
    'counts the renders in flight, those waiting for a page, and those done',
    async () => {
      const pool = onePagePool();
      await pool.start();
      try {
        const idle = { interactive: 0, background: 0 };
        expect(pool.load()).toEqual({ pages: 1, inFlight: 0, waiting: idle, done: 0, failed: 0 });
        const html = '<html><body><p>Pagina</p></body></html>';
        const renders = [
          pool.renderPdf(html),
          pool.renderPdf(html),
          pool.renderPdf(html, { priority: 'background' }),
        ];
        // One page: the first prints, the others wait for it.
        const waiting = pool.load();
        expect(waiting.waiting).toEqual({ interactive: 1, background: 1 });
        const waitingText = formatMetrics(poolMetrics(waiting));
        expect(waitingText).toContain('conform_renderer_waiting{priority="interactive"} 1\n');
        expect(waitingText).toContain('conform_renderer_waiting{priority="background"} 1\n');
        await Promise.all(renders);
        const load = pool.load();
        expect(load).toEqual({ pages: 1, inFlight: 0, waiting: idle, done: 3, failed: 0 });
        const text = formatMetrics(poolMetrics(load));
        expect(text).toContain('conform_renderer_pages 1\n');
        expect(text).toContain('conform_renderer_renders_total{outcome="done"} 3\n');
        expect(text).toContain('# TYPE conform_renderer_renders_total counter\n');
      } finally {
        await pool.stop();
      }
      // Stopped: no page to print on.
      expect(pool.load().pages).toBe(0);
    },
    SLOW,
  );
});

describe('renderer without Chromium', () => {
  it(
    'starts, reports the browser unavailable and answers renders with 503',
    async () => {
      const lone = await startTestService(rendererService, {
        env: { INTERNAL_TOKEN: TOKEN, CHROMIUM_PATH: '/nonexistent/chromium' },
      });
      try {
        const health = await request(lone.app).get('/platform/api/renderer/health').expect(503);
        expect(health.body).toEqual({ status: 'error', db: 'ok', browser: 'unavailable' });
        const res = await renderPdf(lone, '<p>x</p>').expect(503);
        expect(JSON.parse((res.body as Buffer).toString('utf8'))).toMatchObject({ code: 'unavailable' });
      } finally {
        await lone.close();
      }
    },
    SLOW,
  );

  it(
    'hands a PDF over even when its render cannot be logged (the database is down)',
    async () => {
      // The log's table out of reach: its insert fails as it does while PostgreSQL is stopped.
      await svc.db.exec('ALTER TABLE renderer.renders RENAME TO renders_away');
      try {
        const res = await renderPdf(svc, page('<p>Fără jurnal</p>'));
        expect(res.status).toBe(200);
        expect(pdfText(res.body as Buffer)).toContain('Fără jurnal');
      } finally {
        await svc.db.exec('ALTER TABLE renderer.renders_away RENAME TO renders');
      }
    },
    SLOW,
  );

  it(
    'leaves signals to the service: a SIGTERM does not kill Chromium under the renders in flight',
    async () => {
      const before = process.listenerCount('SIGTERM') + process.listenerCount('SIGINT');
      const pool = onePagePool();
      await pool.start();
      try {
        expect(pool.state()).toBe('ready');
        // Puppeteer's defaults add handlers that close the browser at once.
        expect(process.listenerCount('SIGTERM') + process.listenerCount('SIGINT')).toBe(before);
      } finally {
        await pool.stop();
      }
    },
    SLOW,
  );
});
