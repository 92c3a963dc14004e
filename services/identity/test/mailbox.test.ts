import { startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { identityService } from '../src/app.ts';

let svc: TestService<unknown>;
beforeAll(async () => {
  svc = await startTestService(identityService, {
    env: { MAIL_TRANSPORT: 'mailbox', PUBLIC_URL: 'http://localhost:8080' },
  });
});
afterAll(() => svc.close());

describe('local mailbox (embedded mode)', () => {
  it('keeps the sign-in e-mail and shows its link on /platform/dev/mailbox', async () => {
    const write = process.stdout.write.bind(process.stdout);
    let printed = '';
    process.stdout.write = (chunk: string) => {
      printed += chunk;
      return true;
    };
    try {
      await request(svc.app)
        .post('/platform/api/identity/sign-in-links')
        .send({ email: 'box@example.ro' })
        .expect(202);
    } finally {
      process.stdout.write = write;
    }
    expect(printed).toMatch(/http:\/\/localhost:8080\/platform\/auth\?token=/);

    const page = await request(svc.app).get('/platform/dev/mailbox').set('Accept-Language', 'ro').expect(200);
    expect(page.text).toContain('Căsuța de e-mail locală');
    expect(page.text).toContain('box@example.ro');
    expect(page.text).toMatch(
      /href="http:\/\/localhost:8080\/platform\/auth\?token=[\w-]+&#38;returnUrl=%2F"/,
    );
  });

  it('is refused in production, where mail must leave over SMTP', () => {
    expect(() =>
      identityService.configSchema.parse({
        NODE_ENV: 'production',
        AUTH_PRIVATE_KEY_FILE: 'x',
        AUTH_PUBLIC_KEY_FILE: 'y',
      }),
    ).toThrow(/SMTP_URL/);
  });
});
