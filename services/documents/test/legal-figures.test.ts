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
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/^(ro|en)\.md$/.test(entry.name))
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (!line.trimStart().startsWith('{% #') && literal.test(line)) found.push(`${path}:${i + 1}`);
          });
    }
  };
  walk(CONTENT_DIR);
  expect(found).toEqual([]);
});
