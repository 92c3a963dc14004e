/**
 * Stopping a service (SIGTERM → closeServer): requests in flight finish, nothing new is accepted,
 * kept-alive connections and event streams do not hold the stop up, and the deadline cuts the rest.
 */
import { createServer, request as httpRequest, Agent, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import express from 'express';
import { createLogger } from '../src/logger.ts';
import { createNotificationHub, streamState } from '../src/sse.ts';
import { closeServer } from '../src/start.ts';
import { openTestDb } from '../src/testing.ts';

const silent = createLogger({ name: 'test', level: 'silent' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listen(
  handler: Parameters<typeof createServer>[1],
): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(
  port: number,
  path: string,
  agent: Agent,
): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ port, host: '127.0.0.1', path, agent }, (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });
}

describe('closeServer', () => {
  it('lets a slow request finish, refuses new connections, and does not wait for kept-alive ones', async () => {
    const { server, port } = await listen((req, res) => {
      if (req.url === '/slow') setTimeout(() => res.end('done'), 800);
      else res.end('quick');
    });
    const agent = new Agent({ keepAlive: true });
    try {
      // A kept-alive connection that is idle when the stop begins (nginx's upstream pool).
      expect((await get(port, '/quick', agent)).body).toBe('quick');
      const slow = get(port, '/slow', agent);
      await sleep(100);
      const started = Date.now();
      const closed = closeServer(server, AbortSignal.timeout(10_000));
      expect(await refused(port)).toBe(true);
      expect(await slow).toMatchObject({ status: 200, body: 'done' });
      await closed;
      // Node's keep-alive timeout is 5 s: the stop did not wait for the connection to time out.
      expect(Date.now() - started).toBeLessThan(2500);
    } finally {
      agent.destroy();
    }
  });

  it('ends event streams at once (browsers reconnect elsewhere)', async () => {
    const db = await openTestDb();
    const hub = createNotificationHub(db, 'start_test');
    const app = express();
    app.get('/status', (req, res) =>
      streamState(req, res, {
        hub,
        key: 'k',
        read: () => Promise.resolve({ ok: true }),
        logger: silent,
        event: 'status',
      }),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const stream = await fetch(`http://127.0.0.1:${port}/status`);
      const reader = stream.body!.getReader();
      await reader.read();
      const started = Date.now();
      await closeServer(server, AbortSignal.timeout(10_000));
      expect(Date.now() - started).toBeLessThan(2000);
      // The stream ended cleanly (not cut): the browser's EventSource reconnects after `retry`.
      for (;;) if ((await reader.read()).done) break;
    } finally {
      await hub.close();
      await db.close();
    }
  });

  it('cuts a request still running at the deadline', async () => {
    const { server, port } = await listen(() => {
      // Never answers.
    });
    const agent = new Agent();
    const hung = get(port, '/forever', agent).then(
      () => 'answered',
      () => 'cut',
    );
    await sleep(100);
    const started = Date.now();
    await closeServer(server, AbortSignal.timeout(300));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await hung).toBe('cut');
  });
});
