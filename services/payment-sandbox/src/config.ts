import { POS_SIGNATURE_PATTERN } from '@conform/checkout-service/netopia';
import { z } from 'zod';

/**
 * The sandbox plays NETOPIA (v1 and v2) for development and tests. Its key pair (which also signs v2
 * IPN tokens), the merchant's public key and the v2 API key default to the ones generated into
 * DATA_DIR/keys (shared with the checkout in embedded mode).
 */
export const ZPaymentSandboxConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
  DATA_DIR: z.string().default('./.data'),
  /** The one POS signature the sandbox accepts: the merchant's (same variable as the checkout's). */
  NETOPIA_SIGNATURE: z.string().regex(POS_SIGNATURE_PATTERN).optional(),
  /** The sandbox's own private key (orders are sealed to its public key). */
  PAYMENT_SANDBOX_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  /** The merchant's public key that v1 IPNs are sealed to. */
  PAYMENT_SANDBOX_MERCHANT_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  /**
   * The API key v2 start calls must carry (the merchant's NETOPIA_API_KEY). By default the one
   * generated into DATA_DIR/keys, which the checkout reads in embedded mode.
   */
  PAYMENT_SANDBOX_API_KEY: z.string().min(1).optional(),
  /**
   * Hosts the sandbox may post IPNs to and send browsers back to (comma-separated `host[:port]`).
   * Defaults to PUBLIC_URL's host and port, and localhost and 127.0.0.1 on that port: the sandbox
   * must not become a way to make this server call, or redirect to, arbitrary addresses or ports.
   */
  PAYMENT_SANDBOX_ALLOWED_HOSTS: z.string().optional(),
  /**
   * The partner's private key for customer tokens (the NETOPIA partner entry, `/netopia?token=`): with
   * it the sandbox serves the customer-account stand-in page; identity holds the public half.
   */
  PAYMENT_SANDBOX_PARTNER_PRIVATE_KEY_FILE: z.string().min(1).optional(),
});
export type TPaymentSandboxConfig = z.infer<typeof ZPaymentSandboxConfigSchema>;
