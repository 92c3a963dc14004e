/**
 * The event map read from a small repository written here: every way this code base publishes and
 * consumes an event, each where the real services do it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkEventMap, readEventMap, renderEventMap, type EventMap } from '../event-map.ts';

const EVENTS = `import { z } from 'zod';
export const PLATFORM_EVENTS = {
  /** a → b: an order is paid. */
  'order.paid': z.object({ orderId: z.string() }),
  /**
   * b → c, d: a company changed;
   * said on two lines | with a bar.
   */
  'company.changed': z.object({ companyId: z.string() }),
  /** b → d: a company was created. */
  'company.created': z.object({ companyId: z.string() }),
  /** c → d: a user registered. */
  'user.registered': z.object({ userId: z.string() }),
} as const;
`;

// a: publishEvent called with the event in place.
const A_REPOSITORY = `import { publishEvent } from '@conform/server-kit';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
export async function markPaid(tx: unknown, id: string) {
  await publishEvent(tx, PLATFORM_EVENTS, {
    source: 'a',
    type: 'order.paid',
    payload: { orderId: id },
  });
}
`;

// b: the domain returns its events, the repository publishes whatever it is given.
const B_DOMAIN = `export function changed(companyId: string) {
  return [
    { type: 'company.changed', payload: { companyId } },
    { type: 'company.created' as const, payload: { companyId } },
  ];
}
`;
const B_REPOSITORY = `import { publishEvent } from '@conform/server-kit';
export async function publishAll(tx: unknown, events: { type: string; payload: unknown }[]) {
  for (const event of events) await publishEvent(tx, {}, { source: 'b', type: event.type, payload: event.payload });
}
`;

// c: a wrapper of publishEvent, called with the type; consumer with its handlers written in place.
const C_EVENTS = `import { publishEvent } from '@conform/server-kit';
export function publishOwn(tx: unknown, type: string, payload: unknown) {
  return publishEvent(tx, {}, { source: 'c', type, payload });
}
`;
const C_DOMAIN = `import { publishOwn } from '../events.ts';
export async function register(tx: unknown) {
  await publishOwn(tx, 'user.registered', { userId: 'u' });
}
`;
const C_APP = `import { createEventConsumer } from '@conform/server-kit';
export const events = createEventConsumer({
  consumer: 'c',
  handlers: {
    'order.paid': async () => undefined,
    'company.changed': async () => undefined,
  },
});
`;

// d: handlers in a variable, some of them spread in from another module's object.
const D_MARKETING = `export function createMarketing() {
  const handlers = {
    'user.registered': async () => undefined,
    'company.created': async () => undefined,
  } satisfies Record<string, () => Promise<void>>;
  return { handlers };
}
`;
const D_APP = `import { createEventConsumer, type EventHandlers } from '@conform/server-kit';
import { createMarketing } from './marketing/domain.ts';
const marketing = process.env.X ? createMarketing() : undefined;
const handlers: EventHandlers<Record<string, unknown>> = {
  ...marketing?.handlers,
  'company.changed': async () => undefined,
};
export const events = createEventConsumer({ consumer: 'd', handlers });
`;

const FILES: Record<string, string> = {
  'packages/contracts/src/events.ts': EVENTS,
  'services/a/src/payments/repository.ts': A_REPOSITORY,
  'services/a/test/payments.test.ts': A_REPOSITORY.replace("'a'", "'test'"),
  'services/b/src/companies/domain.ts': B_DOMAIN,
  'services/b/src/companies/repository.ts': B_REPOSITORY,
  'services/c/src/events.ts': C_EVENTS,
  'services/c/src/links/domain.ts': C_DOMAIN,
  'services/c/src/app.ts': C_APP,
  'services/d/src/marketing/domain.ts': D_MARKETING,
  'services/d/src/app.ts': D_APP,
};

let root: string;

function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'event-map-'));
  write(FILES);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const at = (map: EventMap, type: string, side: 'producers' | 'consumers'): string[] =>
  (map.events.find((e) => e.type === type)?.[side] ?? []).map((s) => `${s.service} ${s.file}:${s.line}`);

describe('the event map', () => {
  it('finds every producer: a publish in place, an event returned for a repository, a wrapper called with the type', () => {
    const map = readEventMap(root);
    expect(map.problems).toEqual([]);
    expect(at(map, 'order.paid', 'producers')).toEqual(['a services/a/src/payments/repository.ts:6']);
    expect(at(map, 'company.changed', 'producers')).toEqual(['b services/b/src/companies/domain.ts:3']);
    expect(at(map, 'company.created', 'producers')).toEqual(['b services/b/src/companies/domain.ts:4']);
    expect(at(map, 'user.registered', 'producers')).toEqual(['c services/c/src/links/domain.ts:3']);
  });

  it('finds every consumer, also handlers in a variable and spread in from another module', () => {
    const map = readEventMap(root);
    expect(at(map, 'order.paid', 'consumers')).toEqual(['c services/c/src/app.ts:5']);
    expect(at(map, 'company.changed', 'consumers')).toEqual([
      'c services/c/src/app.ts:6',
      'd services/d/src/app.ts:6',
    ]);
    expect(at(map, 'user.registered', 'consumers')).toEqual(['d services/d/src/marketing/domain.ts:3']);
    expect(at(map, 'company.created', 'consumers')).toEqual(['d services/d/src/marketing/domain.ts:4']);
  });

  it('says when it cannot see which types a consumer handles, instead of leaving them out', () => {
    // Typed only by an annotation naming every event type: nothing says which it really handles.
    write({
      'services/d/src/app.ts': `import { createEventConsumer } from '@conform/server-kit';
import { PLATFORM_EVENTS } from '../../../packages/contracts/src/events.ts';
declare const handlers: { [K in keyof typeof PLATFORM_EVENTS]?: () => Promise<void> };
export const events = createEventConsumer({ consumer: 'd', handlers: { ...handlers } });
`,
    });
    const map = readEventMap(root);
    expect(map.problems).toEqual([
      expect.stringMatching(/^services\/d\/src\/app\.ts:\d+: cannot tell which event types .* handles/),
    ]);
  });

  it('writes one row per type, in the contract order, with its doc comment on one line', async () => {
    const text = await renderEventMap(readEventMap(root), root, {});
    const rows = text.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.map((row) => row.split(' | ')[0])).toEqual([
      '| `order.paid`',
      '| `company.changed`',
      '| `company.created`',
      '| `user.registered`',
    ]);
    expect(rows[1]).toContain('b → c, d: a company changed; said on two lines \\| with a bar.');
    expect(rows[1]).toContain(
      'c: [services/c/src/app.ts:6](../services/c/src/app.ts#L6)<br>d: [services/d/src/app.ts:6](../services/d/src/app.ts#L6)',
    );
  });

  it('checks: current and connected passes; stale, unpublished or unconsumed fails, naming why', async () => {
    const map = readEventMap(root);
    const text = await renderEventMap(map, root, {});
    expect(checkEventMap(map, text, text, {})).toEqual([]);
    expect(checkEventMap(map, text, undefined, {})).toEqual([
      'docs/events.md is not current: run `node scripts/event-map.ts` and commit it',
    ]);

    write({ 'services/c/src/app.ts': C_APP.replace("    'order.paid': async () => undefined,\n", '') });
    rmSync(join(root, 'services/a/src/payments/repository.ts'));
    const broken = readEventMap(root);
    const rendered = await renderEventMap(broken, root, {});
    expect(checkEventMap(broken, rendered, rendered, {})).toEqual([
      '`order.paid` has no producer: nothing publishes it',
      '`order.paid` has no consumer: no service handles it',
    ]);
    // A gap owned elsewhere is shown, not failed on, until it is closed.
    const gaps = { 'order.paid': { producer: 'not yet', consumer: 'not yet' } };
    const withGaps = await renderEventMap(broken, root, gaps);
    expect(withGaps).toContain('| `order.paid` | _not yet_ | _not yet_ |');
    expect(checkEventMap(broken, withGaps, withGaps, gaps)).toEqual([]);
    expect(checkEventMap(map, text, text, gaps)).toEqual([
      '`order.paid` now has a producer: remove its producer entry from KNOWN_GAPS in scripts/event-map.ts',
      '`order.paid` now has a consumer: remove its consumer entry from KNOWN_GAPS in scripts/event-map.ts',
    ]);
  });
});
