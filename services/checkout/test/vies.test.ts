/**
 * The VIES adapter against a stand-in at the test's edge that speaks VIES's REST protocol (POST
 * `{countryCode, vatNumber}`; `{valid}` or `{actionSucceed: false, errorWrappers: [{error}]}`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer, createLogger } from '@conform/server-kit';
import express from 'express';
import { createViesChecker } from '../src/vat/vies.ts';

let server: Server;
let url: string;
const seen: unknown[] = [];

beforeAll(async () => {
  const vies = express();
  vies.post('/check-vat-number', express.json(), (req, res) => {
    const { countryCode, vatNumber } = req.body as { countryCode: string; vatNumber: string };
    seen.push(req.body);
    const code = `${countryCode}${vatNumber}`;
    if (code === 'DE111111111') return res.json({ countryCode, vatNumber, valid: true, name: 'X GmbH' });
    if (code === 'DE222222222') return res.json({ countryCode, vatNumber, valid: false });
    if (code === 'DE333333333')
      return res.status(500).json({ actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] });
    if (code === 'DE444444444')
      return res.status(400).json({ actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
    if (code === 'DE555555555') return res.type('html').send('<html>maintenance</html>');
    // DE666666666: never answers in time.
    return setTimeout(() => res.json({ valid: true }), 2000);
  });
  server = createServer(vies);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/check-vat-number`;
});
afterAll(async () => {
  server.closeAllConnections();
  await closeServer(server);
});

describe('VIES adapter', () => {
  it.each([
    ['DE111111111', 'valid'],
    ['DE222222222', 'invalid'],
    ['DE333333333', 'unavailable'],
    ['DE444444444', 'invalid'],
    ['DE555555555', 'unavailable'],
    ['DE666666666', 'unavailable'],
  ])('%s is %s', async (code, expected) => {
    const checker = createViesChecker({
      url,
      timeoutMs: 500,
      logger: createLogger({ name: 't', level: 'silent' }),
    });
    expect(await checker.check({ countryCode: code.slice(0, 2), number: code.slice(2) })).toBe(expected);
  });

  it('sends the country prefix and the number apart, as VIES takes them', async () => {
    const checker = createViesChecker({
      url,
      timeoutMs: 500,
      logger: createLogger({ name: 't', level: 'silent' }),
    });
    await checker.check({ countryCode: 'DE', number: '111111111' });
    expect(seen.at(-1)).toEqual({ countryCode: 'DE', vatNumber: '111111111' });
  });

  it('says unavailable when nothing listens', async () => {
    const checker = createViesChecker({
      url: 'http://127.0.0.1:9/check-vat-number',
      timeoutMs: 500,
      logger: createLogger({ name: 't', level: 'silent' }),
    });
    expect(await checker.check({ countryCode: 'DE', number: '111111111' })).toBe('unavailable');
  });
});
