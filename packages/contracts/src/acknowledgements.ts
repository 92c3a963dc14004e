/**
 * Staff acknowledgements of a document (documents service, acknowledgements/): the admin asks
 * employees to read a version of a policy or notice, by e-mail (a single-use link each) or by a
 * shareable link; each person confirms with their name, and the record keeps who, when, which
 * version (the SHA-256 of its PDF) and from where.
 */
import { z } from 'zod';
import { ZEmailSchema } from './validation.ts';

/** At most this many addresses in one invitation. */
export const MAX_ACKNOWLEDGEMENT_EMAILS = 200;

/**
 * `POST /documents/companies/:companyId/documents/:type/acknowledgements`: invites the addresses to
 * read the document's current version. Addresses are trimmed, lower-cased and deduplicated; those
 * already invited to the same version are not invited twice. The mails' language is `language`
 * (the company's edition's when not given).
 */
export const ZAcknowledgementInviteSchema = z.object({
  emails: z
    .array(ZEmailSchema, { error: 'validation.emails.required' })
    .min(1, 'validation.emails.required')
    .max(MAX_ACKNOWLEDGEMENT_EMAILS, 'validation.emails.tooMany')
    .transform((emails) => [...new Set(emails)]),
  language: z.enum(['ro', 'en']).optional(),
});
export type TAcknowledgementInvite = z.input<typeof ZAcknowledgementInviteSchema>;

/** What an invitation answers: how many were invited now, how many had been already. */
export const ZAcknowledgementInvitedSchema = z.object({
  requestId: z.string(),
  version: z.number().int(),
  invited: z.number().int(),
  alreadyInvited: z.number().int(),
});
export type TAcknowledgementInvited = z.infer<typeof ZAcknowledgementInvitedSchema>;

/**
 * `POST …/acknowledgements/link`: a shareable link for the current version (any number of people may
 * confirm through it, each with their name), replacing the one before; shown once: only its hash is
 * kept. `DELETE …/acknowledgements/link` revokes it.
 */
export const ZAcknowledgementLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type TAcknowledgementLink = z.infer<typeof ZAcknowledgementLinkSchema>;

export const ACKNOWLEDGEMENT_STATUSES = ['CONFIRMED', 'PENDING', 'EXPIRED', 'OUTDATED'] as const;
export type TAcknowledgementStatus = (typeof ACKNOWLEDGEMENT_STATUSES)[number];

/** One person asked: an e-mail invitation (with its address) or a confirmation through the shareable link. */
export const ZAcknowledgementPersonSchema = z.object({
  id: z.string(),
  via: z.enum(['EMAIL', 'LINK']),
  /** The invited address; null for a confirmation through the shareable link. */
  email: z.string().nullable(),
  status: z.enum(ACKNOWLEDGEMENT_STATUSES),
  /** The name the person typed when confirming. */
  fullName: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
});
export type TAcknowledgementPerson = z.infer<typeof ZAcknowledgementPersonSchema>;

/** One request: a version of the document, the people asked and how far they are. */
export const ZAcknowledgementRequestSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  /** SHA-256 of the version's PDF: the exact text the people confirmed. */
  contentSha256: z.string(),
  language: z.enum(['ro', 'en']),
  createdAt: z.string(),
  /** A newer version of the document exists: its links no longer confirm; ask again for the new one. */
  outdated: z.boolean(),
  link: z.object({ expiresAt: z.string(), active: z.boolean() }).nullable(),
  remindedAt: z.string().nullable(),
  counts: z.object({
    invited: z.number().int(),
    confirmed: z.number().int(),
    pending: z.number().int(),
    expired: z.number().int(),
  }),
  people: z.array(ZAcknowledgementPersonSchema),
});
export type TAcknowledgementRequest = z.infer<typeof ZAcknowledgementRequestSchema>;

/** `GET …/documents/:type/acknowledgements`: the document's current version and its requests, newest first. */
export const ZAcknowledgementsSchema = z.object({
  type: z.string(),
  currentVersion: z.number().int().nullable(),
  requests: z.array(ZAcknowledgementRequestSchema),
});
export type TAcknowledgements = z.infer<typeof ZAcknowledgementsSchema>;

/** `POST …/acknowledgements/reminders`: how many were reminded (a new link each). */
export const ZAcknowledgementRemindedSchema = z.object({ reminded: z.number().int() });
export type TAcknowledgementReminded = z.infer<typeof ZAcknowledgementRemindedSchema>;

/** A link's token: what the e-mail or the shareable link carries (base64url). */
export const ZAcknowledgementTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'a link token');

/**
 * `GET /documents/public/acknowledgements?token=` (no account; the token in the query, which request logs leave out): what the person is asked to read.
 * Refusals are 404 (no such link) and 410 with `details.reason`: `used`, `expired`, `outdated` (a
 * newer version exists; the admin sees the request as outdated), `revoked`, `unavailable`.
 */
export const ZPublicAcknowledgementSchema = z.object({
  companyName: z.string(),
  /** The company's country (ISO code): the page says its times in the company's zone. */
  companyCountry: z.string(),
  title: z.string(),
  version: z.number().int(),
  /** When the version was made (ISO 8601). */
  versionDate: z.string(),
  language: z.enum(['ro', 'en']),
  via: z.enum(['EMAIL', 'LINK']),
  expiresAt: z.string(),
  /** A signed, short-lived link to that exact version's PDF. */
  pdf: z.object({ url: z.string(), expiresAt: z.string() }),
});
export type TPublicAcknowledgement = z.infer<typeof ZPublicAcknowledgementSchema>;

export const ACKNOWLEDGEMENT_REFUSALS = ['used', 'expired', 'outdated', 'revoked', 'unavailable'] as const;
export type TAcknowledgementRefusal = (typeof ACKNOWLEDGEMENT_REFUSALS)[number];

/** `POST /documents/public/acknowledgements?token=`: the person's full name, as they write it. */
export const ZAcknowledgementConfirmSchema = z.object({
  fullName: z
    .string({ error: 'validation.fullName.required' })
    .trim()
    .min(2, 'validation.fullName.required')
    .max(120, 'validation.fullName.tooLong'),
});
export type TAcknowledgementConfirm = z.input<typeof ZAcknowledgementConfirmSchema>;

export const ZAcknowledgementConfirmedSchema = z.object({
  fullName: z.string(),
  confirmedAt: z.string(),
  version: z.number().int(),
  contentSha256: z.string(),
});
export type TAcknowledgementConfirmed = z.infer<typeof ZAcknowledgementConfirmedSchema>;
