/**
 * Why a session may not change a company, in both languages: services answer with the message of
 * the request's language and the key in `details.reason`; the shell shows the same words on its
 * sign-in and terms pages (`terms.required` is also the terms form's message, ZConsentsSchema).
 * No zod here: server-kit and the front ends import it without the validators.
 */
export const ACCESS_MESSAGES = {
  /** No session or an anonymous one: 401 (docs/spec/behaviour.md §8, company checks). */
  'auth.required': {
    ro: 'Trebuie să fiți autentificat cu adresa de e-mail înainte de a efectua această acțiune.',
    en: 'A user must be signed in before executing this action.',
  },
  /** Signed in, terms not accepted: 403 (docs/spec/behaviour.md §5: the terms page's message). */
  'terms.required': {
    ro: 'Trebuie să fiți de acord cu termenii pentru a continua.',
    en: 'You have to agree with the terms in order to continue.',
  },
} as const satisfies Record<string, { ro: string; en: string }>;
export type AccessMessageKey = keyof typeof ACCESS_MESSAGES;
