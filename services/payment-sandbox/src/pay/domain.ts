import { createHmac, randomBytes, randomInt, timingSafeEqual, type KeyObject } from 'node:crypto';
import {
  buildCreditResponse,
  buildFault,
  buildLogInResponse,
  buildOrderXml,
  CURRENCIES,
  envelopeFromForm,
  envelopeToForm,
  isValidAmount,
  NetopiaError,
  netopiaTimestamp,
  parseCrcAnswer,
  parseOrderXml,
  readCreditRequest,
  readLogInRequest,
  seal,
  soapBodyElement,
  SoapError,
  soapOperation,
  unseal,
  type EnvelopeForm,
  type NetopiaNotify,
} from '@conform/checkout-service/netopia';
import {
  IPN_TOKEN_HEADER,
  OPERATION_APPROVED,
  PAYMENT_STATUS,
  REDIRECT_TO_PAYMENT_PAGE,
  ZCreditRequestSchema,
  ZIpnAnswerSchema,
  ZStartRequestSchema,
  type TCreditResponse,
  type TIpnPayload,
  type TStartResponse,
} from '@conform/checkout-service/netopia-v2';
import { newId, type Logger } from '@conform/server-kit';
import { signIpnToken } from './ipn-token.ts';
import type { SandboxOrder, SandboxRepository } from './repository.ts';

export type Language = 'ro' | 'en';

/**
 * The facts' sandbox test cards (CVV 111, any future expiry) and what each one answers, plus this
 * sandbox's own accepted cards of two schemes, to try what depends on the brand (the Mastercard
 * partner discount): their numbers are the schemes' well-known test numbers, never real cards.
 */
export const TEST_CARDS: Readonly<Record<string, { errorCode: number; message: string; brand?: string }>> = {
  '9900004810225098': { errorCode: 0, message: 'Transaction approved' },
  '9900541631437790': { errorCode: 19, message: 'Expired card' },
  '9900518572831942': { errorCode: 20, message: 'Insufficient funds' },
  '9900827979991500': { errorCode: 21, message: 'Incorrect CVV2/CVC2 code' },
  '9900005786662552': { errorCode: 36, message: 'Transaction declined by the antifraud system' },
  '9900576270414197': { errorCode: 34, message: 'Transaction not permitted for this card' },
  // "Bank error" in the facts: the issuer could not be reached.
  '9900130597497640': { errorCode: 22, message: 'The issuing bank is unavailable' },
  '5555555555554444': { errorCode: 0, message: 'Transaction approved', brand: 'Mastercard' },
  '2223003122003222': { errorCode: 0, message: 'Transaction approved', brand: 'Mastercard' },
  '4242424242424242': { errorCode: 0, message: 'Transaction approved', brand: 'Visa' },
};

/**
 * The card number as the IPN's `pan_masked` shows it: the first six digits (the BIN, which says the
 * brand) and the last four. verify: a NETOPIA sandbox IPN was seen showing only the first digit
 * (`9****5098`); the BIN is what the checkout needs to grant a card-brand discount.
 */
export function maskPan(number: string): string {
  return `${number.slice(0, 6)}${'*'.repeat(Math.max(number.length - 10, 4))}${number.slice(-4)}`;
}

export const TEST_CVV = '111';
const WRONG_NUMBER = { errorCode: 17, message: 'Incorrect card number' };
const EXPIRED = { errorCode: 19, message: 'Expired card' };
const WRONG_CVV = { errorCode: 21, message: 'Incorrect CVV2/CVC2 code' };

export interface CardFields {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}
export type CardFieldErrors = Partial<Record<keyof CardFields, 'required' | 'invalid'>>;

/** Format checks a card form makes before anything is sent to a bank. */
export function validateCard(fields: CardFields): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const number = fields.number.replace(/[\s-]/g, '');
  if (!number) errors.number = 'required';
  else if (!/^\d{13,19}$/.test(number)) errors.number = 'invalid';
  if (!fields.expiry.trim()) errors.expiry = 'required';
  else if (!/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.test(fields.expiry.trim())) errors.expiry = 'invalid';
  if (!fields.cvv.trim()) errors.cvv = 'required';
  else if (!/^\d{3,4}$/.test(fields.cvv.trim())) errors.cvv = 'invalid';
  if (!fields.name.trim()) errors.name = 'required';
  else if (fields.name.trim().length > 100) errors.name = 'invalid';
  return errors;
}

/** What the "bank" answers for a well-formed card: the test card's code, else a decline. */
export function cardOutcome(fields: CardFields, now: Date): { errorCode: number; message: string } {
  const number = fields.number.replace(/[\s-]/g, '');
  const card = TEST_CARDS[number];
  if (!card) return WRONG_NUMBER;
  const [month = '0', year = '0'] = fields.expiry.split('/').map((s) => s.trim());
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  // A card is valid through the last day of its expiry month.
  if (new Date(Date.UTC(fullYear, Number(month), 1)) <= now) return EXPIRED;
  if (fields.cvv.trim() !== TEST_CVV) return WRONG_CVV;
  return card;
}

export type ReceiveResult =
  | { kind: 'order'; order: SandboxOrder }
  | { kind: 'error'; status: number; reason: 'unreadable' | 'invalidOrder' | 'duplicate' };

export type PostForm = (
  url: string,
  fields: Record<string, string>,
) => Promise<{ status: number; body: string }>;

/** The default IPN transport: a form POST, as NETOPIA makes it. */
export const postForm: PostForm = async (url, fields) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: await res.text() };
};

export type PostJson = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

/** The v2 IPN transport: a JSON POST with the token header, as NETOPIA makes it. */
export const postJson: PostJson = async (url, body, headers) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: await res.text() };
};

/** What the v2 start call answers: an HTTP status and NETOPIA's JSON. */
export interface StartAnswer {
  status: number;
  body: TStartResponse;
}

const startError = (status: number, code: string, message: string): StartAnswer => ({
  status,
  body: { error: { code, message } },
});

/** Compares secrets in constant time (an API key guessed byte by byte is no key). */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSandboxDomain(deps: {
  repo: SandboxRepository;
  providerKey: KeyObject;
  merchantKey: KeyObject;
  signature: string;
  /** The v2 API key merchants must send. */
  apiKey: string;
  /** Where the card page is, absolute (v2 answers it as `paymentURL`). */
  payPageUrl: string;
  allowedHosts: readonly string[];
  logger: Logger;
  postForm?: PostForm;
  postJson?: PostJson;
  ipnRetryDelayMs?: number;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const send = deps.postForm ?? postForm;
  const sendJson = deps.postJson ?? postJson;
  const retryDelay = deps.ipnRetryDelayMs ?? 300;

  /** An http(s) URL on an allowed `host:port` (an entry without a port means the scheme's default one). */
  const allowed = (value: string): boolean => {
    try {
      const url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
      const port = url.port || (url.protocol === 'https:' ? '443' : '80');
      return deps.allowedHosts.some((entry) => {
        const [host, entryPort] = entry.split(/:(?=\d+$)/);
        return host === url.hostname && (entryPort ?? (url.protocol === 'https:' ? '443' : '80')) === port;
      });
    } catch {
      return false;
    }
  };

  /**
   * Sends the IPN to the merchant's confirm URL, as NETOPIA does, in the order's protocol: v1 sealed
   * to the merchant's key and answered with `<crc>`; v2 as JSON signed by a token, answered with JSON.
   * Retried while the answer is missing or a temporary error, stopped by success or a permanent error.
   */
  async function notifyMerchant(order: SandboxOrder, notify: NetopiaNotify): Promise<void> {
    const deliver = order.api === 'v2' ? v2Delivery(order, notify) : v1Delivery(order, notify);
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const res = await deliver();
        const answer = res.answer;
        const done = res.status === 200 && (answer.ok || answer.errorType === 2);
        await deps.repo.recordIpn(order.id, res.body.slice(0, 2000), done && answer.ok);
        if (!answer.ok)
          deps.logger.warn(
            { orderId: order.merchantOrderId, answer },
            'sandbox: the merchant refused the IPN',
          );
        if (done) return;
      } catch (err) {
        await deps.repo.recordIpn(order.id, `delivery failed: ${String(err)}`.slice(0, 2000), false);
        deps.logger.warn({ err, orderId: order.merchantOrderId, attempt }, 'sandbox: IPN delivery failed');
      }
      if (attempt < 3) await sleep(retryDelay * attempt);
    }
  }

  type Delivery = () => Promise<{
    status: number;
    body: string;
    answer: { ok: true } | { ok: false; errorType: number; errorCode: number | null; message: string };
  }>;

  function v1Delivery(order: SandboxOrder, notify: NetopiaNotify): Delivery {
    const { order: request } = parseOrderXml(order.requestXml ?? '');
    const form = envelopeToForm(seal(buildOrderXml(request, notify), deps.merchantKey));
    return async () => {
      const res = await send(order.confirmUrl, form);
      return { ...res, answer: parseCrcAnswer(res.body) };
    };
  }

  /** v2's status for what happened (docs/facts/payments-netopia.md, v2 status codes). */
  function v2Status(notify: NetopiaNotify): number {
    if (notify.errorCode !== 0) return PAYMENT_STATUS.declined;
    if (notify.action === 'credit') return PAYMENT_STATUS.credit;
    return notify.action === 'canceled' ? PAYMENT_STATUS.canceled : PAYMENT_STATUS.confirmed;
  }

  function v2Delivery(order: SandboxOrder, notify: NetopiaNotify): Delivery {
    const payload: TIpnPayload = {
      order: { orderID: order.merchantOrderId },
      payment: {
        status: v2Status(notify),
        code: notify.errorCode === 0 ? '00' : String(notify.errorCode),
        message: notify.errorMessage,
        ntpID: notify.purchase ?? '',
        // A refund states the amount it gave back; every other notification the payment's.
        amount: Number(notify.action === 'credit' ? notify.processedAmount : order.amount),
        currency: order.currency,
        ...(notify.panMasked ? { instrument: { panMasked: notify.panMasked } } : {}),
      },
    };
    const body = JSON.stringify(payload);
    return async () => {
      // A fresh token for every attempt, as its lifetime is short.
      const token = signIpnToken(deps.providerKey, deps.signature, body, now());
      const res = await sendJson(order.confirmUrl, body, { [IPN_TOKEN_HEADER]: token });
      const parsed = ZIpnAnswerSchema.safeParse(JSON.parse(res.body));
      if (!parsed.success) throw new Error('the merchant answered something else than the IPN answer');
      const { errorType, errorCode, errorMessage } = parsed.data;
      return {
        ...res,
        answer: errorType === 0 ? { ok: true } : { ok: false, errorType, errorCode, message: errorMessage },
      };
    };
  }

  async function close(
    order: SandboxOrder,
    outcome: {
      status: 'APPROVED' | 'DECLINED' | 'CANCELLED';
      action: string;
      errorCode: number;
      message: string;
    },
    panMasked: string | null,
  ): Promise<void> {
    // v2 gave its payment id (ntpID) at the start call already.
    const purchaseId = order.purchaseId ?? String(randomInt(100_000_000, 999_999_999));
    if (
      !(await deps.repo.close(order.id, {
        status: outcome.status,
        errorCode: outcome.errorCode,
        panMasked,
        purchaseId,
      }))
    )
      return;
    await notifyMerchant(order, {
      timestamp: netopiaTimestamp(now()),
      crc: randomBytes(16).toString('hex'),
      action: outcome.action,
      purchase: purchaseId,
      originalAmount: order.amount,
      processedAmount: outcome.status === 'APPROVED' ? order.amount : '0.00',
      panMasked: panMasked ?? undefined,
      errorCode: outcome.errorCode,
      errorMessage: outcome.message,
    });
  }

  /** Credit-call refusals, with NETOPIA's card error codes (facts): 48 invalid request, 34 not permitted. */
  type CreditOutcome = { ok: true; order: SandboxOrder } | { ok: false; code: number; message: string };

  /**
   * Refunds part or all of a captured payment, then tells the merchant with a `credit` notification
   * (v1 action `credit` with processed_amount, v2 status 8 with the amount), as NETOPIA does.
   */
  async function creditOrder(
    order: SandboxOrder | undefined,
    rawAmount: string | number,
  ): Promise<CreditOutcome> {
    if (!order) return { ok: false, code: 48, message: 'Order not found' };
    const amount = typeof rawAmount === 'number' ? rawAmount.toFixed(2) : rawAmount.trim();
    if (!isValidAmount(amount)) return { ok: false, code: 48, message: 'Invalid amount' };
    const credited = await deps.repo.credit(order.id, amount);
    if (!credited) {
      deps.logger.warn({ orderId: order.merchantOrderId }, 'sandbox: refund refused');
      return { ok: false, code: 34, message: 'Refund not permitted: not captured, or more than is left' };
    }
    await notifyMerchant(credited, {
      timestamp: netopiaTimestamp(now()),
      crc: randomBytes(16).toString('hex'),
      action: 'credit',
      purchase: credited.purchaseId ?? undefined,
      originalAmount: credited.amount,
      // What has been refunded so far, as a confirmation states what has been captured (verify).
      processedAmount: credited.creditedAmount ?? amount,
      panMasked: credited.panMasked ?? undefined,
      errorCode: 0,
      errorMessage: 'Refund approved',
    });
    return { ok: true, order: credited };
  }

  /** A merchant web service session: its end and an HMAC under the API key, so nothing is kept. */
  const SESSION_SECONDS = 600;
  const sessionMac = (expires: string) => createHmac('sha256', deps.apiKey).update(expires).digest('hex');
  const newSession = () => {
    const expires = String(Math.floor(now().getTime() / 1000) + SESSION_SECONDS);
    return `${expires}.${sessionMac(expires)}`;
  };
  const validSession = (id: string) => {
    const [expires = '', mac = ''] = id.split('.');
    return (
      /^\d{1,12}$/.test(expires) &&
      sameSecret(mac, sessionMac(expires)) &&
      Number(expires) * 1000 > now().getTime()
    );
  };

  return {
    /**
     * NETOPIA v1's merchant web service (v1-soap.ts, marked verify there): `logIn` with the merchant's
     * password (here the v2 API key), then `credit` of an order of this POS. A malformed request is a
     * SOAP fault answered with 400 rather than SOAP's usual 500: it is the caller's mistake.
     */
    async soap(xml: string): Promise<{ status: number; body: string }> {
      try {
        const element = soapBodyElement(xml);
        const operation = soapOperation(element);
        if (operation === 'logIn') {
          const { password } = readLogInRequest(element);
          if (!sameSecret(password, deps.apiKey)) {
            deps.logger.warn({}, 'sandbox: merchant web service sign-in refused');
            return { status: 400, body: buildFault('Client', 'Invalid username or password') };
          }
          return { status: 200, body: buildLogInResponse(newSession()) };
        }
        if (operation === 'credit') {
          const request = readCreditRequest(element);
          if (!validSession(request.sessionId)) {
            return { status: 400, body: buildFault('Client', 'Invalid or expired session') };
          }
          if (request.signature !== deps.signature) {
            return { status: 200, body: buildCreditResponse({ code: 48, message: 'Unknown POS signature' }) };
          }
          const order = await deps.repo.findByMerchantOrder(request.signature, request.orderId);
          const outcome = await creditOrder(order, request.amount);
          return {
            status: 200,
            body: buildCreditResponse(
              outcome.ok
                ? { code: 0, message: 'Refund approved' }
                : { code: outcome.code, message: outcome.message },
            ),
          };
        }
        return { status: 400, body: buildFault('Client', `Unknown operation ${operation}`) };
      } catch (err) {
        if (!(err instanceof SoapError)) throw err;
        return { status: 400, body: buildFault('Client', err.message) };
      }
    },

    /** v2's `POST /operation/credit` (marked verify in the checkout's v2.ts), with the API key. */
    async creditV2(
      apiKey: string | undefined,
      body: unknown,
    ): Promise<{ status: number; body: TCreditResponse }> {
      if (!apiKey || !sameSecret(apiKey, deps.apiKey)) {
        deps.logger.warn({}, 'sandbox: v2 credit refused: wrong API key');
        return { status: 401, body: { error: { code: '401', message: 'Invalid API key' } } };
      }
      const parsed = ZCreditRequestSchema.safeParse(body);
      if (!parsed.success)
        return { status: 400, body: { error: { code: '99', message: 'Invalid request' } } };
      const { posID, ntpID, orderID, amount } = parsed.data;
      if (posID !== deps.signature) {
        return { status: 400, body: { error: { code: '48', message: 'Unknown POS signature' } } };
      }
      const order = ntpID
        ? await deps.repo.findByPurchase(posID, ntpID)
        : await deps.repo.findByMerchantOrder(posID, orderID);
      const outcome = await creditOrder(order?.merchantOrderId === orderID ? order : undefined, amount);
      if (!outcome.ok) {
        return { status: 400, body: { error: { code: String(outcome.code), message: outcome.message } } };
      }
      return {
        status: 200,
        body: {
          error: { code: OPERATION_APPROVED, message: 'Approved' },
          payment: {
            ntpID: outcome.order.purchaseId ?? '',
            status: PAYMENT_STATUS.credit,
            amount,
          },
        },
      };
    },

    /**
     * The browser's form POST: opens the envelope with the sandbox key, checks the order is for
     * this POS with a valid amount, currency and allowed URLs, and keeps it. A repost of an open
     * order shows the same order again.
     */
    async receive(form: EnvelopeForm, language: Language | undefined): Promise<ReceiveResult> {
      let xml: string;
      let parsed: ReturnType<typeof parseOrderXml>;
      try {
        xml = unseal(envelopeFromForm(form), deps.providerKey);
        parsed = parseOrderXml(xml);
      } catch (err) {
        if (!(err instanceof NetopiaError)) throw err;
        deps.logger.warn({ reason: err.message }, 'sandbox: order refused');
        return { kind: 'error', status: 400, reason: err.kind === 'format' ? 'invalidOrder' : 'unreadable' };
      }
      const { order } = parsed;
      const problem =
        order.signature !== deps.signature
          ? 'unknown POS signature'
          : !isValidAmount(order.amount)
            ? 'invalid amount'
            : !CURRENCIES.includes(order.currency)
              ? 'invalid currency'
              : !allowed(order.confirmUrl) || !allowed(order.returnUrl)
                ? 'confirm or return URL not allowed'
                : parsed.notify
                  ? 'an IPN is not an order'
                  : undefined;
      if (problem) {
        deps.logger.warn({ orderId: order.id, problem }, 'sandbox: order refused');
        return { kind: 'error', status: 400, reason: 'invalidOrder' };
      }
      const existing = await deps.repo.findByMerchantOrder(order.signature, order.id);
      if (existing) {
        return existing.status === 'OPEN'
          ? { kind: 'order', order: existing }
          : { kind: 'error', status: 409, reason: 'duplicate' };
      }
      const lang = language ?? (order.params['lang'] === 'en' ? 'en' : 'ro');
      const stored = await deps.repo.insert({
        id: newId(),
        merchantOrderId: order.id,
        signature: order.signature,
        amount: order.amount,
        currency: order.currency,
        language: lang,
        confirmUrl: order.confirmUrl,
        returnUrl: order.returnUrl,
        requestXml: xml,
      });
      return { kind: 'order', order: stored };
    },

    /**
     * The v2 start call without card data (docs/facts/payments-netopia.md, v2): checks the API key, the POS, amount,
     * currency and URLs as the v1 form is checked, keeps the order, and answers code "101" with the
     * card page's address. Starting an open order again answers the same page.
     */
    async startV2(apiKey: string | undefined, body: unknown): Promise<StartAnswer> {
      if (!apiKey || !sameSecret(apiKey, deps.apiKey)) {
        deps.logger.warn({}, 'sandbox: v2 start refused: wrong API key');
        return startError(401, '401', 'Invalid API key');
      }
      const parsed = ZStartRequestSchema.safeParse(body);
      if (!parsed.success) return startError(400, '99', 'Invalid request');
      const { config, order } = parsed.data;
      const amount = order.amount.toFixed(2);
      const problem =
        order.posSignature !== deps.signature
          ? 'unknown POS signature'
          : Math.round(order.amount * 100) !== order.amount * 100 || !isValidAmount(amount)
            ? 'invalid amount'
            : !CURRENCIES.includes(order.currency as (typeof CURRENCIES)[number])
              ? 'invalid currency'
              : !allowed(config.notifyUrl) || !allowed(config.redirectUrl)
                ? 'notify or redirect URL not allowed'
                : undefined;
      if (problem) {
        deps.logger.warn({ orderId: order.orderID, problem }, 'sandbox: v2 order refused');
        return startError(400, '99', problem);
      }
      const answer = (stored: SandboxOrder): StartAnswer => ({
        status: 200,
        body: {
          error: { code: REDIRECT_TO_PAYMENT_PAGE, message: 'Redirect user to payment page' },
          payment: {
            ntpID: stored.purchaseId ?? '',
            status: PAYMENT_STATUS.new,
            paymentURL: `${deps.payPageUrl}/${stored.id}`,
          },
        },
      });
      const existing = await deps.repo.findByMerchantOrder(order.posSignature, order.orderID);
      if (existing) {
        return existing.status === 'OPEN' ? answer(existing) : startError(409, '56', 'Order closed');
      }
      const stored = await deps.repo.insert({
        id: newId(),
        api: 'v2',
        merchantOrderId: order.orderID,
        signature: order.posSignature,
        amount,
        currency: order.currency,
        language: config.language === 'en' ? 'en' : 'ro',
        confirmUrl: config.notifyUrl,
        returnUrl: config.redirectUrl,
        requestJson: JSON.stringify(parsed.data),
        purchaseId: String(randomInt(100_000_000, 999_999_999)),
      });
      return answer(stored);
    },

    find: (id: string) => deps.repo.findById(id),

    /** The card form: format errors come back to the form; a decision is sent to the merchant. */
    async pay(
      order: SandboxOrder,
      fields: CardFields,
    ): Promise<{ kind: 'invalid'; errors: CardFieldErrors } | { kind: 'done'; returnUrl: string }> {
      if (order.status !== 'OPEN') return { kind: 'done', returnUrl: order.returnUrl };
      const errors = validateCard(fields);
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
      const outcome = cardOutcome(fields, now());
      const number = fields.number.replace(/[\s-]/g, '');
      await close(
        order,
        outcome.errorCode === 0
          ? { status: 'APPROVED', action: 'confirmed', ...outcome }
          : { status: 'DECLINED', action: 'paid', ...outcome },
        maskPan(number),
      );
      return { kind: 'done', returnUrl: order.returnUrl };
    },

    /** The buyer gives up on the card page: the merchant hears `canceled`. */
    async cancel(order: SandboxOrder): Promise<{ returnUrl: string }> {
      if (order.status === 'OPEN') {
        await close(
          order,
          { status: 'CANCELLED', action: 'canceled', errorCode: 0, message: 'Cancelled by the buyer' },
          null,
        );
      }
      return { returnUrl: order.returnUrl };
    },
  };
}
export type SandboxDomain = ReturnType<typeof createSandboxDomain>;
