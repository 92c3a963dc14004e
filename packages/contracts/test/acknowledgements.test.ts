/**
 * Staff acknowledgement's contracts: the addresses an admin invites (trimmed, lower-cased, without
 * duplicates, at most 200, each an address) and the name a person confirms with (2 to 120 characters).
 */
import {
  ZAcknowledgementConfirmSchema,
  ZAcknowledgementInviteSchema,
  ZAcknowledgementTokenSchema,
  ZLedgerEntrySchema,
} from '../src/index.ts';
import { PLATFORM_EVENTS } from '../src/events.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]);

it('invites each address once, as written but trimmed and lower-cased', () => {
  expect(
    ZAcknowledgementInviteSchema.parse({
      emails: [' Ana@Firma.ro', 'ana@firma.ro ', 'mihai@firma.ro'],
      language: 'en',
    }),
  ).toEqual({ emails: ['ana@firma.ro', 'mihai@firma.ro'], language: 'en' });
});

it('refuses no address, one that is not an address, and more than 200, with message keys', () => {
  expect(messages(ZAcknowledgementInviteSchema.safeParse({ emails: [] }))).toEqual([
    ['emails', 'validation.emails.required'],
  ]);
  expect(messages(ZAcknowledgementInviteSchema.safeParse({}))).toEqual([
    ['emails', 'validation.emails.required'],
  ]);
  expect(messages(ZAcknowledgementInviteSchema.safeParse({ emails: ['ana@firma.ro', 'ana'] }))).toEqual([
    ['emails.1', 'validation.email.invalid'],
  ]);
  const many = Array.from({ length: 201 }, (_, i) => `p${i}@firma.ro`);
  expect(messages(ZAcknowledgementInviteSchema.safeParse({ emails: many }))).toEqual([
    ['emails', 'validation.emails.tooMany'],
  ]);
  expect(ZAcknowledgementInviteSchema.safeParse({ emails: many.slice(0, 200) }).success).toBe(true);
  expect(ZAcknowledgementInviteSchema.safeParse({ emails: ['a@b.ro'], language: 'de' }).success).toBe(false);
});

it('takes the full name trimmed, 2 to 120 characters', () => {
  expect(ZAcknowledgementConfirmSchema.parse({ fullName: '  Ana Popescu ' })).toEqual({
    fullName: 'Ana Popescu',
  });
  expect(messages(ZAcknowledgementConfirmSchema.safeParse({ fullName: ' A ' }))).toEqual([
    ['fullName', 'validation.fullName.required'],
  ]);
  expect(messages(ZAcknowledgementConfirmSchema.safeParse({}))).toEqual([
    ['fullName', 'validation.fullName.required'],
  ]);
  expect(messages(ZAcknowledgementConfirmSchema.safeParse({ fullName: 'A'.repeat(121) }))).toEqual([
    ['fullName', 'validation.fullName.tooLong'],
  ]);
  expect(ZAcknowledgementConfirmSchema.safeParse({ fullName: 'A'.repeat(120) }).success).toBe(true);
});

it('a link token is base64url of a sensible length; the ledger and the event know the acknowledgement', () => {
  expect(ZAcknowledgementTokenSchema.safeParse('abcDEF0123456789_-xyz').success).toBe(true);
  expect(ZAcknowledgementTokenSchema.safeParse('short').success).toBe(false);
  expect(ZAcknowledgementTokenSchema.safeParse('abc/../0123456789abcdef').success).toBe(false);
  expect(ZLedgerEntrySchema.shape.kind.safeParse('ACKNOWLEDGEMENT').success).toBe(true);
  const event = {
    companyId: 'c1',
    invitationId: 'i1',
    email: 'ana@firma.ro',
    token: 'abcDEF0123456789_-xyz',
    locale: 'ro',
    title: { ro: 'Politică', en: 'Policy' },
    version: 2,
    expiresAt: '2026-12-31T10:00:00.000Z',
    reminder: false,
  };
  expect(PLATFORM_EVENTS['acknowledgement.invited'].safeParse(event).success).toBe(true);
  expect(PLATFORM_EVENTS['acknowledgement.invited'].safeParse({ ...event, email: 'not' }).success).toBe(
    false,
  );
});
