import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createLogger, errorMiddleware } from '@conform/server-kit';
import express from 'express';
import request from 'supertest';
import { ZGatewayConfigSchema } from '../src/config.ts';
import { remotesJson, staticRouter } from '../src/static.ts';

const SCRIPT = `export const text = ${JSON.stringify('conformitate '.repeat(400))};\n`;
const NAME = 'main.0123456789.js';
const PAGE = '<!doctype html><div id="root"></div>';

function app() {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  const dist = join(root, 'mf-documents', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, NAME), SCRIPT);
  writeFileSync(join(dist, `${NAME}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, `${NAME}.gz`), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'plain.0123456789.js'), SCRIPT);
  // Beside the build, not in it: what a path climbing out of the build would reach.
  writeFileSync(join(root, 'secret.txt.br'), brotliCompressSync('not for the web'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), PAGE);
  const server = express();
  server.use(staticRouter({ root, remotes: remotesJson({}, {}) }));
  // As the gateway mounts it: its error handler after the static files.
  server.use(errorMiddleware(createLogger({ name: 'static-test', level: 'silent' })));
  return server;
}

const text = (res: request.Response) => Buffer.from(res.body as Buffer).toString('utf8');
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('front-end builds', () => {
  const server = app();
  const url = `/platform/mf/documents/${NAME}`;

  it('are sent precompressed with brotli to a browser that takes it, typed and cached as the file', async () => {
    const res = await request(server).get(url).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    // supertest decodes brotli and gzip: the browser gets the file itself.
    expect(res.text).toBe(SCRIPT);
  });

  it('fall back to gzip, then to the file as it is', async () => {
    const gz = await request(server).get(url).set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(SCRIPT);
    const plain = await request(server)
      .get(url)
      .set('Accept-Encoding', 'identity')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(text(plain)).toBe(SCRIPT);
    // A file built without its compressed copies is served as it is.
    const uncompressed = await request(server)
      .get('/platform/mf/documents/plain.0123456789.js')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
  });

  it('never leave the build folder', async () => {
    const res = await request(server)
      .get('/platform/mf/documents/..%2f..%2fsecret.txt')
      .set('Accept-Encoding', 'br');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('not for the web');
  });
});

describe('byte ranges', () => {
  const server = app();

  it('are served from the shell page and the builds, and one past the end is 416 with the size', async () => {
    const part = await request(server).get('/platform/').set('Range', 'bytes=0-8').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-8/${PAGE.length}`);
    expect(part.text).toBe(PAGE.slice(0, 9));
    for (const [path, size] of [
      ['/platform/companies', PAGE.length],
      [`/platform/mf/documents/${NAME}`, Buffer.byteLength(SCRIPT)],
    ] as const) {
      const past = await request(server)
        .get(path)
        .set('Accept-Encoding', 'identity')
        .set('Range', `bytes=${size}-`)
        .expect(416);
      expect(past.headers['content-range']).toBe(`bytes */${size}`);
      expect(past.text).toBe('');
    }
    // The brotli copy's own size: the representation the range was asked of.
    const br = await request(server)
      .get(`/platform/mf/documents/${NAME}`)
      .set('Accept-Encoding', 'br')
      .set('Range', 'bytes=99999-')
      .expect(416);
    expect(br.headers['content-range']).toBe(`bytes */${brotliCompressSync(SCRIPT).length}`);
  });
});

describe('remotes.json', () => {
  it("names each remote's remoteEntry.js, by default under /platform/mf", () => {
    const remotes = remotesJson(
      { checkout: 'https://cdn.example.ro/checkout/2026-11-26/remoteEntry.js' },
      {},
    );
    expect(remotes.documents.entry).toBe('/platform/mf/documents/remoteEntry.js');
    expect(remotes.checkout.entry).toBe('https://cdn.example.ro/checkout/2026-11-26/remoteEntry.js');
  });

  it('refuses at start a REMOTE_URL that is not a remoteEntry.js (the runtime loads no manifests)', () => {
    const parsed = ZGatewayConfigSchema.safeParse({
      REMOTE_URL_CHECKOUT: 'https://cdn.example.ro/checkout/mf-manifest.json',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['REMOTE_URL_CHECKOUT', "the URL of the remote's remoteEntry.js"],
    ]);
    expect(
      ZGatewayConfigSchema.safeParse({ REMOTE_URL_CHECKOUT: 'http://localhost:3004/remoteEntry.js' }).success,
    ).toBe(true);
  });
});
