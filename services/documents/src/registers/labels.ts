/**
 * The registers' words in both languages: the spreadsheets, the printed registers and the
 * reminders say the same thing the page says.
 */
import type {
  TBreachNature,
  TBreachRisk,
  TReportChannel,
  TRequestChannel,
  TRequestRight,
  TRequestStatus,
} from '@conform/contracts';
import { legalValue, type TDocumentCode } from '@conform/catalogues';
import { countOf } from '../engine/blocks.ts';

type Language = 'ro' | 'en';

export const RIGHT_LABELS: Record<TRequestRight, Record<Language, string>> = {
  ACCESS: { ro: 'Acces (art. 15)', en: 'Access (Art. 15)' },
  RECTIFICATION: { ro: 'Rectificare (art. 16)', en: 'Rectification (Art. 16)' },
  ERASURE: { ro: 'Ștergere (art. 17)', en: 'Erasure (Art. 17)' },
  RESTRICTION: { ro: 'Restricționare (art. 18)', en: 'Restriction (Art. 18)' },
  PORTABILITY: { ro: 'Portabilitate (art. 20)', en: 'Portability (Art. 20)' },
  OBJECTION: { ro: 'Opoziție (art. 21)', en: 'Objection (Art. 21)' },
  AUTOMATED_DECISION: {
    ro: 'Decizie automată (art. 22)',
    en: 'Automated decision (Art. 22)',
  },
};

/** The response template of each right (internal policies package). */
export const RESPONSE_TEMPLATE: Record<TRequestRight, TDocumentCode> = {
  ACCESS: 'MODELE_RASPUNS_ACCES',
  RECTIFICATION: 'MODELE_RASPUNS_RECTIFICARE',
  ERASURE: 'MODELE_RASPUNS_STERGERE',
  RESTRICTION: 'MODELE_RASPUNS_RESTRICTIONARE',
  PORTABILITY: 'MODELE_RASPUNS_PORTABILITATE',
  OBJECTION: 'MODELE_RASPUNS_OPOZITIE',
  AUTOMATED_DECISION: 'MODELE_RASPUNS_DECIZIE_AUTOMATA',
};

export const CHANNEL_LABELS: Record<TRequestChannel, Record<Language, string>> = {
  EMAIL: { ro: 'E-mail', en: 'E-mail' },
  POST: { ro: 'Poștă', en: 'Post' },
  IN_PERSON: { ro: 'La sediu', en: 'In person' },
  WEB_FORM: { ro: 'Formular pe site', en: 'Website form' },
  PHONE: { ro: 'Telefon', en: 'Phone' },
};

/** How a whistleblowing report arrived (the register's page says the same). */
export const REPORT_CHANNEL_LABELS: Record<TReportChannel, Record<Language, string>> = {
  INTERNAL_FORM: { ro: 'Formular intern de raportare', en: 'Internal reporting form' },
  EMAIL: { ro: 'E-mail', en: 'E-mail' },
  PHONE: { ro: 'Telefon', en: 'Phone' },
  IN_PERSON: { ro: 'În persoană', en: 'In person' },
};

export const STATUS_LABELS: Record<TRequestStatus, Record<Language, string>> = {
  OPEN: { ro: 'În lucru', en: 'Open' },
  EXTENDED: { ro: 'Termen prelungit', en: 'Extended' },
  ANSWERED: { ro: 'Răspuns trimis', en: 'Answered' },
  REFUSED: { ro: 'Refuzată motivat', en: 'Refused with reasons' },
};

/** A request whose clock is paused while the person's identity is checked (Art. 12(6)). */
export const AWAITING_IDENTITY_LABEL: Record<Language, string> = {
  ro: 'Așteaptă verificarea identității',
  en: 'Awaiting identity verification',
};

export const NATURE_LABELS: Record<TBreachNature, Record<Language, string>> = {
  CONFIDENTIALITY: {
    ro: 'Confidențialitate (divulgare sau acces neautorizat)',
    en: 'Confidentiality (unauthorised disclosure or access)',
  },
  INTEGRITY: { ro: 'Integritate (modificare neautorizată)', en: 'Integrity (unauthorised alteration)' },
  AVAILABILITY: {
    ro: 'Disponibilitate (pierdere sau distrugere)',
    en: 'Availability (loss or destruction)',
  },
};

/**
 * A breach's risk in words; a risk says within how many hours the authority is notified: the figure
 * in force when the company became aware of the breach (the catalogue's dated legal figures).
 */
export function riskLabel(risk: TBreachRisk, language: Language, awareAt: string | Date): string {
  const hours = countOf(
    legalValue('BREACH_NOTIFICATION_HOURS', new Date(awareAt)),
    language,
    language === 'ro' ? 'oră' : 'hour',
    language === 'ro' ? 'ore' : 'hours',
  );
  const labels: Record<TBreachRisk, Record<Language, string>> = {
    UNLIKELY: {
      ro: 'Puțin probabil să genereze un risc – doar se înregistrează',
      en: 'Unlikely to result in a risk – recorded only',
    },
    RISK: {
      ro: `Risc – se notifică autoritatea în ${hours}`,
      en: `Risk – the authority is notified within ${hours}`,
    },
    HIGH: {
      ro: 'Risc ridicat – se notifică autoritatea și persoanele vizate',
      en: 'High risk – the authority and the data subjects are notified',
    },
  };
  return labels[risk][language];
}
