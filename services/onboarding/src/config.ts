import { z } from 'zod';

/** ANAF's public VAT-payer web service, version 9 (facts/romania.md): no key, 1 request a second. */
export const ANAF_VAT_URL = 'https://webservicesp.anaf.ro/api/PlatitorTvaRest/v9/tva';

/**
 * Onboarding settings. The company registry is ANAF's web service; in embedded mode (the gateway sets
 * EMBEDDED and PUBLIC_URL) it is the local stand-in this service serves itself, speaking the same
 * protocol, so the platform works offline and never sends fiscal codes out from a developer's machine.
 */
export const ZOnboardingConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    EMBEDDED: z.stringbool().default(false),
    /** The platform's public origin; the embedded platform reaches its local registry there. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
    /** `anaf` (the web service at ANAF_URL), `local` (the stand-in) or `off` (every form stays manual). */
    COMPANY_REGISTRY: z.enum(['anaf', 'local', 'off']).optional(),
    ANAF_URL: z.url({ protocol: /^https?$/ }).default(ANAF_VAT_URL),
    /** A lookup that takes longer gives up: the visitor fills the form by hand. */
    COMPANY_REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** ANAF allows one request a second per client; calls are spaced at least this much. */
    COMPANY_REGISTRY_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
    /** How long a registry answer is reused before asking again. */
    COMPANY_REGISTRY_CACHE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
    /** Lookups one client address may make per hour (each may reach ANAF). */
    REGISTRY_LOOKUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(60),
  })
  .transform((c) => ({
    ...c,
    // Tests never reach ANAF unless they point ANAF_URL at their own server and ask for it.
    COMPANY_REGISTRY:
      c.COMPANY_REGISTRY ??
      (c.EMBEDDED && c.NODE_ENV !== 'production'
        ? ('local' as const)
        : c.NODE_ENV === 'test'
          ? ('off' as const)
          : ('anaf' as const)),
  }))
  .refine((c) => !(c.NODE_ENV === 'production' && c.COMPANY_REGISTRY === 'local'), {
    message: 'the local company registry is a stand-in for development; production uses anaf (or off)',
    path: ['COMPANY_REGISTRY'],
  });
export type TOnboardingConfig = z.infer<typeof ZOnboardingConfigSchema>;
