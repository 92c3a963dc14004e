/**
 * How money, days and times are written on every screen: one rule for all the remotes.
 *
 * Money: the spec's currencies are "RON (lei)" and "EUR (€)" (docs/spec/catalogues.md §1), so a RON
 * amount is written with "lei" after it in both languages ("1.234,50 lei", "1,234.50 lei") and a EUR
 * amount with the euro sign where each language puts it ("1.234,50 €", "€1,234.50"); always with
 * two decimals, as on the invoice. Numbers follow the interface's language (ro-RO, en-GB).
 *
 * Time: instants are stored in UTC and shown in the company's time zone — Europe/Bucharest for a
 * Romanian company — and the zone is said next to the time ("(ora României)", "(Romania time)").
 * A calendar day (YYYY-MM-DD, e.g. a review day) is a day, not an instant: it is written as given.
 */

import { ROMANIA_TIME_ZONE, timeZoneLabel } from '@conform/contracts/time-zone';

// The zone rule has one home, shared with the services that print times (the documents service):
// re-exported so the kit stays the one place the remotes take it from.
export { companyTimeZone, ROMANIA_TIME_ZONE, timeZoneLabel } from '@conform/contracts/time-zone';

export type KitLocale = 'ro' | 'en';

const tagOf = (locale: KitLocale) => (locale === 'ro' ? 'ro-RO' : 'en-GB');

/** An amount with its currency, e.g. formatMoney(1234.5, 'RON', 'ro') → "1.234,50 lei". */
export function formatMoney(amount: number, currency: string, locale: KitLocale): string {
  const tag = tagOf(locale);
  if (currency === 'RON') {
    const number = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      amount,
    );
    return `${number} lei`;
  }
  // narrowSymbol: Romanian CLDR writes "EUR" otherwise; the spec writes €.
  return new Intl.NumberFormat(tag, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
    amount,
  );
}

/** A rate as a percentage: 0.21 → "21%" (en), "21 %" (ro). */
export function formatRate(rate: number, locale: KitLocale): string {
  return new Intl.NumberFormat(tagOf(locale), { style: 'percent', maximumFractionDigits: 2 }).format(rate);
}

/** The day of an instant in a zone, e.g. "29 noiembrie 2026" / "29 November 2026". */
export function formatDate(iso: string, locale: KitLocale, timeZone: string = ROMANIA_TIME_ZONE): string {
  return new Intl.DateTimeFormat(tagOf(locale), { dateStyle: 'long', timeZone }).format(new Date(iso));
}

/**
 * An instant in a zone with the zone said: "29 noiembrie 2026 la 12:30 (ora României)",
 * "29 November 2026 at 12:30 (Romania time)".
 */
export function formatDateTime(iso: string, locale: KitLocale, timeZone: string = ROMANIA_TIME_ZONE): string {
  const time = new Intl.DateTimeFormat(tagOf(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
  return `${time} (${timeZoneLabel(timeZone, locale)})`;
}

/** The wall-clock fields of an instant in a zone, as numbers. */
function wallClock(time: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(time));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/**
 * A time field's value ("YYYY-MM-DDTHH:mm", an `<input type="datetime-local">`) for an instant, in
 * the company's zone, not the browser's: an admin abroad enters and reads the company's time, as the
 * registers print it.
 */
export function toZonedInput(iso: string | null, timeZone: string = ROMANIA_TIME_ZONE): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(wallClock(time, timeZone)).toISOString().slice(0, 16);
}

/**
 * The instant a time field's value means in the company's zone; null when empty, undefined when it
 * is not a time. A wall-clock time the zone skips (the spring change) moves forward by the gap; one
 * it repeats (the autumn change) is its first occurrence.
 */
export function fromZonedInput(
  value: string,
  timeZone: string = ROMANIA_TIME_ZONE,
): string | null | undefined {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return undefined;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  if (Number.isNaN(wall)) return undefined;
  // The zone's offset a day before and a day after: at most two readings; the valid ones are the
  // instants showing this wall-clock time (two in the autumn hour, none in the spring gap).
  const offsetAt = (time: number) => wallClock(time, timeZone) - time;
  const before = wall - offsetAt(wall - 86_400_000);
  const after = wall - offsetAt(wall + 86_400_000);
  const valid = [before, after].filter((t) => wallClock(t, timeZone) === wall);
  const instant = valid.length > 0 ? Math.min(...valid) : before;
  return new Date(instant).toISOString();
}

/** A calendar day (YYYY-MM-DD) as written: "3 martie 2026" / "3 March 2026", whatever the zone. */
export function formatDay(day: string, locale: KitLocale): string {
  return new Intl.DateTimeFormat(tagOf(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  );
}
