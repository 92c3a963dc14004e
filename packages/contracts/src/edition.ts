/**
 * The three editions (docs/spec/behaviour.md §1–§2), one module for every side. An edition has two spellings, both
 * kept as they are stored and sent: `Edition` ('RO' | 'EN' | 'INT') in code, the catalogue and the
 * validators, and its `Platform` ('ro' | 'en' | 'int'): the lower-case name stored on each company
 * and order and sent as the `X-Platform` header or `platform` query parameter. Convert with
 * `toPlatform` / `toEdition`, never with a cast.
 *
 * No zod here: the shell contract and the remotes import it at run time (the wire schema of a
 * platform is `ZPlatformSchema` in companies.ts).
 */
export const EDITIONS = ['RO', 'EN', 'INT'] as const;
export type Edition = (typeof EDITIONS)[number];

export const PLATFORMS = ['ro', 'en', 'int'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface EditionInfo {
  edition: Edition;
  platform: Platform;
  /** The router basename of its pages: `/platform`, `/platform/en` or `/platform/int`. */
  basePath: string;
  /** The language it opens in. */
  defaultLocale: 'ro' | 'en';
}

/** What each edition is (docs/spec/behaviour.md §2). One front-end build serves all three. */
export const EDITION_INFO: Readonly<Record<Edition, EditionInfo>> = {
  RO: { edition: 'RO', platform: 'ro', basePath: '/platform', defaultLocale: 'ro' },
  EN: { edition: 'EN', platform: 'en', basePath: '/platform/en', defaultLocale: 'en' },
  INT: { edition: 'INT', platform: 'int', basePath: '/platform/int', defaultLocale: 'en' },
};

const EDITION_OF_PLATFORM: Record<Platform, Edition> = { ro: 'RO', en: 'EN', int: 'INT' };

export function isEdition(value: unknown): value is Edition {
  return typeof value === 'string' && (EDITIONS as readonly string[]).includes(value);
}

export function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
}

/** The stored and wire name of an edition: 'RO' → 'ro'. */
export function toPlatform(edition: Edition): Platform {
  return EDITION_INFO[edition].platform;
}

/** The edition of a stored or wire platform name: 'ro' → 'RO'. */
export function toEdition(platform: Platform): Edition {
  return EDITION_OF_PLATFORM[platform];
}

/** Where an edition's pages live, by its platform name (links in e-mails, redirects back to the platform). */
export function basePathOf(platform: Platform): string {
  return EDITION_INFO[toEdition(platform)].basePath;
}

/** The edition a URL path belongs to (`/platform/en/…` → EN); RO for anything else. */
export function editionFromPath(pathname: string): EditionInfo {
  if (/^\/platform\/en(\/|$)/.test(pathname)) return EDITION_INFO.EN;
  if (/^\/platform\/int(\/|$)/.test(pathname)) return EDITION_INFO.INT;
  return EDITION_INFO.RO;
}
