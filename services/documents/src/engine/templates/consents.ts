/**
 * Consent forms (Arts. 4(11), 7, 8 and 9(2)(a) GDPR): one box per purpose, never ticked, each with
 * what the person agrees to (purpose, data, recipients, how long), from the company's operations
 * based on consent; withdrawal as easy as giving it; nothing else depends on it. The online shop's
 * form is the text of its checkboxes and short notices; the marketing form asks per channel
 * (Law 506/2004 art. 12 on the RO and EN editions, the ePrivacy rules on INT). The parent's consent
 * for a minor (Arts. 6(1)(a), 7 and 8) asks the same per purpose. The wording is in
 * content/CONSIMTAMANT_*; here are the facts: the operations based on consent.
 */
import type { TDocumentCode } from '@conform/catalogues';
import { z } from 'zod';
import { unique } from '../blocks.ts';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate, type ContentTemplate } from '../content/template.ts';

type ConsentCode = Extract<
  TDocumentCode,
  | 'CONSIMTAMANT_CANDIDATI'
  | 'CONSIMTAMANT_ANGAJATI'
  | 'CONSIMTAMANT_CLIENTI_PF'
  | 'CONSIMTAMANT_PACIENTI'
  | 'CONSIMTAMANT_PARTICIPANTI_EVENIMENTE'
  | 'CONSIMTAMANT_PARTICIPANTI_EVENIMENTE_ONLINE'
  | 'CONSIMTAMANT_MAGAZIN_ONLINE'
  | 'CONSIMTAMANT_MARKETING'
>;

const ZConsentFacts = ZDocumentFacts.extend({
  /** The operations based on consent (cookies aside), each with what the person agrees to. */
  consents: z.array(
    z.object({
      name: z.string(),
      purpose: z.string(),
      data: z.array(z.string()),
      recipients: z.array(z.string()),
      retention: z.string(),
      /** Health or other special data: explicit consent (Art. 9(2)(a)). */
      explicit: z.boolean(),
    }),
  ),
});

function consentTemplate(code: ConsentCode | 'CONSIMTAMANT_PARINTI'): ContentTemplate {
  return contentTemplate(code, {
    kind: 'consent',
    schema: ZConsentFacts,
    facts: (input) => ({
      ...documentFacts(input),
      consents: input.ctx.operations
        // Cookie consent is asked by the cookie banner (Law 506/2004 art. 4(5)), not on a form.
        .filter((op) => op.grounds.includes('CONSENT') && op.cookies !== 'WITH_CONSENT')
        .map((op) => ({
          name: op.name,
          purpose: op.purpose,
          data: op.data.map((d) => d.text),
          recipients: unique(op.recipients),
          retention: op.storageDuration,
          explicit: op.specialDataGround === 'ART9_A' || op.data.some((d) => d.special),
        })),
    }),
  });
}

export const parentalConsent = consentTemplate('CONSIMTAMANT_PARINTI');

export const CONSENT_TEMPLATES = {
  CONSIMTAMANT_CANDIDATI: consentTemplate('CONSIMTAMANT_CANDIDATI'),
  CONSIMTAMANT_ANGAJATI: consentTemplate('CONSIMTAMANT_ANGAJATI'),
  CONSIMTAMANT_CLIENTI_PF: consentTemplate('CONSIMTAMANT_CLIENTI_PF'),
  CONSIMTAMANT_PACIENTI: consentTemplate('CONSIMTAMANT_PACIENTI'),
  CONSIMTAMANT_PARTICIPANTI_EVENIMENTE: consentTemplate('CONSIMTAMANT_PARTICIPANTI_EVENIMENTE'),
  CONSIMTAMANT_PARTICIPANTI_EVENIMENTE_ONLINE: consentTemplate('CONSIMTAMANT_PARTICIPANTI_EVENIMENTE_ONLINE'),
  CONSIMTAMANT_MAGAZIN_ONLINE: consentTemplate('CONSIMTAMANT_MAGAZIN_ONLINE'),
  CONSIMTAMANT_MARKETING: consentTemplate('CONSIMTAMANT_MARKETING'),
} satisfies Record<ConsentCode, ContentTemplate>;
