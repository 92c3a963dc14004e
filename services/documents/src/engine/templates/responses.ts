/**
 * Response templates for data-subject requests (Arts. 12, 15–22 GDPR; docs/facts/gdpr-documents.md,
 * "Data-subject requests and response templates"): a letter per right on the company's letterhead,
 * with the fields to fill in for each request highlighted (request number, dates, the person) and,
 * where the answer may go either way, each version to keep or delete. Before the letter, how to use
 * it: the one-month term and its extension, the channel, free of charge, the register of requests.
 * A refusal names the routes of appeal: ANSPDCP and the courts on the RO and EN editions, the
 * competent supervisory authority on INT. The wording is in content/MODELE_RASPUNS_*, the letter's
 * frame in content/_shared/response-*; here are the facts, and the fields a logged request fills in.
 */
import type { TDocumentCode } from '@conform/catalogues';
import { z } from 'zod';
import { companyExtras, formatDay } from '../blocks.ts';
import type { Language } from '../context.ts';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate, type ContentTemplate } from '../content/template.ts';
import { MESSAGES } from '../template.ts';

type ResponseCode = Extract<
  TDocumentCode,
  | 'MODELE_RASPUNS_INFORMATII_SUPLIMENTARE'
  | 'MODELE_RASPUNS_CONFIRMARE_INREGISTRARE'
  | 'MODELE_RASPUNS_DECIZIE_AUTOMATA'
  | 'MODELE_RASPUNS_RESTRICTIONARE'
  | 'MODELE_RASPUNS_OPOZITIE'
  | 'MODELE_RASPUNS_STERGERE'
  | 'MODELE_RASPUNS_RECTIFICARE'
  | 'MODELE_RASPUNS_ACCES'
  | 'MODELE_RASPUNS_PORTABILITATE'
>;

const ZResponseFacts = ZDocumentFacts.extend({
  /** Who handles requests, on the letterhead (the DPO wording rule). */
  contact: z.object({ isDpo: z.boolean(), name: z.string().nullable(), email: z.string().nullable() }),
  /** Who signs: the legal representative (name, role), else the data protection contact. */
  signer: z.string().nullable(),
});

const response = (code: ResponseCode): ContentTemplate =>
  contentTemplate(code, {
    kind: 'letter',
    schema: ZResponseFacts,
    facts: (input) => {
      const dpr = input.ctx.company.dataProtectionResponsible;
      const representative = companyExtras(input.ctx).legalRepresentative;
      return {
        ...documentFacts(input),
        contact: { isDpo: dpr?.isDpo === true, name: dpr?.name || null, email: dpr?.email || null },
        signer: representative
          ? [representative.name, representative.role].filter(Boolean).join(', ')
          : dpr?.name || null,
      };
    },
  });

export const RESPONSE_TEMPLATES = {
  MODELE_RASPUNS_INFORMATII_SUPLIMENTARE: response('MODELE_RASPUNS_INFORMATII_SUPLIMENTARE'),
  MODELE_RASPUNS_CONFIRMARE_INREGISTRARE: response('MODELE_RASPUNS_CONFIRMARE_INREGISTRARE'),
  MODELE_RASPUNS_DECIZIE_AUTOMATA: response('MODELE_RASPUNS_DECIZIE_AUTOMATA'),
  MODELE_RASPUNS_RESTRICTIONARE: response('MODELE_RASPUNS_RESTRICTIONARE'),
  MODELE_RASPUNS_OPOZITIE: response('MODELE_RASPUNS_OPOZITIE'),
  MODELE_RASPUNS_STERGERE: response('MODELE_RASPUNS_STERGERE'),
  MODELE_RASPUNS_RECTIFICARE: response('MODELE_RASPUNS_RECTIFICARE'),
  MODELE_RASPUNS_ACCES: response('MODELE_RASPUNS_ACCES'),
  MODELE_RASPUNS_PORTABILITATE: response('MODELE_RASPUNS_PORTABILITATE'),
} satisfies Record<ResponseCode, ContentTemplate>;

/**
 * The fields a logged request fills in, by the labels the letters give them (content/_shared/
 * response-letterhead and the acknowledgement's deadline): register-documents.test.ts fills a
 * letter with them, so a label changed on one side only is seen.
 */
const FIELDS: Record<
  Language,
  { number: string; date: string; person: string; greeting: string; received: string; deadline: string }
> = {
  ro: {
    number: 'nr. de înregistrare',
    date: 'data răspunsului',
    person: 'numele și prenumele persoanei vizate',
    greeting: 'numele persoanei',
    received: 'data primirii cererii',
    deadline: 'data-limită: o lună de la primirea cererii',
  },
  en: {
    number: 'reference no.',
    date: 'date of the answer',
    person: 'full name of the data subject',
    greeting: 'name of the person',
    received: 'date the request was received',
    deadline: 'deadline: one month from receipt',
  },
};

/**
 * What a logged request fills in a response letter (the requests register): its number, the
 * person, the day it was received, the deadline and today's date; `fillFields` writes them in.
 */
export function responseFieldValues(
  language: Language,
  request: { number: string; person: string; receivedOn: string; deadline: string },
  today: string,
): Record<string, string> {
  const f = FIELDS[language];
  const day = (iso: string) => formatDay(iso, MESSAGES[language]);
  return {
    [f.number]: request.number,
    [f.person]: request.person,
    [f.greeting]: request.person,
    [f.received]: day(request.receivedOn),
    [f.date]: day(today),
    [f.deadline]: day(request.deadline),
  };
}
