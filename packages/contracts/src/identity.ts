import { z } from 'zod';
import { ZEmailSchema } from './validation.ts';

/** The signed-in person as the front end sees them (docs/spec/behaviour.md §3 User). */
export const ZUserSchema = z.object({
  uid: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  isAnonymous: z.boolean(),
  avatarUrl: z.string().nullable(),
  /** True when a terms-consent timestamp exists. */
  hasConsentedTerms: z.boolean(),
});
export type TUser = z.infer<typeof ZUserSchema>;

/** `user` is null for a visitor without a session. */
export const ZSessionResponseSchema = z.object({ user: ZUserSchema.nullable() });
export type TSessionResponse = z.infer<typeof ZSessionResponseSchema>;

/** Ask for a sign-in link (docs/spec/behaviour.md §4): where to return after signing in, inside the platform. */
export const ZSignInLinkRequestSchema = z.object({
  email: ZEmailSchema,
  returnUrl: z.string().max(2000).optional(),
});
export type TSignInLinkRequest = z.infer<typeof ZSignInLinkRequestSchema>;

/** Complete a link: the token from the URL and the e-mail kept locally (or typed again). */
export const ZCompleteSignInLinkSchema = z.object({
  token: z.string().min(20).max(200),
  email: ZEmailSchema,
  /** Sign in to the e-mail's account instead of upgrading the current anonymous user. */
  replaceAccount: z.boolean().default(false),
});
export type TCompleteSignInLink = z.input<typeof ZCompleteSignInLinkSchema>;

export const ZCompleteSignInLinkResponseSchema = z.object({ user: ZUserSchema, returnUrl: z.string() });
export type TCompleteSignInLinkResponse = z.infer<typeof ZCompleteSignInLinkResponseSchema>;

/** Terms (required) and communications (optional) consent, from the terms page. */
export const ZConsentsSchema = z.object({
  terms: z.literal(true, { error: 'terms.required' }),
  communications: z.boolean(),
});
export type TConsents = z.infer<typeof ZConsentsSchema>;

/** Partner (NETOPIA) calls: a token signed by the partner, plus the new user's e-mail and name. */
export const ZPartnerCreateUserSchema = z.object({
  token: z.string().min(10).max(4000),
  email: ZEmailSchema,
  name: z.string().trim().min(1, 'validation.required').max(200),
});
export const ZPartnerAuthenticateSchema = z.object({ token: z.string().min(10).max(4000) });
export const ZCustomTokenResponseSchema = z.object({ customToken: z.string().nullable() });
export type TCustomTokenResponse = z.infer<typeof ZCustomTokenResponseSchema>;
export const ZCustomTokenSignInSchema = z.object({ customToken: z.string().min(10).max(4000) });
