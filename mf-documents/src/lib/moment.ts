/** A moment in Romanian time, as the user reads it (the registers, the acknowledgement dialog and page). */
export function formatMoment(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Bucharest',
  }).format(new Date(iso));
}
