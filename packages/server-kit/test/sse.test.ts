/**
 * Live status streams (server-sent events fed by NOTIFY), on the backend the run uses.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Db } from '../src/db.ts';
import { createLogger } from '../src/logger.ts';
import {
  createNotificationHub,
  progressAbout,
  PROGRESS_INTERVAL_MS,
  SSE_RETRY_MS,
  streamState,
  type NotificationHub,
} from '../src/sse.ts';
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

/**
 * Serves `streamState` for `key` over HTTP and opens it as a browser would: `until` reads the stream
 * until a fragment has arrived (and says when), `text` is all that came, `close` ends both.
 */
async function openStream(key: string, read: () => Promise<{ state: number }>) {
  const app = express();
  app.get('/status', (req, res) =>
    streamState(req, res, { hub, key, read, logger: silent, event: 'status' }),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const stop = new AbortController();
  const stream = await fetch(`http://127.0.0.1:${port}/status`, { signal: stop.signal });
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  return {
    text: () => text,
    async until(fragment: string) {
      while (!text.includes(fragment)) text += (await reader.read()).value ?? '';
      return performance.now();
    },
    async close() {
      stop.abort();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

it('answers a burst of notifications with a few reads, not one each, and always sends the last state', async () => {
  let state = 0;
  let reads = 0;
  // A read slower than the notifications' pace, as a page listing 30 documents is.
  const stream = await openStream('burst', async () => {
    reads++;
    const seen = state;
    await sleep(40);
    return { state: seen };
  });
  try {
    await stream.until('"state":0');
    expect(stream.text()).toContain(`retry: ${SSE_RETRY_MS}\n`);
    await sleep(100); // the subscription's own first read is done

    const readsBefore = reads;
    for (let i = 1; i <= 30; i++) {
      state = i;
      await db.notify('sse_test', 'burst');
    }
    await stream.until('"state":30');
    await sleep(200);
    // Thirty notifications, a handful of reads: one running, at most one more after it, in turn.
    expect(reads - readsBefore).toBeGreaterThanOrEqual(1);
    expect(reads - readsBefore).toBeLessThanOrEqual(4);
    // The states are sent in order, the last one included, none twice.
    const sent = [...stream.text().matchAll(/"state":(\d+)/g)].map((m) => Number(m[1]));
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent.at(-1)).toBe(30);
  } finally {
    await stream.close();
  }
});

it('answers progress at most once per interval, the last one included, and a settled state at once', async () => {
  let state = 0;
  const readAt: number[] = [];
  const stream = await openStream('progress', () => {
    readAt.push(performance.now());
    return Promise.resolve({ state });
  });
  try {
    await stream.until('"state":0');
    await sleep(PROGRESS_INTERVAL_MS + 50); // the subscription's own first read is long done

    // Ten documents of a package ready, 10 ms apart, while others still render: the first is read
    // at once, the rest together at the end of the interval, and the last state is sent.
    const readsBefore = readAt.length;
    const started = performance.now();
    for (let i = 1; i <= 10; i++) {
      state = i;
      await db.notify('sse_test', progressAbout('progress'));
      await sleep(10);
    }
    await stream.until('"state":10');
    const progressReads = readAt.slice(readsBefore);
    expect(progressReads.length).toBeLessThanOrEqual(3);
    expect(progressReads[0]! - started).toBeLessThan(PROGRESS_INTERVAL_MS / 2);
    for (let i = 1; i < progressReads.length; i++)
      expect(progressReads[i]! - progressReads[i - 1]!).toBeGreaterThanOrEqual(PROGRESS_INTERVAL_MS - 5);

    // The last render done (a plain notification) right after a read: sent without waiting.
    await sleep(PROGRESS_INTERVAL_MS + 50);
    state = 11;
    await db.notify('sse_test', progressAbout('progress'));
    await stream.until('"state":11');
    state = 12;
    const settled = performance.now();
    await db.notify('sse_test', 'progress');
    expect((await stream.until('"state":12')) - settled).toBeLessThan(PROGRESS_INTERVAL_MS / 2);
  } finally {
    await stream.close();
  }
});
