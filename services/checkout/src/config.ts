import { z } from 'zod';
import { POS_SIGNATURE_PATTERN } from './netopia/v1.ts';

/**
 * Checkout settings. In embedded mode (the gateway sets EMBEDDED, DATA_DIR and PUBLIC_URL) the
 * provider is the local payment sandbox and both NETOPIA key pairs are generated into
 * DATA_DIR/keys; in cluster mode the provider URL, POS signature and key files must be given.
 */
export const ZCheckoutConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** The platform's public origin: IPN and return URLs are built on it. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
    DATA_DIR: z.string().default('./.data'),
    EMBEDDED: z.stringbool().default(false),
    /** NETOPIA v1 card URL (sandbox https://sandboxsecure.mobilpay.ro, live https://secure.mobilpay.ro). */
    NETOPIA_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The POS signature, XXXX-XXXX-XXXX-XXXX-XXXX. */
    NETOPIA_SIGNATURE: z.string().regex(POS_SIGNATURE_PATTERN).optional(),
    /** NETOPIA's public certificate (or PEM public key) that orders are sealed to. */
    NETOPIA_PUBLIC_KEY_FILE: z.string().min(1).optional(),
    /** The merchant's private key that IPNs are sealed to. */
    NETOPIA_MERCHANT_PRIVATE_KEY_FILE: z.string().min(1).optional(),
    NETOPIA_MERCHANT_PRIVATE_KEY_PASSPHRASE: z.string().optional(),
    /** Where NETOPIA posts IPNs; `${PUBLIC_URL}/platform/api/payments/ipn` by default. */
    NETOPIA_CONFIRM_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.EMBEDDED) return;
    for (const key of [
      'NETOPIA_URL',
      'NETOPIA_SIGNATURE',
      'NETOPIA_PUBLIC_KEY_FILE',
      'NETOPIA_MERCHANT_PRIVATE_KEY_FILE',
    ] as const) {
      if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required outside embedded mode' });
    }
  });
export type TCheckoutConfig = z.infer<typeof ZCheckoutConfigSchema>;
