/** The three editions and their base paths (spec §2). One shell build serves all of them. */
export type Edition = 'RO' | 'EN' | 'INT';
export type Locale = 'ro' | 'en';

export interface EditionInfo {
  edition: Edition;
  /** The router basename: `/platform`, `/platform/en` or `/platform/int`. */
  basePath: string;
  /** The locale the edition starts in. */
  defaultLocale: Locale;
}

export const EDITIONS: Record<Edition, EditionInfo> = {
  RO: { edition: 'RO', basePath: '/platform', defaultLocale: 'ro' },
  EN: { edition: 'EN', basePath: '/platform/en', defaultLocale: 'en' },
  INT: { edition: 'INT', basePath: '/platform/int', defaultLocale: 'en' },
};

/** The edition a URL path belongs to. */
export function editionFromPath(pathname: string): EditionInfo {
  if (/^\/platform\/en(\/|$)/.test(pathname)) return EDITIONS.EN;
  if (/^\/platform\/int(\/|$)/.test(pathname)) return EDITIONS.INT;
  return EDITIONS.RO;
}

/** A company id: 20 word characters (spec §2). */
export const COMPANY_ID_PATTERN = /^\w{20}$/;
