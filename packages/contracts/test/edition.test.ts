import {
  EDITIONS as CATALOGUE_EDITIONS,
  editions as catalogueEditions,
  PLATFORMS as CATALOGUE_PLATFORMS,
} from '@conform/catalogues';
import {
  basePathOf,
  EDITION_INFO,
  editionFromPath,
  EDITIONS,
  isEdition,
  isPlatform,
  PLATFORMS,
  toEdition,
  toPlatform,
} from '../src/edition.ts';
import { ZCompanySchema } from '../src/companies.ts';
import { ZPlatformSchema } from '../src/validation.ts';

describe('the Edition module', () => {
  it.each([
    ['RO', 'ro', '/platform', 'ro'],
    ['EN', 'en', '/platform/en', 'en'],
    ['INT', 'int', '/platform/int', 'en'],
  ] as const)(
    '%s is stored and sent as %s, lives under %s, opens in %s',
    (edition, platform, basePath, locale) => {
      expect(toPlatform(edition)).toBe(platform);
      expect(toEdition(platform)).toBe(edition);
      expect(basePathOf(platform)).toBe(basePath);
      expect(EDITION_INFO[edition]).toEqual({ edition, platform, basePath, defaultLocale: locale });
    },
  );

  it('converts every edition there and back', () => {
    for (const edition of EDITIONS) expect(toEdition(toPlatform(edition))).toBe(edition);
    for (const platform of PLATFORMS) expect(toPlatform(toEdition(platform))).toBe(platform);
  });

  it('recognises only the exact spellings', () => {
    expect(EDITIONS.every(isEdition)).toBe(true);
    expect(PLATFORMS.every(isPlatform)).toBe(true);
    for (const value of ['ro', 'Ro', 'int', '', 'DE', null, undefined, 1])
      expect(isEdition(value)).toBe(false);
    for (const value of ['RO', 'En', 'INT', '', 'de', null, undefined, 1])
      expect(isPlatform(value)).toBe(false);
  });

  it.each([
    ['/platform/onboarding/start', 'RO'],
    ['/platform/en/onboarding/start', 'EN'],
    ['/platform/en', 'EN'],
    ['/platform/int/companies', 'INT'],
    ['/platform/entity', 'RO'],
    ['/platform/international', 'RO'],
  ])('%s belongs to the %s edition', (path, edition) => {
    expect(editionFromPath(path).edition).toBe(edition);
  });

  it('keeps the wire format: the stored platform names, nothing else', () => {
    expect(ZPlatformSchema.options).toEqual(['ro', 'en', 'int']);
    expect(ZCompanySchema.shape.platform.safeParse('RO').success).toBe(false);
    expect(ZCompanySchema.shape.platform.safeParse('int').success).toBe(true);
  });

  // The catalogue sits below the contracts (it cannot import them), so its own enumerations of the
  // editions, validated with its content, are held to this module here.
  it('agrees with the catalogue', () => {
    expect([...CATALOGUE_EDITIONS]).toEqual([...EDITIONS]);
    expect([...CATALOGUE_PLATFORMS]).toEqual([...PLATFORMS]);
    for (const entry of catalogueEditions) {
      const { basePath, defaultLocale, platform } = EDITION_INFO[entry.id];
      expect({
        platform: entry.platform,
        basePath: entry.basePath,
        defaultLocale: entry.defaultLocale,
      }).toEqual({
        platform,
        basePath,
        defaultLocale,
      });
    }
  });
});
