/**
 * Embedded mode's local marketing sink: what HubSpot would receive is kept in the onboarding service's
 * table and shown at /platform/dev/marketing, like identity's local mailbox.
 */
import { companiesService } from '@conform/companies-service';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { identityService } from '@conform/identity-service';
import { publishEvent } from '@conform/server-kit';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { onboardingService } from '../src/app.ts';
import type { TOnboardingConfig } from '../src/config.ts';

let svc: TestService<TOnboardingConfig>;
beforeAll(async () => {
  svc = await startTestService(onboardingService, {
    alsoMigrate: [identityService, companiesService],
    env: { EMBEDDED: 'true', PUBLIC_URL: 'http://localhost:8080' },
  });
}, 60_000);
afterAll(() => svc.close());

/** A user as identity keeps them (its own API is exercised in marketing.test.ts). */
async function insertUser(id: string, email: string, name: string, communications: boolean) {
  await svc.db.query(
    `INSERT INTO identity.users (id, email, name, is_anonymous, consented_terms_at, consented_comms_at)
     VALUES ($1, $2, $3, false, now(), ${communications ? 'now()' : 'NULL'})`,
    [id, email, name],
  );
}

async function registered(userId: string) {
  await svc.db.transaction((tx) =>
    publishEvent(tx, PLATFORM_EVENTS, {
      source: 'identity',
      type: 'user.registered',
      payload: { userId, platform: 'en', locale: 'en' },
    }),
  );
}

async function kept(): Promise<Array<{ kind: string; body: { fields: Array<{ value: string }> } }>> {
  const until = Date.now() + 5000;
  for (;;) {
    const rows = await svc.db.query<{ kind: string; body: { fields: Array<{ value: string }> } }>(
      'SELECT kind, body FROM onboarding.dev_marketing_submissions ORDER BY created_at',
    );
    if (rows.length > 0 || Date.now() > until) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('local marketing sink (embedded mode)', () => {
  it('is the default in embedded mode', () => {
    expect(svc.config.MARKETING_SINK).toBe('local');
  });

  it('keeps a consenting user’s submission and shows it on /platform/dev/marketing', async () => {
    await insertUser('local-sink-none', 'fara.acord@example.ro', 'Fără Acord', false);
    await registered('local-sink-none');
    await insertUser('local-sink-user', 'ana.local@example.ro', 'Ana <Local>', true);
    await registered('local-sink-user');

    const rows = await kept();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('ACCOUNT_CREATED');
    expect(rows[0]!.body.fields.map((f) => f.value)).toContain('ana.local@example.ro');

    const ro = await request(svc.app).get('/platform/dev/marketing').set('Accept-Language', 'ro').expect(200);
    expect(ro.headers['content-type']).toMatch(/^text\/html/);
    expect(ro.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(ro.text).toContain('Trimiteri de marketing locale');
    expect(ro.text).toContain('ACCOUNT_CREATED');
    expect(ro.text).toContain('ana.local@example.ro');
    // Values are escaped, never markup.
    expect(ro.text).toContain('Ana &#60;Local&#62;');
    expect(ro.text).not.toContain('fara.acord@example.ro');
    expect(ro.text).toContain('href="http://localhost:8080/platform/en/auth"');

    const en = await request(svc.app).get('/platform/dev/marketing').set('Accept-Language', 'en').expect(200);
    expect(en.text).toContain('Local marketing submissions');

    const [sent] = await svc.db.query<{ status: string }>(
      `SELECT status FROM onboarding.marketing_submissions WHERE user_id = 'local-sink-user'`,
    );
    expect(sent!.status).toBe('SENT');
  });
});
