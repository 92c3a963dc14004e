/**
 * Live status streams (server-sent events fed by NOTIFY), on the backend the run uses.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Db } from '../src/db.ts';
import { createLogger } from '../src/logger.ts';
import { createNotificationHub, SSE_RETRY_MS, streamState, type NotificationHub } from '../src/sse.ts';
import { openTestDb } from '../src/testing.ts';

const silent = createLogger({ name: 'test', level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let db: Db;
let hub: NotificationHub;
beforeAll(async () => {
  db = await openTestDb();
  hub = createNotificationHub(db, 'sse_test');
});
afterAll(async () => {
  await hub.close();
  await db.close();
});

it('answers a burst of notifications with a few reads, not one each, and always sends the last state', async () => {
  let state = 0;
  let reads = 0;
  const app = express();
  app.get('/status', (req, res) =>
    streamState(req, res, {
      hub,
      key: 'burst',
      // A read slower than the notifications' pace, as a page listing 30 documents is.
      read: async () => {
        reads++;
        const seen = state;
        await sleep(40);
        return { state: seen };
      },
      logger: silent,
      event: 'status',
    }),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const stop = new AbortController();
  try {
    const stream = await fetch(`http://127.0.0.1:${port}/status`, { signal: stop.signal });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('"state":0')) text += (await reader.read()).value ?? '';
    expect(text).toContain(`retry: ${SSE_RETRY_MS}\n`);
    await sleep(100); // the subscription's own first read is done

    const readsBefore = reads;
    for (let i = 1; i <= 30; i++) {
      state = i;
      await db.notify('sse_test', 'burst');
    }
    while (!text.includes('"state":30')) text += (await reader.read()).value ?? '';
    await sleep(200);
    // Thirty notifications, a handful of reads: one running, at most one more after it, in turn.
    expect(reads - readsBefore).toBeGreaterThanOrEqual(1);
    expect(reads - readsBefore).toBeLessThanOrEqual(4);
    // The states are sent in order, the last one included, none twice.
    const sent = [...text.matchAll(/"state":(\d+)/g)].map((m) => Number(m[1]));
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent.at(-1)).toBe(30);
  } finally {
    stop.abort();
    await new Promise((resolve) => server.close(resolve));
  }
});
