import { createLogger } from '../src/logger.ts';

function capture() {
  const lines: string[] = [];
  const logger = createLogger({
    name: 'test',
    level: 'info',
    destination: { write: (l) => void lines.push(l) },
  });
  return { logger, text: () => lines.join('\n') };
}

describe('logs', () => {
  it('redact credentials and personal data a log call carries by mistake', () => {
    const { logger, text } = capture();
    logger.info(
      {
        email: 'ioana.popescu@example.ro',
        user: { email: 'mihai@example.ro', phoneNumber: '0740123456' },
        mail: { to: 'dpo@example.ro' },
        req: {
          headers: { cookie: 'access_token=secret', authorization: 'Bearer secret' },
          body: { cnp: '1800101' },
        },
        companyId: 'AbCdEfGhIjKlMnOpQrSt',
      },
      'something happened',
    );
    const line = text();
    for (const secret of [
      'ioana.popescu',
      'mihai@',
      '0740123456',
      'dpo@',
      'access_token=secret',
      'Bearer',
      '1800101',
    ])
      expect(line).not.toContain(secret);
    // What an operator needs to find the case stays.
    expect(line).toContain('AbCdEfGhIjKlMnOpQrSt');
    expect(line).toContain('something happened');
  });
});
