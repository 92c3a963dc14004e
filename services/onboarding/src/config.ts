import { z } from 'zod';

/** ANAF's public VAT-payer web service, version 9 (docs/facts/romania.md): no key, 1 request a second. */
export const ANAF_VAT_URL = 'https://webservicesp.anaf.ro/api/PlatitorTvaRest/v9/tva';
/** HubSpot's Forms API host: submissions go to `/submissions/v3/integration/submit/{portalId}/{formId}`. */
export const HUBSPOT_FORMS_URL = 'https://api.hsforms.com';

export const MARKETING_KINDS = [
  'ACCOUNT_CREATED',
  'QUIZ_COMPLETED',
  'ONBOARDING_EVALUATION',
  'COMPANY_CREATED',
  'PURCHASE_COMPLETED',
  'CONTACT_REQUEST',
] as const;
export type MarketingKind = (typeof MARKETING_KINDS)[number];

/** `ACCOUNT_CREATED=<form guid>,PURCHASE_COMPLETED=<form guid>`: a form of its own for some events. */
const ZFormIdsSchema = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const forms: Partial<Record<MarketingKind, string>> = {};
    for (const pair of (text ?? '').split(',').map((p) => p.trim())) {
      if (pair === '') continue;
      const [kind = '', formId = ''] = pair.split('=').map((p) => p.trim());
      if (!(MARKETING_KINDS as readonly string[]).includes(kind) || !/^[\w-]{1,64}$/.test(formId)) {
        ctx.addIssue({
          code: 'custom',
          message: `expected KIND=formId pairs (${MARKETING_KINDS.join(', ')})`,
        });
        return z.NEVER;
      }
      forms[kind as MarketingKind] = formId;
    }
    return forms;
  });

/**
 * Onboarding settings. The company registry is ANAF's web service; in embedded mode (the gateway sets
 * EMBEDDED and PUBLIC_URL) it is the local stand-in this service serves itself, speaking the same
 * protocol, so the platform works offline and never sends fiscal codes out from a developer's machine.
 * The same goes for marketing submissions: HubSpot's Forms API, or in embedded mode a local sink shown
 * at /platform/dev/marketing (never in production).
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
    /**
     * Where marketing submissions go (docs/spec/behaviour.md §7): `hubspot` (HubSpot's Forms API), `local` (kept in this
     * service's table, shown at /platform/dev/marketing) or `off` (none are kept or sent).
     */
    MARKETING_SINK: z.enum(['hubspot', 'local', 'off']).optional(),
    HUBSPOT_FORMS_URL: z.url({ protocol: /^https?$/ }).default(HUBSPOT_FORMS_URL),
    /** The HubSpot account (portal) id; no key is needed: the Forms API is public. */
    HUBSPOT_PORTAL_ID: z
      .string()
      .regex(/^\d{1,20}$/)
      .optional(),
    /** The form every submission goes to, unless HUBSPOT_FORM_IDS names another for its event. */
    HUBSPOT_FORM_ID: z
      .string()
      .regex(/^[\w-]{1,64}$/)
      .optional(),
    HUBSPOT_FORM_IDS: ZFormIdsSchema,
    /**
     * The portal's subscription type for the communications consent: with it, submissions carry
     * `legalConsentOptions` (the consent texts the user agreed to); without it they carry none.
     */
    HUBSPOT_SUBSCRIPTION_TYPE_ID: z.coerce.number().int().positive().optional(),
    HUBSPOT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Seconds between a submission's first try and its second (the last). */
    MARKETING_RETRY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /**
     * How long something that happened waits for the user's confirmed e-mail and communications consent
     * (an anonymous visitor's quiz waits for the sign-in link); after that it is forgotten, never sent.
     */
    MARKETING_WAIT_DAYS: z.coerce.number().int().min(0).max(90).default(7),
    /** Contact requests one user may make per hour (each becomes a submission). */
    CONTACT_REQUESTS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).default(10),
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
    // Tests never submit anything unless they ask for a sink; production submits once HubSpot is configured.
    MARKETING_SINK:
      c.MARKETING_SINK ??
      (c.EMBEDDED && c.NODE_ENV !== 'production'
        ? ('local' as const)
        : c.NODE_ENV !== 'test' && c.HUBSPOT_PORTAL_ID
          ? ('hubspot' as const)
          : ('off' as const)),
  }))
  .refine((c) => !(c.NODE_ENV === 'production' && c.COMPANY_REGISTRY === 'local'), {
    message: 'the local company registry is a stand-in for development; production uses anaf (or off)',
    path: ['COMPANY_REGISTRY'],
  })
  .refine((c) => !(c.NODE_ENV === 'production' && c.MARKETING_SINK === 'local'), {
    message: 'the local marketing sink is for development; production uses hubspot (or off)',
    path: ['MARKETING_SINK'],
  })
  .refine((c) => c.MARKETING_SINK !== 'hubspot' || Boolean(c.HUBSPOT_PORTAL_ID && c.HUBSPOT_FORM_ID), {
    message: 'MARKETING_SINK=hubspot needs HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID',
    path: ['HUBSPOT_FORM_ID'],
  });
export type TOnboardingConfig = z.infer<typeof ZOnboardingConfigSchema>;
