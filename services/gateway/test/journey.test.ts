/**
 * The spine end to end, through HTTP only, on the embedded platform (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL: CI runs both): pay with the sandbox's test card (the real v1 envelope) → the
 * products are purchased → their documents are made with nobody pressing a button → a contact
 * change regenerates them → the dirty list is cleared.
 */
import { runPurchaseJourney } from '../../../scripts/journey.ts';
import { startTestPlatform, type TestPlatform } from './support.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
}, 120_000);
afterAll(() => platform?.stop());

it('a card payment buys the packages, makes their documents, and a change regenerates them', async () => {
  const result = await runPurchaseJourney(platform.base, { products: ['DPA'], timeoutMs: 30_000 });
  expect(result.company.products).toEqual({
    pending: ['EMPLOYEES'],
    configured: ['DPA'],
    purchased: ['DPA'],
  });
  // The package's documents with a template so far: the usage guide that lists it.
  expect(result.documents).toEqual(['GHID_UTILIZARE_DOCUMENTE']);
  // Only the pending package's category stays dirty: nothing was made from it.
  expect(result.company.dirty).toEqual(['EMPLOYEES']);

  const [order] = await platform.db.query<{ status: string; fulfilled_at: Date | null }>(
    `SELECT status, fulfilled_at FROM checkout.orders WHERE id = $1`,
    [result.orderId],
  );
  expect(order?.status).toBe('PAID');
  expect(order?.fulfilled_at).toBeInstanceOf(Date);
  // Nothing is left undelivered or dead on the bus.
  const stuck = await platform.db.query<{ consumer: string; status: string }>(
    `SELECT consumer, status FROM platform_events.deliveries WHERE status <> 'DONE'`,
  );
  expect(stuck).toEqual([]);
}, 90_000);
