import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkoutService } from '@conform/checkout-service';
import { companiesService } from '@conform/companies-service';
import { closeServer } from '@conform/server-kit';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import express from 'express';
import { paymentSandboxService } from '../src/app.ts';

export interface PaymentLoop {
  base: string;
  app: express.Express;
  checkout: TestService<unknown>;
  sandbox: TestService<unknown>;
  /** Where both keep their keys (the provider's, the merchant's, the v2 API key). */
  dataDir: string;
  /** alice's access token; tests make companies with her as admin. */
  token: string;
  close(): Promise<void>;
}

/**
 * The whole local loop in one process, as the gateway runs it: checkout and sandbox on one listening
 * server, so the sandbox's IPN really travels over HTTP to the checkout's confirm URL.
 */
export async function startPaymentLoop(env: Record<string, string> = {}): Promise<PaymentLoop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-loop-'));
  // The apps need the server's URL to start, so the server starts first and finds them when asked.
  const app = express();
  const server = createServer((req, res) => app(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = { EMBEDDED: 'true', DATA_DIR: dataDir, PUBLIC_URL: base, ...env };
  const checkout = await startTestService(checkoutService, {
    alsoMigrate: [companiesService],
    env: settings,
  });
  const sandbox = await startTestService(paymentSandboxService, { db: checkout.db, env: settings });
  app.use(checkout.app);
  app.use(sandbox.app);
  return {
    base,
    app,
    checkout,
    sandbox,
    dataDir,
    token: await checkout.tokenFor({ uid: 'alice' }),
    async close() {
      await closeServer(server);
      await sandbox.close();
      await checkout.close();
    },
  };
}

/** A Romanian buyer's billing details that pass the RO edition's validation. */
export const BILLING_INFO = {
  fiscalCode: '18547290',
  registrationNumber: 'J40/1234/2020',
  name: 'Exemplu SRL',
  county: 'B',
  city: 'București',
  streetAddress: 'Str. Exemplu nr. 1',
  email: 'facturi@exemplu.ro',
  phoneNumber: '0740123456',
};
