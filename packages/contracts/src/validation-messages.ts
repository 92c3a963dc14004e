/**
 * The shared validators' messages, in both languages. Kept apart from the validators (no zod here) so the
 * shell can register them at start without downloading zod.
 */
export const VALIDATION_MESSAGES = {
  'validation.required': { ro: 'Câmpul este obligatoriu.', en: 'This field is required.' },
  'validation.email.required': {
    ro: 'Adresa de e-mail este obligatorie.',
    en: 'The e-mail address is required.',
  },
  'validation.email.invalid': {
    ro: 'Adresa de e-mail nu pare să fie validă.',
    en: "The e-mail address doesn't seem valid.",
  },
  'validation.fiscalCode.required': {
    ro: 'Codul fiscal este obligatoriu.',
    en: 'The fiscal code is required.',
  },
  'validation.fiscalCode.invalid': {
    ro: 'Codul fiscal nu pare să fie valid.',
    en: "The fiscal code doesn't seem valid.",
  },
  'validation.registrationNumber.required': {
    ro: 'Numărul de înregistrare la Registrul Comerțului este obligatoriu.',
    en: 'The trade register number is required.',
  },
  'validation.registrationNumber.invalid': {
    ro: 'Numărul de înregistrare nu pare să fie valid (ex.: J40/1234/2020 sau J2020001234400; „-” dacă nu există).',
    en: "The trade register number doesn't seem valid (e.g. J40/1234/2020 or J2020001234400; '-' if there is none).",
  },
  'validation.phone.required': {
    ro: 'Numărul de telefon este obligatoriu.',
    en: 'The phone number is required.',
  },
  'validation.phone.invalidRo': {
    ro: 'Numărul de telefon trebuie să aibă 10 cifre (ex.: 0740 123 456).',
    en: 'The phone number must have 10 digits (e.g. 0740 123 456).',
  },
  'validation.phone.invalidIntl': {
    ro: 'Numărul de telefon trebuie să înceapă cu + sau 00 și prefixul țării (ex.: +40 740 123 456).',
    en: 'The phone number must start with + or 00 and the country code (e.g. +49 30 1234567).',
  },
  'validation.text.invalidCharacters': {
    ro: 'Textul conține caractere care nu pot fi salvate (de exemplu, caracterul nul). Ștergeți-le și încercați din nou.',
    en: 'The text contains characters that cannot be saved (such as a null character). Remove them and try again.',
  },
  'validation.fullName.required': {
    ro: 'Scrieți numele complet (cel puțin 2 caractere).',
    en: 'Write your full name (at least 2 characters).',
  },
  'validation.fullName.tooLong': {
    ro: 'Numele complet poate avea cel mult 120 de caractere.',
    en: 'The full name can have at most 120 characters.',
  },
  'validation.emails.required': {
    ro: 'Scrieți cel puțin o adresă de e-mail.',
    en: 'Write at least one e-mail address.',
  },
  'validation.emails.invalid': {
    ro: 'Una dintre adrese nu pare să fie validă; scrieți câte o adresă pe rând.',
    en: "One of the addresses doesn't seem valid; write one address per line.",
  },
  'validation.emails.tooMany': {
    ro: 'Puteți invita cel mult 200 de persoane odată.',
    en: 'You can invite at most 200 people at once.',
  },
} as const satisfies Record<string, { ro: string; en: string }>;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, key);
}

/** The message of a key in a language; unknown keys (zod's own messages) pass through. */
export function validationMessage(key: string, locale: 'ro' | 'en'): string {
  return isValidationMessageKey(key) ? VALIDATION_MESSAGES[key][locale] : key;
}
