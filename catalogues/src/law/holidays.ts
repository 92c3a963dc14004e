/**
 * Romania's public holidays and its working days, for every part of the platform that counts them:
 * the registers' deadlines (services/documents/src/registers/deadlines.ts) and the meetings
 * stand-in, which offers no discussion on a day off.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** `day` (YYYY-MM-DD) plus whole days. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `day` (YYYY-MM-DD) of a date in UTC. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Orthodox Easter Sunday of a year, in the Gregorian calendar: Meeus's Julian algorithm, then the 13
 * days between the calendars (valid 1900–2099).
 */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return isoDay(new Date(Date.UTC(year, month - 1, day + 13)));
}

/**
 * Romania's public holidays of a year (Labour Code, Law 53/2003, art. 139(1), as amended): 1 and 2
 * January; 6 and 7 January (Epiphany and St John, since 2024); 24 January; Orthodox Good Friday
 * (since 2018), Easter Sunday and Monday; 1 May; 1 June (since 2017); Orthodox Pentecost Sunday and
 * Monday (Easter + 49 and + 50 days); 15 August; 30 November; 1 December; 25 and 26 December. The days
 * art. 139(1) gives only to members of non-Christian denominations are not days off for the company.
 * Verify against the consolidated Labour Code before relying on it: the list is amended from time to
 * time (the facts do not list the holidays), and a year's extra days off decided by the government
 * for public institutions are not public holidays.
 */
export function romanianHolidays(year: number): Set<string> {
  const fixed = ['01-01', '01-02', '01-24', '05-01', '08-15', '11-30', '12-01', '12-25', '12-26'];
  if (year >= 2024) fixed.push('01-06', '01-07');
  if (year >= 2017) fixed.push('06-01');
  const easter = orthodoxEaster(year);
  const moveable = [0, 1, 49, 50, ...(year >= 2018 ? [-2] : [])].map((days) => addDays(easter, days));
  return new Set([...fixed.map((md) => `${year}-${md}`), ...moveable]);
}

/** Whether work is done on `day` (YYYY-MM-DD) in the company's country: not a weekend, not a holiday there. */
export function isWorkingDay(day: string, country: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return country !== 'RO' || !romanianHolidays(Number(day.slice(0, 4))).has(day);
}
