/**
 * The time-zone rule, one module for every side (docs/architecture.md#the-front-end): instants are
 * stored in UTC and shown or printed in the company's zone, with the zone said next to the time. The
 * kit (`@conform/ui`, the screens) and the documents service (the printed registers, the inspection
 * pack) both read it here, so a company's times read the same on its screens and on paper.
 *
 * No zod here: the remotes import it at run time.
 */

/** A language the zone is named in. */
export type TimeZoneLocale = 'ro' | 'en';

/** Romania's zone: the platform's and every Romanian company's. */
export const ROMANIA_TIME_ZONE = 'Europe/Bucharest';

/**
 * The zone of a company established in a country (ISO 3166-1 code): the member states' mainland
 * zone; Romania's for Romania and whenever the country is not known.
 */
const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  RO: ROMANIA_TIME_ZONE,
  AT: 'Europe/Vienna',
  BE: 'Europe/Brussels',
  BG: 'Europe/Sofia',
  CY: 'Asia/Nicosia',
  CZ: 'Europe/Prague',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  EE: 'Europe/Tallinn',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GR: 'Europe/Athens',
  HR: 'Europe/Zagreb',
  HU: 'Europe/Budapest',
  IE: 'Europe/Dublin',
  IT: 'Europe/Rome',
  LT: 'Europe/Vilnius',
  LU: 'Europe/Luxembourg',
  LV: 'Europe/Riga',
  MD: 'Europe/Chisinau',
  MT: 'Europe/Malta',
  NL: 'Europe/Amsterdam',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  SE: 'Europe/Stockholm',
  SI: 'Europe/Ljubljana',
  SK: 'Europe/Bratislava',
  GB: 'Europe/London',
};

/** The time zone a company's times are shown and entered in. */
export function companyTimeZone(country: string | null | undefined): string {
  return COUNTRY_TIME_ZONES[country?.trim().toUpperCase() ?? ''] ?? ROMANIA_TIME_ZONE;
}

/**
 * The zone as said after a time: "ora României" / "Romania time", or the zone's own long name,
 * "ora Europei Centrale" / "Central European Time".
 */
export function timeZoneLabel(timeZone: string, locale: TimeZoneLocale): string {
  if (timeZone === ROMANIA_TIME_ZONE) return locale === 'ro' ? 'ora României' : 'Romania time';
  // Named by its rules of today: in 1970 Lisbon kept Central European time and Berlin had no summer
  // time ("Central European Standard Time").
  const part = new Intl.DateTimeFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
    timeZone,
    timeZoneName: 'longGeneric',
  })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName');
  if (!part) return timeZone;
  // Said inside a sentence, as "ora României" is ("Ora Europei Centrale" as a title).
  return locale === 'ro' ? part.value.charAt(0).toLocaleLowerCase('ro') + part.value.slice(1) : part.value;
}
