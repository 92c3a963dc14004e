import { execFileSync } from 'node:child_process';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildOrderXml,
  crcError,
  crcSuccess,
  envelopeFromForm,
  envelopeToForm,
  ensureLocalNetopiaKeys,
  NetopiaError,
  parseCrcAnswer,
  parseIpnXml,
  parseOrderXml,
  privateKeyFrom,
  publicKeyFrom,
  seal,
  unseal,
  type NetopiaOrder,
} from '../src/netopia/v1.ts';
import { parseXml, XmlError } from '../src/netopia/xml.ts';

const pair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicKey };
};

const order: NetopiaOrder = {
  id: 'ORDER12345678901234567',
  timestamp: '20260102030405',
  signature: 'ABCD-EFGH-IJKL-MNOP-QRST',
  amount: '1390.00',
  currency: 'RON',
  details: 'Comanda <1> & „pachete”',
  billing: {
    type: 'company',
    firstName: 'Exemplu & Fiii SRL',
    lastName: '',
    fiscalNumber: '18547290',
    identityNumber: 'J40/1234/2020',
    country: 'RO',
    county: 'B',
    city: 'București',
    address: 'Str. Ștefan cel Mare nr. 1',
    email: 'facturi@exemplu.ro',
    mobilePhone: '0740123456',
  },
  params: { companyId: 'abc', lang: 'ro' },
  confirmUrl: 'http://localhost:8080/platform/api/payments/ipn',
  returnUrl: 'http://localhost:8080/platform/abc/checkout/paymentReturn?orderId=ORDER&x=1',
  ipnCipher: 'aes-256-cbc',
};

describe('NETOPIA v1 envelope', () => {
  it('round-trips a message sealed to a public key (AES-256-CBC, RSA PKCS#1 v1.5)', () => {
    const { privateKey, publicKey } = pair();
    const text = buildOrderXml(order);
    const sealed = seal(text, publicKey);
    expect(sealed.cipher).toBe('aes-256-cbc');
    expect(Buffer.from(sealed.iv, 'base64')).toHaveLength(16);
    expect(Buffer.from(sealed.envKey, 'base64')).toHaveLength(256);
    expect(unseal(envelopeFromForm(envelopeToForm(sealed)), privateKey)).toBe(text);
  });

  it('uses a fresh key and IV for every envelope', () => {
    const { publicKey } = pair();
    const a = seal('same', publicKey);
    const b = seal('same', publicKey);
    expect(a.data).not.toBe(b.data);
    expect(a.iv).not.toBe(b.iv);
  });

  it('cannot be opened with another private key', () => {
    const sealed = seal(buildOrderXml(order), pair().publicKey);
    expect(() => unseal(sealed, pair().privateKey)).toThrow(NetopiaError);
  });

  it('refuses missing fields, non-base64 and the legacy RC4 cipher before decrypting', () => {
    const sealed = envelopeToForm(seal('x', pair().publicKey));
    expect(() => envelopeFromForm({ ...sealed, data: undefined })).toThrow(/data is missing/);
    expect(() => envelopeFromForm({ ...sealed, env_key: 'not base64!' })).toThrow(/env_key is not base64/);
    expect(() => envelopeFromForm({ ...sealed, cipher: undefined })).toThrow(/unsupported cipher/);
    expect(() => envelopeFromForm({ ...sealed, cipher: 'rc4' })).toThrow(/unsupported cipher/);
  });

  it('opens an envelope made by the openssl command line with an X.509 certificate, as NETOPIA ships it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'netopia-cert-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=sandbox',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.cer'),
      ],
      { stdio: 'ignore' },
    );
    const certificate = publicKeyFrom(readFileSync(join(dir, 'cert.cer')));
    const sealed = seal(buildOrderXml(order), certificate);
    expect(unseal(sealed, privateKeyFrom(readFileSync(join(dir, 'key.pem'))))).toContain(
      '<signature>ABCD-EFGH-IJKL-MNOP-QRST</signature>',
    );
  });
});

describe('NETOPIA v1 order and IPN XML', () => {
  it('writes the order the facts describe and reads it back, special characters included', () => {
    const xml = buildOrderXml(order);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<order type="card" id="ORDER12345678901234567" timestamp="20260102030405">/,
    );
    expect(xml).toContain('<invoice currency="RON" amount="1390.00">');
    expect(xml).toContain('<billing type="company"><first_name>Exemplu &amp; Fiii SRL</first_name>');
    expect(xml).toContain('<url><confirm>http://localhost:8080/platform/api/payments/ipn</confirm>');
    expect(xml).toContain('<ipn_cipher>aes-256-cbc</ipn_cipher>');
    const read = parseOrderXml(xml);
    expect(read.notify).toBeUndefined();
    expect(read.order).toEqual({ ...order, billing: { ...order.billing, lastName: '' } });
  });

  it('reads the IPN part: error code first, action, amounts, NETOPIA id, crc', () => {
    const xml = buildOrderXml(order, {
      timestamp: '20260102030500',
      crc: 'abc123',
      action: 'confirmed',
      purchase: '998877',
      originalAmount: '1390.00',
      processedAmount: '1390.00',
      panMasked: '9****5098',
      errorCode: 0,
      errorMessage: 'Transaction approved',
    });
    const { notify } = parseIpnXml(xml);
    expect(notify).toEqual({
      timestamp: '20260102030500',
      crc: 'abc123',
      action: 'confirmed',
      purchase: '998877',
      originalAmount: '1390.00',
      processedAmount: '1390.00',
      panMasked: '9****5098',
      errorCode: 0,
      errorMessage: 'Transaction approved',
    });
    expect(() => parseIpnXml(buildOrderXml(order))).toThrow(/<mobilpay> is missing/);
  });

  it('answers NETOPIA with <crc> and reads such answers back', () => {
    expect(crcSuccess('abc')).toBe('<?xml version="1.0" encoding="utf-8"?>\n<crc>abc</crc>');
    expect(crcError(2, 0x300000f1, 'bad <data>')).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<crc error_type="2" error_code="805306609">bad &lt;data&gt;</crc>',
    );
    expect(parseCrcAnswer(crcSuccess('abc'))).toEqual({ ok: true, crc: 'abc' });
    expect(parseCrcAnswer(crcError(1, 5, 'later'))).toEqual({
      ok: false,
      errorType: 1,
      errorCode: 5,
      message: 'later',
    });
  });

  it('refuses DOCTYPEs (no entity expansion), malformed and foreign documents', () => {
    expect(() => parseXml('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>')).toThrow(XmlError);
    expect(() => parseXml('<x><y></x>')).toThrow(XmlError);
    expect(() => parseXml('<x a="1" a="2"/>')).toThrow(XmlError);
    expect(() => parseOrderXml('<invoice/>')).toThrow(/not <order>/);
    expect(() => parseOrderXml('garbage')).toThrow(NetopiaError);
    expect(parseXml('<x><![CDATA[<b>&]]> &#x219;&#539;</x>').text).toBe('<b>& șț');
  });

  it('never expands a DTD entity: billion laughs and external entities are refused, not resolved', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' +
      Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join(
        '',
      ) +
      ']><order type="card" id="x"><signature>&lol9;</signature></order>';
    const external =
      '<?xml version="1.0"?><!DOCTYPE order [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
      '<order type="card" id="x"><signature>&xxe;</signature></order>';
    for (const payload of [laughs, external]) {
      expect(() => parseXml(payload)).toThrow(/DOCTYPE/);
      expect(() => parseOrderXml(payload)).toThrow(NetopiaError);
    }
    // Without a DTD an undeclared entity is an error, never kept as text or looked up.
    expect(() => parseXml('<x>&lol9;</x>')).toThrow(/unknown entity/);
    expect(() => parseXml('<x><!ENTITY a "b"></x>')).toThrow(XmlError);
  });

  it('a sealed IPN carrying a DTD opens but is refused when read, nothing expanded', () => {
    const laughs = buildOrderXml(order).replace(
      '<order ',
      '<!DOCTYPE order [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><order ',
    );
    const { privateKey, publicKey } = pair();
    expect(() => parseIpnXml(unseal(seal(laughs, publicKey), privateKey))).toThrow(/DOCTYPE/);
  });
});

describe('local keys', () => {
  it('generates the provider and merchant key pairs once and keeps them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'netopia-keys-'));
    const first = ensureLocalNetopiaKeys(dir);
    const pem = readFileSync(first.merchantPublicKeyFile, 'utf8');
    const again = ensureLocalNetopiaKeys(dir);
    expect(readFileSync(again.merchantPublicKeyFile, 'utf8')).toBe(pem);
    const merchant = privateKeyFrom(readFileSync(first.merchantPrivateKeyFile));
    expect(createPublicKey(merchant).export({ type: 'spki', format: 'pem' })).toBe(pem);
    const sealed = seal('hello', publicKeyFrom(readFileSync(first.providerPublicKeyFile)));
    expect(unseal(sealed, privateKeyFrom(readFileSync(first.providerPrivateKeyFile)))).toBe('hello');
  });
});
