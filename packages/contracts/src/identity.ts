import { z } from 'zod';

/** The signed-in person as the front end sees them (spec §3 User). */
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
