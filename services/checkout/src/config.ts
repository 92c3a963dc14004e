import { z } from 'zod';
import { POS_SIGNATURE_PATTERN } from './netopia/v1.ts';

/** The EU Commission's VIES REST service (check a VAT number): POST `{countryCode, vatNumber}`. */
export const VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';

/**
 * Checkout settings. In embedded mode (the gateway sets EMBEDDED, DATA_DIR and PUBLIC_URL) the
 * provider is the local payment sandbox, and both NETOPIA key pairs and the v2 API key are generated
 * into DATA_DIR/keys; in cluster mode the provider's URL, POS signature, keys (and for v2 the API
 * key) must be given.
 */
export const ZCheckoutConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** The platform's public origin: IPN and return URLs are built on it. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
    DATA_DIR: z.string().default('./.data'),
    EMBEDDED: z.stringbool().default(false),
    /**
     * Which NETOPIA protocol the checkout speaks: `v1` (sealed XML order posted by the browser, the
     * spec's flow) or `v2` (JSON API, the buyer is sent to NETOPIA's hosted page).
     */
    NETOPIA_API: z.enum(['v1', 'v2']).default('v1'),
    /** NETOPIA v1 card URL (sandbox https://sandboxsecure.mobilpay.ro, live https://secure.mobilpay.ro). */
    NETOPIA_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The POS signature, XXXX-XXXX-XXXX-XXXX-XXXX. */
    NETOPIA_SIGNATURE: z.string().regex(POS_SIGNATURE_PATTERN).optional(),
    /**
     * v2 API base URL (sandbox https://secure.sandbox.netopia-payments.com; live: as NETOPIA's
     * account says, the facts found two documented bases).
     */
    NETOPIA_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** v2 API key, sent as the Authorization header of the start call. */
    NETOPIA_API_KEY: z.string().min(1).optional(),
    /**
     * NETOPIA's public key: v1 orders are sealed to it (a certificate or PEM public key); v2 IPN
     * tokens are verified with it.
     */
    NETOPIA_PUBLIC_KEY_FILE: z.string().min(1).optional(),
    /** The merchant's private key that v1 IPNs are sealed to. */
    NETOPIA_MERCHANT_PRIVATE_KEY_FILE: z.string().min(1).optional(),
    NETOPIA_MERCHANT_PRIVATE_KEY_PASSPHRASE: z.string().optional(),
    /** Where NETOPIA posts IPNs (v1 confirm, v2 notify URL); `${PUBLIC_URL}/platform/api/payments/ipn` by default. */
    NETOPIA_CONFIRM_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * v1 only: NETOPIA's merchant web service (SOAP), through which refunds are asked for (live
     * https://secure.mobilpay.ro/api/payment2/), and the merchant account's user there. Without the
     * user, automatic refunds are retried and then given up (FAILED, on /health).
     */
    NETOPIA_SOAP_URL: z.url({ protocol: /^https?$/ }).optional(),
    NETOPIA_SOAP_USERNAME: z.string().min(1).optional(),
    NETOPIA_SOAP_PASSWORD: z.string().min(1).optional(),
    /** Tries of one refund call before it is given up (FAILED: an operator must act). */
    REFUND_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
    /** Seconds before the second try of a refund call; each next wait doubles (at most six hours). */
    REFUND_RETRY_SECONDS: z.coerce.number().min(0).max(3600).default(60),
    /**
     * Who confirms an EU VAT number before an order is reverse-charged: `vies` (the EU's VIES at
     * VIES_URL), `local` (a stand-in that knows a few invented numbers; development and tests) or
     * `off` (none: Romanian VAT is charged, the order summary says the number could not be verified).
     */
    VAT_CHECKER: z.enum(['vies', 'local', 'off']).optional(),
    VIES_URL: z.url({ protocol: /^https?$/ }).default(VIES_URL),
    /** A VIES check that takes longer counts as VIES unavailable (VAT is charged, the summary says why). */
    VIES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
    /** The local stand-in answers as VIES does when it is down (to try the checkout's answer to it). */
    VIES_LOCAL_DOWN: z.stringbool().default(false),
  })
  .superRefine((c, ctx) => {
    if (c.EMBEDDED) return;
    const needed =
      c.NETOPIA_API === 'v2'
        ? (['NETOPIA_API_URL', 'NETOPIA_API_KEY', 'NETOPIA_SIGNATURE', 'NETOPIA_PUBLIC_KEY_FILE'] as const)
        : ([
            'NETOPIA_URL',
            'NETOPIA_SIGNATURE',
            'NETOPIA_PUBLIC_KEY_FILE',
            'NETOPIA_MERCHANT_PRIVATE_KEY_FILE',
          ] as const);
    for (const key of needed) {
      if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required outside embedded mode' });
    }
  })
  .transform((c) => ({
    ...c,
    // Development and tests never ask the EU about invented numbers unless they say so.
    VAT_CHECKER: c.VAT_CHECKER ?? (c.NODE_ENV === 'production' ? ('vies' as const) : ('local' as const)),
  }))
  .refine((c) => !(c.NODE_ENV === 'production' && c.VAT_CHECKER === 'local'), {
    message: 'the local VAT number stand-in is for development; production uses vies (or off)',
    path: ['VAT_CHECKER'],
  });
export type TCheckoutConfig = z.infer<typeof ZCheckoutConfigSchema>;
