import { counties, countries, pick } from '@conform/catalogues';
import type { Locale } from '@conform/shell-contract';

/** A county code (B, CJ, …) as its name; anything else (e.g. "Sector 1" from the registry) as written. */
export function countyName(county: string): string {
  return counties.find((c) => c.code === county)?.name ?? county;
}

/** A country code (RO, DE, …) as its name in the interface's language. */
export function countryName(country: string, locale: Locale): string {
  const entry = countries.find((c) => c.id === country);
  return entry ? pick(entry.label, locale) : country;
}
