/**
 * NETOPIA Payments v1 (mobilPay card redirect): the envelope crypto, the order and IPN XML, and the
 * merchant's answers. Shared by the checkout (merchant side) and the payment sandbox (provider side),
 * so both ends of the local loop speak exactly the same protocol (docs/facts/payments-netopia.md).
 */
import {
  constants,
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { child, childText, escapeXml, parseXml, XmlError, type XmlElement } from './xml.ts';

export { XmlError } from './xml.ts';
// The merchant web service (refunds) is part of the same v1 protocol contract.
export * from './v1-soap.ts';

/** The only cipher used: RC4 (the legacy default) is not in OpenSSL 3's default provider. */
export const NETOPIA_CIPHER = 'aes-256-cbc';

/** The POS signature of the local sandbox (format XXXX-XXXX-XXXX-XXXX-XXXX); never a real one. */
export const SANDBOX_POS_SIGNATURE = 'SAND-BOX0-LOCA-L000-0001';
export const POS_SIGNATURE_PATTERN = /^[A-Z0-9]{4}(?:-[A-Z0-9]{4}){4}$/;

/** Why a message could not be opened or read. Callers map it to their answer. */
export class NetopiaError extends Error {
  override name = 'NetopiaError';
  readonly kind: 'parameters' | 'decrypt' | 'format';
  constructor(kind: NetopiaError['kind'], message: string) {
    super(message);
    this.kind = kind;
  }
}

// ---------------------------------------------------------------------------------------------
// Envelope (OpenSSL "seal")

/** What the browser form (payment) or the provider (IPN) posts: all four fields base64. */
export interface SealedEnvelope {
  envKey: string;
  data: string;
  cipher: typeof NETOPIA_CIPHER;
  iv: string;
}

/** The form fields as posted, unvalidated. */
export interface EnvelopeForm {
  env_key?: unknown;
  data?: unknown;
  cipher?: unknown;
  iv?: unknown;
}

/** Accepts a PEM public key or an X.509 certificate (NETOPIA hands out a `.cer`). */
export function publicKeyFrom(pem: string | Buffer): KeyObject {
  return createPublicKey(pem);
}

export function privateKeyFrom(pem: string | Buffer, passphrase?: string): KeyObject {
  return createPrivateKey(passphrase ? { key: pem, passphrase } : pem);
}

/**
 * Seals a message to the recipient's public key: a random 32-byte AES key and 16-byte IV encrypt
 * the payload (AES-256-CBC, PKCS#7 padding); the key is encrypted with RSA PKCS#1 v1.5.
 */
export function seal(plaintext: string, recipient: KeyObject): SealedEnvelope {
  const key = randomBytes(32);
  const iv = randomBytes(16);
  const cipher = createCipheriv(NETOPIA_CIPHER, key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const envKey = publicEncrypt({ key: recipient, padding: constants.RSA_PKCS1_PADDING }, key);
  return {
    envKey: envKey.toString('base64'),
    data: data.toString('base64'),
    cipher: NETOPIA_CIPHER,
    iv: iv.toString('base64'),
  };
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function base64Field(value: unknown, field: string, maxLength: number): Buffer {
  if (typeof value !== 'string') throw new NetopiaError('parameters', `${field} is missing`);
  const compact = value.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length > maxLength || !BASE64.test(compact)) {
    throw new NetopiaError('parameters', `${field} is not base64`);
  }
  return Buffer.from(compact, 'base64');
}

/** The posted fields, checked for presence and shape (nothing decrypted yet). */
export function envelopeFromForm(form: EnvelopeForm): SealedEnvelope {
  const cipher = typeof form.cipher === 'string' ? form.cipher.trim().toLowerCase() : '';
  // Without `cipher` the sender means RC4, which this side does not speak.
  if (cipher !== NETOPIA_CIPHER) throw new NetopiaError('parameters', `unsupported cipher "${cipher}"`);
  base64Field(form.env_key, 'env_key', 4096);
  base64Field(form.data, 'data', 400_000);
  base64Field(form.iv, 'iv', 64);
  return {
    envKey: (form.env_key as string).replace(/\s+/g, ''),
    data: (form.data as string).replace(/\s+/g, ''),
    cipher: NETOPIA_CIPHER,
    iv: (form.iv as string).replace(/\s+/g, ''),
  };
}

/** The form fields to post an envelope with. */
export function envelopeToForm(envelope: SealedEnvelope): Record<string, string> {
  return { env_key: envelope.envKey, data: envelope.data, cipher: envelope.cipher, iv: envelope.iv };
}

/**
 * Opens an envelope with the recipient's private key. Anything not sealed to that key fails here:
 * OpenSSL 3 answers a wrong RSA block with a random key (implicit rejection, against Marvin-style
 * oracles), so a wrong key shows up as a bad length or as AES padding failing.
 */
export function unseal(envelope: SealedEnvelope, recipient: KeyObject): string {
  const envKey = base64Field(envelope.envKey, 'env_key', 4096);
  const data = base64Field(envelope.data, 'data', 400_000);
  const iv = base64Field(envelope.iv, 'iv', 64);
  if (iv.length !== 16) throw new NetopiaError('parameters', 'iv must be 16 bytes');
  let key: Buffer;
  try {
    key = privateDecrypt({ key: recipient, padding: constants.RSA_PKCS1_PADDING }, envKey);
  } catch {
    throw new NetopiaError('decrypt', 'the envelope key cannot be decrypted');
  }
  if (key.length !== 32) throw new NetopiaError('decrypt', 'the envelope key cannot be decrypted');
  try {
    const decipher = createDecipheriv(NETOPIA_CIPHER, key, iv);
    const plain = Buffer.concat([decipher.update(data), decipher.final()]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new NetopiaError('decrypt', 'the data cannot be decrypted');
  }
}

// ---------------------------------------------------------------------------------------------
// Order and IPN XML

export const CURRENCIES = ['RON', 'EUR'] as const;
export type NetopiaCurrency = (typeof CURRENCIES)[number];

export interface NetopiaBilling {
  type: 'company' | 'person';
  firstName: string;
  lastName: string;
  /** Company fiscal code (CUI). */
  fiscalNumber?: string;
  /** Trade register number, or a person's ID number. */
  identityNumber?: string;
  country?: string;
  county?: string;
  city?: string;
  zipCode?: string;
  address: string;
  email: string;
  mobilePhone: string;
}

export interface NetopiaOrder {
  /** Unique per payment attempt, at most 64 characters. */
  id: string;
  /** YYYYMMDDhhmmss. */
  timestamp: string;
  /** The merchant's POS signature. */
  signature: string;
  /** Two decimals, 0.01 to 99999.00. */
  amount: string;
  currency: NetopiaCurrency;
  details: string;
  billing?: NetopiaBilling;
  params: Record<string, string>;
  confirmUrl: string;
  returnUrl: string;
  /** `aes-256-cbc` asks for AES-sealed IPNs. */
  ipnCipher?: string;
}

/** The `<mobilpay>` part NETOPIA adds to the order in each IPN. */
export interface NetopiaNotify {
  timestamp: string;
  crc: string;
  action: string;
  /** NETOPIA's transaction id. */
  purchase?: string;
  originalAmount?: string;
  processedAmount?: string;
  panMasked?: string;
  /** 0 = no error; read it before the action. */
  errorCode: number;
  errorMessage: string;
}

/** IPN actions (error code 0): what each means is decided by the merchant (checkout's IPN domain). */
export const IPN_ACTIONS = [
  'confirmed',
  'confirmed_pending',
  'paid_pending',
  'paid',
  'canceled',
  'credit',
] as const;
export type IpnAction = (typeof IPN_ACTIONS)[number];

const AMOUNT = /^\d{1,5}\.\d{2}$/;

/** Two decimals, as the invoice amount needs. */
export function formatAmount(value: number): string {
  return value.toFixed(2);
}

export function isValidAmount(amount: string): boolean {
  return AMOUNT.test(amount) && Number(amount) > 0 && Number(amount) <= 99999;
}

/** YYYYMMDDhhmmss in UTC. */
export function netopiaTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

const el = (name: string, value: string | undefined): string =>
  value === undefined ? '' : `<${name}>${escapeXml(value)}</${name}>`;

function billingXml(b: NetopiaBilling): string {
  return (
    `<contact_info><billing type="${b.type}">` +
    el('first_name', b.firstName) +
    el('last_name', b.lastName) +
    el('fiscal_number', b.fiscalNumber) +
    el('identity_number', b.identityNumber) +
    el('country', b.country) +
    el('county', b.county) +
    el('city', b.city) +
    el('zip_code', b.zipCode) +
    el('address', b.address) +
    el('email', b.email) +
    el('mobile_phone', b.mobilePhone) +
    `</billing></contact_info>`
  );
}

function notifyXml(n: NetopiaNotify): string {
  return (
    `<mobilpay timestamp="${escapeXml(n.timestamp)}" crc="${escapeXml(n.crc)}">` +
    el('action', n.action) +
    el('purchase', n.purchase) +
    el('original_amount', n.originalAmount) +
    el('processed_amount', n.processedAmount) +
    el('pan_masked', n.panMasked) +
    `<error code="${n.errorCode}">${escapeXml(n.errorMessage)}</error>` +
    `</mobilpay>`
  );
}

/** The order document; with `notify` it is the IPN document NETOPIA posts back. */
export function buildOrderXml(order: NetopiaOrder, notify?: NetopiaNotify): string {
  const params = Object.entries(order.params)
    .map(([name, value]) => `<param>${el('name', name)}${el('value', value)}</param>`)
    .join('');
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n` +
    `<order type="card" id="${escapeXml(order.id)}" timestamp="${escapeXml(order.timestamp)}">` +
    el('signature', order.signature) +
    `<invoice currency="${order.currency}" amount="${escapeXml(order.amount)}">` +
    el('details', order.details) +
    (order.billing ? billingXml(order.billing) : '') +
    `</invoice>` +
    (params ? `<params>${params}</params>` : '') +
    `<url>${el('confirm', order.confirmUrl)}${el('return', order.returnUrl)}</url>` +
    el('ipn_cipher', order.ipnCipher) +
    (notify ? notifyXml(notify) : '') +
    `</order>`
  );
}

function required(element: XmlElement, name: string): string {
  const value = childText(element, name);
  if (value === undefined || value === '') throw new NetopiaError('format', `<${name}> is missing`);
  return value;
}

function readBilling(invoice: XmlElement): NetopiaBilling | undefined {
  const contact = child(invoice, 'contact_info');
  const billing = contact && child(contact, 'billing');
  if (!billing) return undefined;
  const optional = (name: string) => childText(billing, name) || undefined;
  return {
    type: billing.attributes['type'] === 'person' ? 'person' : 'company',
    firstName: childText(billing, 'first_name') ?? '',
    lastName: childText(billing, 'last_name') ?? '',
    fiscalNumber: optional('fiscal_number'),
    identityNumber: optional('identity_number'),
    country: optional('country'),
    county: optional('county'),
    city: optional('city'),
    zipCode: optional('zip_code'),
    address: childText(billing, 'address') ?? '',
    email: childText(billing, 'email') ?? '',
    mobilePhone: childText(billing, 'mobile_phone') ?? '',
  };
}

function readNotify(root: XmlElement): NetopiaNotify | undefined {
  const mobilpay = child(root, 'mobilpay');
  if (!mobilpay) return undefined;
  const crc = mobilpay.attributes['crc'];
  if (!crc) throw new NetopiaError('format', 'the crc attribute is missing');
  const error = child(mobilpay, 'error');
  const code = error?.attributes['code'] ?? '0';
  if (!/^\d{1,10}$/.test(code)) throw new NetopiaError('format', 'the error code is not a number');
  return {
    timestamp: mobilpay.attributes['timestamp'] ?? '',
    crc,
    action: required(mobilpay, 'action'),
    purchase: childText(mobilpay, 'purchase') || undefined,
    originalAmount: childText(mobilpay, 'original_amount') || undefined,
    processedAmount: childText(mobilpay, 'processed_amount') || undefined,
    panMasked: childText(mobilpay, 'pan_masked') || undefined,
    errorCode: Number(code),
    errorMessage: error?.text.trim() ?? '',
  };
}

/** Reads an order document (and its `<mobilpay>` part when it is an IPN). */
export function parseOrderXml(xml: string): { order: NetopiaOrder; notify?: NetopiaNotify } {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (err) {
    throw new NetopiaError('format', err instanceof XmlError ? err.message : 'not XML');
  }
  if (root.name !== 'order') throw new NetopiaError('format', 'the root element is not <order>');
  if (root.attributes['type'] !== 'card') throw new NetopiaError('format', 'the order type is not card');
  const id = root.attributes['id'];
  if (!id || id.length > 64) throw new NetopiaError('format', 'the order id is missing or too long');
  const invoice = child(root, 'invoice');
  if (!invoice) throw new NetopiaError('format', '<invoice> is missing');
  const currency = invoice.attributes['currency'];
  if (!CURRENCIES.includes(currency as NetopiaCurrency))
    throw new NetopiaError('format', 'the currency is not supported');
  const url = child(root, 'url');
  if (!url) throw new NetopiaError('format', '<url> is missing');
  const params: Record<string, string> = {};
  for (const param of child(root, 'params')?.children ?? []) {
    const name = childText(param, 'name');
    if (param.name === 'param' && name) params[name] = childText(param, 'value') ?? '';
  }
  const order: NetopiaOrder = {
    id,
    timestamp: root.attributes['timestamp'] ?? '',
    signature: required(root, 'signature'),
    amount: invoice.attributes['amount'] ?? '',
    currency: currency as NetopiaCurrency,
    details: childText(invoice, 'details') ?? '',
    billing: readBilling(invoice),
    params,
    confirmUrl: required(url, 'confirm'),
    returnUrl: required(url, 'return'),
    ipnCipher: childText(root, 'ipn_cipher') || undefined,
  };
  const notify = readNotify(root);
  return notify ? { order, notify } : { order };
}

/** An IPN document: the order plus the provider's `<mobilpay>` notification. */
export function parseIpnXml(xml: string): { order: NetopiaOrder; notify: NetopiaNotify } {
  const { order, notify } = parseOrderXml(xml);
  if (!notify) throw new NetopiaError('format', '<mobilpay> is missing');
  return { order, notify };
}

// ---------------------------------------------------------------------------------------------
// The merchant's answer to an IPN

export const CRC_ERROR_TYPE = { temporary: 1, permanent: 2 } as const;
export type CrcErrorType = (typeof CRC_ERROR_TYPE)[keyof typeof CRC_ERROR_TYPE];

/** The error codes NETOPIA's SDKs answer with (Mobilpay_Payment_Request_Abstract). */
export const CONFIRM_ERROR = {
  loadPrivateKey: 0x300000f0,
  failedDecodingData: 0x300000f1,
  failedDecodingEnvelopeKey: 0x300000f2,
  failedDecryptData: 0x300000f3,
  invalidPostMethod: 0x300000f4,
  invalidPostParameters: 0x300000f5,
  invalidAction: 0x300000f6,
} as const;

const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>\n';

export function crcSuccess(crc: string): string {
  return `${XML_DECLARATION}<crc>${escapeXml(crc)}</crc>`;
}

export function crcError(type: CrcErrorType, code: number, message: string): string {
  return `${XML_DECLARATION}<crc error_type="${type}" error_code="${code}">${escapeXml(message)}</crc>`;
}

export type CrcAnswer =
  { ok: true; crc: string } | { ok: false; errorType: number; errorCode: number; message: string };

/** Reads a merchant's answer (the provider side: whether to retry). */
export function parseCrcAnswer(xml: string): CrcAnswer {
  const root = parseXml(xml);
  if (root.name !== 'crc') throw new XmlError('the root element is not <crc>');
  const type = root.attributes['error_type'];
  if (type === undefined) return { ok: true, crc: root.text.trim() };
  return {
    ok: false,
    errorType: Number(type),
    errorCode: Number(root.attributes['error_code'] ?? 0),
    message: root.text.trim(),
  };
}

// ---------------------------------------------------------------------------------------------
// Local keys (embedded mode)

/**
 * Where the local loop keeps its two RSA key pairs, the provider's (sandbox) and the merchant's, and
 * the v2 API key. The provider's pair also signs v2 IPN tokens (RS512 takes any RSA key).
 */
export interface LocalNetopiaKeyFiles {
  providerPrivateKeyFile: string;
  providerPublicKeyFile: string;
  merchantPrivateKeyFile: string;
  merchantPublicKeyFile: string;
  apiKeyFile: string;
}

function ensurePair(privatePath: string, publicPath: string): void {
  if (existsSync(privatePath) && existsSync(publicPath)) return;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(privatePath, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  writeFileSync(publicPath, publicKey.export({ type: 'spki', format: 'pem' }));
}

/**
 * Embedded mode: both key pairs and the API key are generated into `dir` on first start. Whichever of checkout and
 * sandbox starts first creates them; the other reads the same files.
 */
export function ensureLocalNetopiaKeys(dir: string): LocalNetopiaKeyFiles {
  mkdirSync(dir, { recursive: true });
  const files: LocalNetopiaKeyFiles = {
    providerPrivateKeyFile: join(dir, 'netopia-provider.private.pem'),
    providerPublicKeyFile: join(dir, 'netopia-provider.public.pem'),
    merchantPrivateKeyFile: join(dir, 'netopia-merchant.private.pem'),
    merchantPublicKeyFile: join(dir, 'netopia-merchant.public.pem'),
    apiKeyFile: join(dir, 'netopia-api-key'),
  };
  ensurePair(files.providerPrivateKeyFile, files.providerPublicKeyFile);
  ensurePair(files.merchantPrivateKeyFile, files.merchantPublicKeyFile);
  if (!existsSync(files.apiKeyFile)) {
    writeFileSync(files.apiKeyFile, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return files;
}
