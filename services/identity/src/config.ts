import { z } from 'zod';

export const ZIdentityConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** PEM files of the ES256 key pair that signs access tokens (identity alone holds the private key). */
    AUTH_PRIVATE_KEY_FILE: z.string().min(1),
    AUTH_PUBLIC_KEY_FILE: z.string().min(1),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * A rotated refresh token used again within this many seconds gets the same new session: a
     * browser's parallel requests (remotes, a download, another tab) that found the access token
     * expired together. Later, the reuse is a replayed stolen token and revokes the whole session.
     */
    REFRESH_TOKEN_REUSE_WINDOW_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    /** Secure cookies need HTTPS; on by default in production. */
    COOKIE_SECURE: z.stringbool().optional(),
    /** The address users reach the platform at: sign-in links point there. */
    PUBLIC_URL: z.url().default('http://localhost:8080'),
    /** `smtp` sends real mail; `mailbox` keeps it in the local mailbox page (embedded mode, never production). */
    MAIL_TRANSPORT: z.enum(['smtp', 'mailbox']).optional(),
    /** e.g. `smtp://user:password@smtp.example.ro:587` or `smtps://…:465`. */
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Conform <no-reply@conform.localhost>'),
    SIGN_IN_LINK_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(60),
    /**
     * One new link per address in this many seconds. A short interval, not an hourly cap: requests
     * for someone else's address must never lock them out (their earlier links stay valid too).
     */
    SIGN_IN_LINK_EMAIL_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    SIGN_IN_LINKS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /** Each anonymous session creates a user: a visitor needs one, a script must not make thousands. */
    ANONYMOUS_SESSIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /** NETOPIA's public key for its customer tokens; without it the partner flows answer 503. */
    PARTNER_NETOPIA_PUBLIC_KEY_FILE: z.string().optional(),
    CUSTOM_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  })
  .transform((c) => ({
    ...c,
    MAIL_TRANSPORT: c.MAIL_TRANSPORT ?? (c.SMTP_URL ? ('smtp' as const) : ('mailbox' as const)),
  }))
  .refine((c) => c.MAIL_TRANSPORT !== 'smtp' || Boolean(c.SMTP_URL), {
    message: 'SMTP_URL is required when MAIL_TRANSPORT=smtp',
    path: ['SMTP_URL'],
  })
  .refine((c) => !(c.NODE_ENV === 'production' && c.MAIL_TRANSPORT === 'mailbox'), {
    message: 'production sends real e-mail: set SMTP_URL (the local mailbox is for embedded mode only)',
    path: ['MAIL_TRANSPORT'],
  });
export type TIdentityConfig = z.infer<typeof ZIdentityConfigSchema>;
