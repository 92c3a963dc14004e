import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TLocale, TLocalized } from '../src/schema/common.ts';
import {
  CatalogueInternalError,
  VALUE_LIST_NAMES,
  ZValueListsSchema,
  findValue,
  locationCountry,
  PROCESSOR_RECIPIENT_IDS,
  recipientEntry,
  isResolvable,
  resolveValue,
  valueLists,
  sameTransferCountry,
  transferCountryOf,
} from '../src/values/index.ts';
import type { TValueListName } from '../src/values/index.ts';

/** Cedilla s and t (U+015F, U+0163, U+015E, U+0162), written as escapes so this file passes its own scan. */
const CEDILLA = /[\u015F\u0163\u015E\u0162]/;
/** English that names Romanian law or bodies and so needs an INT text. */
const ROMANIA_SPECIFIC =
  /\b(ANAF|ITM|Revisal|ANSPDCP|ANPC|CNAS|ONRC|CNP|e-Factura|eJobs|BestJobs|Tazz|Romania|Romanian|Labour Code|Fiscal Code|Civil Code|Procedure Code|Accounting Law|Law \d+\/\d{4}|Government (Emergency )?(Ordinance|Decision))\b/;

const ownFolders = ['values', 'presets', 'assistant'].map((f) =>
  fileURLToPath(new URL(`../src/${f}/`, import.meta.url)),
);
const ownTests = ['values', 'presets', 'assistant'].map((f) =>
  fileURLToPath(new URL(`./${f}.test.ts`, import.meta.url)),
);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function labelsOf(list: TValueListName): { id: string; text: TLocalized }[] {
  return valueLists[list].flatMap((entry) => [
    { id: `${list}.${entry.id}.label`, text: entry.label },
    ...(entry.description ? [{ id: `${list}.${entry.id}.description`, text: entry.description }] : []),
  ]);
}

describe('editor value lists', () => {
  it('parse with their schema', () => {
    expect(ZValueListsSchema.safeParse(valueLists).success).toBe(true);
    expect(Object.keys(valueLists).sort()).toEqual([...VALUE_LIST_NAMES].sort());
  });

  it('reject a duplicate id within a list', () => {
    const first = valueLists.sources[0]!;
    const broken = { ...valueLists, sources: [...valueLists.sources, first] };
    const result = ZValueListsSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(`duplicate id \\"${first.id}\\"`);
  });

  it.each(VALUE_LIST_NAMES)('%s has unique ids', (list) => {
    const ids = valueLists[list].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses camelCase ids, except the country lists', () => {
    for (const list of ['storageTypes', 'dataTypes', 'sources', 'recipients', 'retention'] as const) {
      for (const entry of valueLists[list]) expect(entry.id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    }
  });

  it('offers the spec storage locations, Romania first, keyed by ISO code', () => {
    expect(valueLists.storageLocations.map((e) => e.id)).toEqual(['RO', 'DE', 'BE', 'IE', 'US', 'GB']);
    expect(resolveValue('storageLocations', 'US', 'en')).toBe('U.S.A.');
    expect(findValue('storageLocations', 'US')?.transfer).toBe('DPF');
    expect(findValue('storageLocations', 'GB')?.transfer).toBe('ADEQUACY');
    expect(findValue('storageLocations', 'IE')?.transfer).toBe('EEA');
  });

  it('offers the spec country codes and OTHER', () => {
    const spec =
      'AL AT BA BE BG CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LT LU LV MK MT NL NO PL PT RO RS RU SE SI SK'.split(
        ' ',
      );
    const ids = valueLists.countries.map((c) => c.id);
    for (const code of spec) expect(ids).toContain(code);
    expect(ids.at(-1)).toBe('OTHER');
    expect(resolveValue('countries', 'OTHER', 'en')).toBe('-- Other --');
    expect(resolveValue('countries', 'OTHER', 'ro')).toBe('-- Altă țară --');
    expect(findValue('countries', 'CH')?.transfer).toBe('ADEQUACY');
    expect(findValue('countries', 'RS')?.transfer).toBe('SAFEGUARDS');
  });

  it('has about 80 realistic data types, with special categories and national identifiers marked', () => {
    expect(valueLists.dataTypes.length).toBeGreaterThanOrEqual(75);
    for (const id of ['healthData', 'medicalHistory', 'biometric', 'sickLeave', 'allergies']) {
      expect(findValue('dataTypes', id)?.special).toBe(true);
    }
    for (const id of ['cnp', 'idCardSeriesNumber', 'passportNumber']) {
      expect(findValue('dataTypes', id)?.nationalId).toBe(true);
    }
    expect(findValue('dataTypes', 'criminalRecord')?.criminal).toBe(true);
    expect(findValue('dataTypes', 'criminalRecord')?.special).toBeUndefined();
    for (const id of [
      'name',
      'email',
      'ipAddress',
      'cookies',
      'location',
      'cctvFootage',
      'salary',
      'education',
      'bankAccount',
    ]) {
      expect(findValue('dataTypes', id)).toBeDefined();
    }
  });

  it('names Romanian authorities generically on the INT edition', () => {
    expect(resolveValue('recipients', 'anaf', 'ro')).toContain('ANAF');
    expect(resolveValue('recipients', 'anaf', 'en', 'RO')).toContain('ANAF');
    expect(resolveValue('recipients', 'anaf', 'en', 'INT')).toBe('The tax authority');
    expect(resolveValue('recipients', 'itm', 'en', 'INT')).toBe('The labour inspectorate');
    expect(resolveValue('dataTypes', 'cnp', 'en', 'INT')).toBe('National identification number');
    // INT never changes the Romanian text.
    expect(resolveValue('recipients', 'anaf', 'ro', 'INT')).toBe(
      resolveValue('recipients', 'anaf', 'ro', 'RO'),
    );
  });

  it('states retention periods with their legal source', () => {
    const ro = (id: string) => resolveValue('retention', id, 'ro');
    expect(ro('accounting10Years')).toMatch(/10 ani.*Legea contabilității nr\. 82\/1991/);
    expect(ro('payroll50Years')).toContain('50 de ani');
    expect(ro('employeeMonitoring30Days')).toContain('Legea nr. 190/2018');
    expect(ro('cctv30Days')).toContain('30 de zile');
    expect(ro('candidates3Months')).toContain('3 luni');
    expect(ro('untilConsentWithdrawn')).toBe('Până la retragerea consimțământului');
    expect(ro('contractDuration')).toBe('Durata contractului');
    for (const id of ['months3', 'year1', 'years3', 'years5'])
      expect(findValue('retention', id)).toBeDefined();
    expect(resolveValue('retention', 'accounting10Years', 'en', 'INT')).not.toMatch(ROMANIA_SPECIFIC);
  });

  it('gives every recipient country an entry of the countries list', () => {
    for (const recipient of valueLists.recipients) {
      if (recipient.country !== undefined) expect(findValue('countries', recipient.country)).toBeDefined();
    }
    expect(findValue('recipients', 'usCloudProvider')?.country).toBe('US');
  });
});

describe('resolveValue', () => {
  it('turns an id into the label of the locale', () => {
    expect(resolveValue('dataTypes', 'email', 'ro')).toBe('Adresa de e-mail');
    expect(resolveValue('dataTypes', 'email', 'en')).toBe('E-mail address');
  });

  it('passes custom localized texts through', () => {
    const custom = { ro: 'Furnizorul de catering', en: 'The catering provider', int: 'Caterer' };
    expect(resolveValue('recipients', custom, 'ro')).toBe('Furnizorul de catering');
    expect(resolveValue('recipients', custom, 'en')).toBe('The catering provider');
    expect(resolveValue('recipients', custom, 'en', 'INT')).toBe('Caterer');
    expect(isResolvable('recipients', custom)).toBe(true);
  });

  it('throws an internal error for an unknown id, naming the id and the list', () => {
    expect(() => resolveValue('dataTypes', 'noSuchType', 'en')).toThrow(CatalogueInternalError);
    expect(() => resolveValue('dataTypes', 'noSuchType', 'en')).toThrow(/"noSuchType".*"dataTypes"/);
    // An id of another list is unknown here.
    expect(() => resolveValue('sources', 'email', 'ro')).toThrow(CatalogueInternalError);
    expect(isResolvable('sources', 'email')).toBe(false);
  });

  it('throws an internal error for an unsupported locale', () => {
    expect(() => resolveValue('dataTypes', 'email', 'fr' as TLocale)).toThrow(
      /Unsupported locale for editor values/,
    );
  });
});

describe('value texts', () => {
  const all = VALUE_LIST_NAMES.flatMap(labelsOf);

  it('are non-empty in both locales', () => {
    for (const { id, text } of all) {
      expect(`${id}: ${text.ro.trim()}`).not.toBe(`${id}: `);
      expect(`${id}: ${text.en.trim()}`).not.toBe(`${id}: `);
    }
  });

  it('have an INT text wherever the English names Romanian law or bodies', () => {
    const offenders = all
      .filter(({ id }) => !id.startsWith('countries.') && !id.startsWith('storageLocations.'))
      .filter(({ text }) => ROMANIA_SPECIFIC.test(text.en) && (!text.int || ROMANIA_SPECIFIC.test(text.int)))
      .map(({ id }) => id);
    expect(offenders).toEqual([]);
  });
});

describe('source files of values, presets and assistant', () => {
  it('contain no cedilla s or t (Romanian uses comma-below ș ț)', () => {
    const files = [...ownFolders.flatMap(filesUnder), ...ownTests];
    expect(files.length).toBeGreaterThan(30);
    const offenders = files.filter((file) => CEDILLA.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the cedilla scan would catch one', () => {
    expect(CEDILLA.test('Obliga\u0163ie')).toBe(true);
    expect(CEDILLA.test('Obligație')).toBe(false);
  });
});

describe('the country a location names and the recipient a label names', () => {
  it('reads a label of either location list, in any language, as the country’s id and regime; a typed place as none', () => {
    expect(locationCountry('S.U.A.')).toMatchObject({ id: 'US', transfer: 'DPF' });
    expect(locationCountry('united states of america')).toMatchObject({ id: 'US' });
    expect(locationCountry('Germania')).toMatchObject({ id: 'DE', transfer: 'EEA' });
    expect(locationCountry('Narnia')).toBeUndefined();
  });

  it('knows the recipients that act as processors, and no controller among them', () => {
    expect(recipientEntry('Companies of the same group')?.id).toBe('groupCompanies');
    expect(PROCESSOR_RECIPIENT_IDS.has(recipientEntry('Furnizorul de servicii IT și de găzduire')!.id)).toBe(
      true,
    );
    for (const controller of ['groupCompanies', 'courier', 'advertisingPlatforms'])
      expect(PROCESSOR_RECIPIENT_IDS.has(controller)).toBe(false);
    for (const id of PROCESSOR_RECIPIENT_IDS) expect(findValue('recipients', id)).toBeDefined();
  });
});

describe('the country a pinned transfer names', () => {
  it('is the catalogue id for a place of the lists and the company’s words for a typed one, compared whatever the letter case', () => {
    expect(transferCountryOf('S.U.A.')).toEqual({ country: 'US', typed: false });
    expect(transferCountryOf(' Kosovo ')).toEqual({ country: 'Kosovo', typed: true });
    expect(sameTransferCountry('Kosovo', 'kosovo')).toBe(true);
    expect(sameTransferCountry('US', 'Kosovo')).toBe(false);
  });
});
