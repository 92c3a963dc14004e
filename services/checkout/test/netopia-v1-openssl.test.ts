import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesService } from '@conform/companies-service';
import type { TPaymentInfo } from '@conform/contracts';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { checkoutService } from '../src/app.ts';
import type { TCheckoutConfig } from '../src/config.ts';
import { setTestPrices, TEST_BILLING_INFO } from './support.ts';

/**
 * Fixed vectors for NETOPIA v1 made by the openssl command line, not by our sealing code: an IPN
 * sealed with `openssl rand` / `openssl enc` / `openssl pkeyutl` must be taken by the IPN endpoint,
 * and the payment request the checkout seals must open with openssl and the provider's private key.
 */
const API = '/platform/api/payments';
const dataDir = mkdtempSync(join(tmpdir(), 'checkout-openssl-'));
const keys = join(dataDir, 'keys');

let svc: TestService<TCheckoutConfig>;
let alice: string;

beforeAll(async () => {
  svc = await startTestService(checkoutService, {
    alsoMigrate: [companiesService],
    env: { EMBEDDED: 'true', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080' },
  });
  await setTestPrices(svc.db);
  alice = await svc.tokenFor({ uid: 'alice' });
}, 60_000);
afterAll(() => svc.close());

const openssl = (args: string[], input?: Buffer | string): Buffer =>
  execFileSync('openssl', args, { input, stdio: ['pipe', 'pipe', 'pipe'] });

/** `openssl enc` wants the key and IV in hex. */
const hex = (bytes: Buffer) => bytes.toString('hex');

async function startPayment(): Promise<{ companyId: string; info: TPaymentInfo & { kind: 'form' } }> {
  const companyId = await insertTestCompany(svc.db, {
    adminIds: ['alice'],
    products: { pending: ['PERSONAL_CLIENTS', 'MARKETING'] },
  });
  const res = await request(svc.app)
    .post(`${API}/${companyId}`)
    .set('Authorization', `Bearer ${alice}`)
    .send({
      products: ['PERSONAL_CLIENTS', 'MARKETING'],
      billingInfo: TEST_BILLING_INFO,
      returnUrl: `http://localhost:8080/platform/${companyId}/checkout/paymentReturn`,
    })
    .expect(201);
  expect(res.body.kind).toBe('form');
  return { companyId, info: res.body as TPaymentInfo & { kind: 'form' } };
}

/** What NETOPIA does with the browser's form: RSA-decrypt env_key, then AES-decrypt data. */
function openWithOpenssl(info: { envKey: string; data: string; iv: string }): string {
  const key = openssl(
    [
      'pkeyutl',
      '-decrypt',
      '-inkey',
      join(keys, 'netopia-provider.private.pem'),
      '-pkeyopt',
      'rsa_padding_mode:pkcs1',
    ],
    Buffer.from(info.envKey, 'base64'),
  );
  expect(key).toHaveLength(32);
  const iv = Buffer.from(info.iv, 'base64');
  return openssl(
    ['enc', '-d', '-aes-256-cbc', '-K', hex(key), '-iv', hex(iv)],
    Buffer.from(info.data, 'base64'),
  ).toString('utf8');
}

/** What NETOPIA does to send an IPN: a random key and IV, the XML encrypted, the key RSA-sealed. */
function sealWithOpenssl(xml: string, cipher: 'aes-256-cbc' | 'rc4' = 'aes-256-cbc') {
  const key = openssl(['rand', cipher === 'rc4' ? '16' : '32']);
  const iv = openssl(['rand', '16']);
  const data =
    cipher === 'rc4'
      ? openssl(['enc', '-rc4', '-K', hex(key), '-provider', 'legacy', '-provider', 'default'], xml)
      : openssl(['enc', '-aes-256-cbc', '-K', hex(key), '-iv', hex(iv)], xml);
  const envKey = openssl(
    [
      'pkeyutl',
      '-encrypt',
      '-pubin',
      '-inkey',
      join(keys, 'netopia-merchant.public.pem'),
      '-pkeyopt',
      'rsa_padding_mode:pkcs1',
    ],
    key,
  );
  return {
    env_key: envKey.toString('base64'),
    data: data.toString('base64'),
    ...(cipher === 'rc4' ? {} : { cipher, iv: iv.toString('base64') }),
  };
}

/** An IPN document written out by hand, as the facts describe it (not by buildOrderXml). */
function ipnXml(orderId: string, amount: string, crc: string, extra = ''): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n${extra}` +
    `<order type="card" id="${orderId}" timestamp="20260101120000">` +
    `<signature>SAND-BOX0-LOCA-L000-0001</signature>` +
    `<invoice currency="RON" amount="${amount}"><details>Comanda</details></invoice>` +
    `<url><confirm>http://localhost:8080/platform/api/payments/ipn</confirm>` +
    `<return>http://localhost:8080/platform/x/checkout/paymentReturn</return></url>` +
    `<mobilpay timestamp="20260101120500" crc="${crc}"><action>confirmed</action>` +
    `<purchase>4242</purchase><original_amount>${amount}</original_amount>` +
    `<processed_amount>${amount}</processed_amount><pan_masked>9****5098</pan_masked>` +
    `<error code="0">Approved</error></mobilpay></order>`
  );
}

const postIpn = (form: Record<string, string>) =>
  request(svc.app).post(`${API}/ipn`).type('form').send(form).expect(200);

const statusOf = async (companyId: string, orderId: string) =>
  (
    await request(svc.app)
      .get(`${API}/${companyId}/orders/${orderId}`)
      .set('Authorization', `Bearer ${alice}`)
      .expect(200)
  ).body as { status: string };

describe('NETOPIA v1 against the openssl command line', () => {
  it('our sealed payment request opens with openssl and the provider key: the order the facts describe', async () => {
    const { companyId, info } = await startPayment();
    expect(info.cipher).toBe('aes-256-cbc');
    const xml = openWithOpenssl(info);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<order type="card" id="(\w+)"/);
    expect(xml).toContain(`id="${info.orderId}"`);
    expect(xml).toContain('<signature>SAND-BOX0-LOCA-L000-0001</signature>');
    expect(xml).toContain('<invoice currency="RON" amount="651.00">');
    expect(xml).toContain('<confirm>http://localhost:8080/platform/api/payments/ipn</confirm>');
    expect(xml).toContain(`<param><name>companyId</name><value>${companyId}</value></param>`);
    expect(xml).toContain('<ipn_cipher>aes-256-cbc</ipn_cipher>');
  });

  it('takes an IPN sealed by openssl: PAID, answered with the crc document', async () => {
    const { companyId, info } = await startPayment();
    const amount = /amount="([\d.]+)"/.exec(openWithOpenssl(info))![1]!;
    const res = await postIpn(sealWithOpenssl(ipnXml(info.orderId, amount, 'crc-openssl')));
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toBe('<?xml version="1.0" encoding="utf-8"?>\n<crc>crc-openssl</crc>');
    expect((await statusOf(companyId, info.orderId)).status).toBe('PAID');
  });

  it('refuses an openssl-sealed IPN carrying a DTD (billion laughs) with the crc error document', async () => {
    const { companyId, info } = await startPayment();
    const laughs =
      '<!DOCTYPE order [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">' +
      '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>';
    const res = await postIpn(sealWithOpenssl(ipnXml(info.orderId, '651.00', 'crc-dtd', laughs)));
    // 0x300000f1: the data cannot be decoded; type 2: permanent, NETOPIA does not retry.
    expect(res.text).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<crc error_type="2" error_code="805306609">The IPN cannot be read.</crc>',
    );
    expect((await statusOf(companyId, info.orderId)).status).toBe('PENDING');
  });

  it('refuses an RC4-sealed IPN (no cipher field, the legacy default) with the crc error document', async () => {
    const { companyId, info } = await startPayment();
    let form: Record<string, string>;
    try {
      form = sealWithOpenssl(ipnXml(info.orderId, '651.00', 'crc-rc4'), 'rc4');
    } catch {
      // An openssl without the legacy provider cannot make RC4 at all; nothing to send then.
      return;
    }
    const res = await postIpn(form);
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<crc error_type="2" error_code="\d+">/,
    );
    expect((await statusOf(companyId, info.orderId)).status).toBe('PENDING');
  });
});
