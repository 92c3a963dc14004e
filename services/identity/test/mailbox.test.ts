import { createLogger } from '@conform/server-kit';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { identityService } from '../src/app.ts';
import { createMailboxMailer } from '../src/mail/mailer.ts';

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

  it('keeps a mail sent from inside a transaction (an event handler’s, as a read-confirmation invitation is) without waiting for it to end', async () => {
    // PGlite is one connection: a mail kept outside the open transaction would wait for it forever.
    const mailer = createMailboxMailer(svc.db.orm, createLogger({ name: 'mailbox-test', level: 'fatal' }));
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = () => true;
    try {
      await svc.db.transaction((tx) =>
        mailer.send(
          {
            to: 'invited@example.ro',
            subject: 'Confirmare de lectură',
            text: 'http://localhost:8080/platform/confirmare/abc',
            html: '<p><a href="http://localhost:8080/platform/confirmare/abc">Deschideți</a></p>',
          },
          tx,
        ),
      );
    } finally {
      process.stdout.write = write;
    }
    const page = await request(svc.app).get('/platform/dev/mailbox').expect(200);
    expect(page.text).toContain('invited@example.ro');
    expect(page.text).toContain('href="http://localhost:8080/platform/confirmare/abc"');
  }, 10_000);

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
