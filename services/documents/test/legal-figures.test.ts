/**
 * A legal figure has one source, the catalogue's dated table (catalogues/src/law/parameters.ts): the
 * documents read the figure in force on the day they are made, so a change entered ahead of time
 * takes effect in every document on its day, and no content file writes the figure itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { legalParameters } from '@conform/catalogues';
import { CONTENT_DIR } from '../src/engine/content/engine.ts';
import { make } from './support/make.ts';

const BREACH = legalParameters.BREACH_NOTIFICATION_HOURS.values;

afterEach(() => {
  // The table as the catalogue ships it.
  while (BREACH.length > 1) BREACH.pop();
});

const TYPES = [
  'NOTIFICARE_INCALCARE',
  'POLITICA_INCALCARI_SECURITATE',
  'REGISTRU_INCALCARI',
  'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA',
  'POLITICA_PROTECTIA_DATELOR',
] as const;

it.each(TYPES)('%s states the breach notification hours in force on the day it is made', (code) => {
  // A future rule (for example a longer period adopted by the EU), entered ahead of its day.
  BREACH.push({
    value: 96,
    from: '2027-06-01',
    source: { ro: 'o modificare viitoare', en: 'a future change' },
  });
  const before = make(code, { now: new Date('2027-05-31T10:00:00Z') }).text;
  const after = make(code, { now: new Date('2027-06-02T10:00:00Z') }).text;
  expect(before).toContain('72 de ore');
  expect(before).not.toContain('96 de ore');
  expect(after).toContain('96 de ore');
  expect(after).not.toContain('72 de ore');
  const english = make(code, { language: 'en', now: new Date('2027-06-02T10:00:00Z') }).text;
  expect(english).toContain('96 hours');
  expect(english).not.toMatch(/\b72[ -]hours?\b/);
});

it('no content file writes the breach notification hours itself (comments aside)', () => {
  const literal = /\b72(?: de ore|[ -]hours?|[ -]h\b)/;
  expect(contentLinesWhere((line) => literal.test(line))).toEqual([]);
});

/** The lines of every content file (ro.md, en.md) that `test` picks, comments aside, as `path:line`. */
function contentLinesWhere(test: (line: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/^(ro|en)\.md$/.test(entry.name))
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (!line.trimStart().startsWith('{% #') && test(line)) found.push(`${path}:${i + 1}`);
          });
    }
  };
  walk(CONTENT_DIR);
  return found;
}

describe('the request periods and the footage ceiling', () => {
  const EXTENSION = legalParameters.REQUEST_EXTENSION_MONTHS.values;
  const RESPONSE = legalParameters.REQUEST_RESPONSE_MONTHS.values;
  const FOOTAGE = legalParameters.EMPLOYEE_MONITORING_RETENTION_DAYS.values;
  const future = { from: '2027-06-01', source: { ro: 'o modificare viitoare', en: 'a future change' } };
  const before = new Date('2027-05-31T10:00:00Z');
  const after = new Date('2027-06-02T10:00:00Z');
  afterEach(() => {
    for (const values of [EXTENSION, RESPONSE, FOOTAGE]) while (values.length > 1) values.pop();
  });

  it.each(['POLITICA_CERERI_PERSOANE_VIZATE', 'REGISTRU_CERERI'] as const)(
    '%s writes the periods of Art. 12(3) in force on its day, in words',
    (code) => {
      RESPONSE.push({ value: 2, ...future });
      EXTENSION.push({ value: 3, ...future });
      const ro = make(code, { now: before }).text;
      expect(ro).toMatch(/de o lună de la primire/);
      expect(ro).toMatch(/(cu cel mult|cu încă) două luni/);
      const changed = make(code, { now: after }).text;
      expect(changed).toMatch(/de două luni de la primire/);
      expect(changed).toMatch(/(cu cel mult|cu încă) trei luni/);
      const en = make(code, { language: 'en', now: after }).text;
      expect(en).toMatch(/within two months of/);
      expect(en).toContain('by three further months');
    },
  );

  it.each(['POLITICA_SUPRAVEGHERE_VIDEO', 'POLITICA_UTILIZARE_IT'] as const)(
    '%s states the footage ceiling of Law 190/2018 in force on its day',
    (code) => {
      FOOTAGE.push({ value: 45, ...future });
      expect(make(code, { now: before }).text).toContain('nu depășește 30 de zile');
      expect(make(code, { now: after }).text).toContain('nu depășește 45 de zile');
      expect(make(code, { language: 'en', now: after }).text).toContain('not longer than 45 days');
    },
  );

  it('no content file writes the month of Art. 12(3) itself next to its article (comments aside)', () => {
    const article = /(art\. 12 alin\. \(3\)|Article 12\(3\))/;
    const month = /(^|[\s(])(o lună|one month|one-month)([\s,.;)]|$)/;
    expect(contentLinesWhere((line) => article.test(line) && month.test(line))).toEqual([]);
  });
});
