/**
 * NETOPIA Payments v2 (JSON API, hosted payment page): the start call, the IPN body and its proof of
 * origin, and the merchant's answer. Shared by the checkout (merchant side) and the payment sandbox
 * (provider side), as v1.ts is, so both ends of the local loop read the same shapes
 * (docs/facts/payments-netopia.md). Points the facts leave open are marked "verify".
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';

/** The path of the start call under the API base URL. */
export const START_PATH = '/payment/card/start';
/**
 * The refund call under the API base URL. verify: the facts do not describe it; NETOPIA's OpenAPI
 * spec lists `/operation/credit` among the operations (with a note that it "will be available at a
 * future date"), and a merchant's notes report it answering `payment.status` 8 and `error.code` "00",
 * then a status-8 IPN.
 */
export const CREDIT_PATH = '/operation/credit';

/** The `iss` of NETOPIA's IPN tokens. */
export const IPN_ISSUER = 'NETOPIA Payments';
/** The IPN token's algorithm: NETOPIA's default (facts; its SDKs also default to RS512). */
export const IPN_ALGORITHM = 'RS512';
/** The IPN token travels in this header (HTTP header names are case-insensitive). */
export const IPN_TOKEN_HEADER = 'verification-token';

/** The start answer's `error.code` when the buyer must be sent to `payment.paymentURL`. */
export const REDIRECT_TO_PAYMENT_PAGE = '101';

/** Payment status numbers (docs/facts/payments-netopia.md, v2 status codes). */
export const PAYMENT_STATUS = {
  new: 1,
  opened: 2,
  paid: 3,
  canceled: 4,
  confirmed: 5,
  pending: 6,
  credit: 8,
  error: 11,
  declined: 12,
  fraudReview: 13,
  needs3ds: 15,
} as const;

/** `sub` of an IPN token: base64 (standard alphabet) of the SHA-512 of the exact body bytes. */
export function payloadHash(body: Buffer | string): string {
  return createHash('sha512').update(body).digest('base64');
}

const ZBillingSchema = z.object({
  email: z.string(),
  phone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string(),
  /** ISO 3166 numeric (642 = Romania). */
  country: z.number().int().optional(),
  state: z.string(),
  postalCode: z.string(),
  details: z.string(),
});

/** `POST /payment/card/start` without card data: the buyer types the card on NETOPIA's page. */
export const ZStartRequestSchema = z.object({
  config: z.object({
    notifyUrl: z.url(),
    redirectUrl: z.url(),
    cancelUrl: z.url().optional(),
    language: z.string(),
  }),
  payment: z.object({
    options: z.object({ installments: z.number().int() }),
    instrument: z.object({ type: z.literal('card') }),
  }),
  order: z.object({
    posSignature: z.string(),
    /** RFC 3339. */
    dateTime: z.string(),
    description: z.string(),
    orderID: z.string().min(1).max(64),
    amount: z.number().positive(),
    currency: z.string(),
    billing: ZBillingSchema,
    products: z.array(
      z.object({
        name: z.string(),
        code: z.string(),
        category: z.string(),
        price: z.number(),
        vat: z.number(),
      }),
    ),
  }),
});
export type TStartRequest = z.infer<typeof ZStartRequestSchema>;

/** The start answer: with `error.code` "101" the payment page is `payment.paymentURL`. */
export const ZStartResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string().optional() }).optional(),
  payment: z
    .object({
      ntpID: z.string().optional(),
      status: z.number().optional(),
      paymentURL: z.string().optional(),
    })
    .optional(),
});
export type TStartResponse = z.infer<typeof ZStartResponseSchema>;

/**
 * `POST /operation/credit`: refund a captured payment, in major units (1 = one leu). verify: the
 * fields besides `ntpID` and `amount` (`posID` and `orderID`, as the status call takes them).
 */
export const ZCreditRequestSchema = z.object({
  posID: z.string(),
  ntpID: z.string().optional(),
  orderID: z.string().min(1).max(64),
  amount: z.number().positive(),
});
export type TCreditRequest = z.infer<typeof ZCreditRequestSchema>;

/** The refund answer: `error.code` "00" (and `payment.status` 8) when it was accepted. */
export const ZCreditResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string().optional() }).optional(),
  payment: z
    .object({ ntpID: z.string().optional(), status: z.number().optional(), amount: z.number().optional() })
    .optional(),
});
export type TCreditResponse = z.infer<typeof ZCreditResponseSchema>;

/** `error.code` of an accepted operation. */
export const OPERATION_APPROVED = '00';

/**
 * The IPN body. The facts name `order.orderID` and `payment.{status, code, message, ntpID}`;
 * `amount`, `currency` and `instrument.panMasked` follow NETOPIA's start answer and SDK samples
 * (verify against a real IPN): they are checked only when present.
 */
export const ZIpnPayloadSchema = z.object({
  order: z.object({ orderID: z.string().min(1).max(64) }),
  payment: z.object({
    status: z.number().int(),
    code: z.string().optional(),
    message: z.string().optional(),
    ntpID: z.union([z.string(), z.number()]).optional(),
    amount: z.number().optional(),
    currency: z.string().optional(),
    instrument: z.object({ panMasked: z.string().optional() }).optional(),
  }),
});
export type TIpnPayload = z.infer<typeof ZIpnPayloadSchema>;

/** The merchant's IPN answer: 0 = taken, 1 = temporary (NETOPIA retries), 2 = permanent. */
export const IPN_ERROR_TYPE = { none: 0, temporary: 1, permanent: 2 } as const;

/** The verification error codes of NETOPIA's v2 SDK (Ipn::E_VERIFICATION_FAILED_*). */
export const IPN_ERROR = {
  general: 0x10000101,
  signature: 0x10000102,
  notBeforeOrIssuedAt: 0x10000103,
  expired: 0x10000104,
  audience: 0x10000105,
  taintedPayload: 0x10000106,
  payloadFormat: 0x10000107,
} as const;

export interface IpnAnswer {
  errorType: number;
  errorCode: number | null;
  errorMessage: string;
}

export const ZIpnAnswerSchema = z.object({
  errorType: z.number().int(),
  errorCode: z.number().int().nullable(),
  errorMessage: z.string(),
});

export function ipnAnswer(errorType: number, errorCode: number | null, errorMessage: string): string {
  return JSON.stringify({ errorType, errorCode, errorMessage } satisfies IpnAnswer);
}

/** ISO 3166 numeric codes for the billing countries the editions take (v2's `billing.country`). */
// prettier-ignore
const NUMERIC_COUNTRY: Readonly<Record<string, number>> = {
  AT: 40, BE: 56, BG: 100, HR: 191, CY: 196, CZ: 203, DK: 208, EE: 233, FI: 246, FR: 250, DE: 276,
  GR: 300, HU: 348, IS: 352, IE: 372, IT: 380, LV: 428, LI: 438, LT: 440, LU: 442, MT: 470, MD: 498,
  NL: 528, NO: 578, PL: 616, PT: 620, RO: 642, SK: 703, SI: 705, ES: 724, SE: 752, CH: 756, GB: 826,
  US: 840,
};

/** A billing country (ISO alpha-2) as v2 wants it; undefined when it is not one we know. */
export function numericCountry(country: string | undefined): number | undefined {
  return country ? NUMERIC_COUNTRY[country.trim().toUpperCase()] : undefined;
}
