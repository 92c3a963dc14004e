/**
 * Event subscriptions belong to the consuming service's migrations, not to its consumer's first
 * start: every type a service handles is subscribed by its own migrations (consumers read from each
 * service's setup, so a new handler is covered without editing this test), and an event published
 * before its consumer ever ran (cluster mode: another process up first) reaches it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkoutService } from '@conform/checkout-service';
import { companiesService } from '@conform/companies-service';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import {
  migrate,
  migratePlatform,
  publishEvent,
  type BackgroundTask,
  type EventConsumer,
  type ServiceModule,
} from '@conform/server-kit';
import { insertTestCompany, openTestDb, startTestService } from '@conform/server-kit/testing';
import { SERVICES } from '../src/services.ts';

const isConsumer = (task: BackgroundTask): task is EventConsumer =>
  Array.isArray((task as Partial<EventConsumer>).types);

/** What every service's config needs here; setup only, nothing is started. */
const ENV = {
  DATA_DIR: mkdtempSync(join(tmpdir(), 'subscriptions-')),
  INTERNAL_TOKEN: 'subscriptions-test-internal-token-0123456789',
  PUBLIC_URL: 'http://127.0.0.1:9',
  EMBEDDED: 'true',
};

/** A service set up on a database holding only the shared schemas and its own migrations. */
async function consumersOf(service: ServiceModule<never>, env: Record<string, string> = {}) {
  const svc = await startTestService(service, { env: { ...ENV, ...env }, manualBackground: true });
  try {
    const consumers = svc.background.filter(isConsumer);
    const declared = new Map<string, string[]>();
    for (const c of consumers) {
      const rows = await svc.db.query<{ type: string }>(
        `SELECT type FROM platform_events.subscriptions WHERE consumer = $1 ORDER BY type`,
        [c.consumer],
      );
      declared.set(
        c.consumer,
        rows.map((r) => r.type),
      );
    }
    return consumers.map((c) => ({
      consumer: c.consumer,
      types: [...c.types],
      subscribed: declared.get(c.consumer)!,
    }));
  } finally {
    await svc.close();
  }
}

// Marketing on or off, the onboarding service handles (and subscribes) the same types.
const VARIANTS: Array<[string, ServiceModule<never>, Record<string, string>]> = SERVICES.flatMap((service) =>
  service.name === 'onboarding'
    ? [
        [`${service.name} (marketing local)`, service, { MARKETING_SINK: 'local' }],
        [`${service.name} (marketing off)`, service, { MARKETING_SINK: 'off' }],
      ]
    : [[service.name, service, {}]],
);
const found: string[] = [];

// One test per service: each sets a service up on a database of its own (a few seconds each, more
// on a busy machine), so no single test waits for all of them.
it.each(VARIANTS)(
  '%s: every event type it handles is subscribed by its own migrations',
  async (_name, service, env) => {
    for (const { consumer, types, subscribed } of await consumersOf(service, env)) {
      // Cluster mode and compose give the service's role only the deliveries of the consumer named
      // like the service (platform_events.consumer_role).
      expect(`${service.name}: ${consumer}`).toBe(`${service.name}: ${service.name}`);
      expect({ consumer, missing: types.filter((t) => !subscribed.includes(t)) }).toEqual({
        consumer,
        missing: [],
      });
      found.push(consumer);
    }
  },
  120_000,
);

it('found the consumers of at least five services (the tests above read them from each setup)', () => {
  expect(new Set(found).size).toBeGreaterThanOrEqual(5);
});

it('delivers an event published before its consumer ever started', async () => {
  const db = await openTestDb();
  try {
    await migratePlatform(db);
    // Both services' schemas exist (cluster mode migrates each at its start) but only checkout has run.
    await migrate(db, companiesService.name, companiesService.migrationsFolder);
    await migrate(db, checkoutService.name, checkoutService.migrationsFolder);
    const companyId = await insertTestCompany(db, {
      adminIds: ['early-buyer'],
      products: { pending: ['EMPLOYEES'] },
    });
    await db.transaction((tx) =>
      publishEvent(tx, PLATFORM_EVENTS, {
        source: 'checkout',
        type: 'order.paid',
        payload: {
          orderId: 'paid-before-companies-ran',
          companyId,
          platform: 'ro',
          products: ['EMPLOYEES'],
          method: 'CARD',
        },
      }),
    );

    const companies = await startTestService(companiesService, { db, manualBackground: true });
    try {
      const consumer = companies.background.find(isConsumer)!;
      await consumer.start();
      await consumer.drain();
      await consumer.stop();
      const [company] = await db.query<{ products_purchased: string[] }>(
        `SELECT products_purchased FROM companies.companies WHERE id = $1`,
        [companyId],
      );
      expect(company?.products_purchased).toEqual(['EMPLOYEES']);
    } finally {
      await companies.close();
    }
  } finally {
    await db.close();
  }
});
