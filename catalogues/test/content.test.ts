import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configSeed } from '../src/config/index.ts';
import { documents } from '../src/documents/index.ts';
import * as enums from '../src/enums/index.ts';
import { products, utilsGroup } from '../src/products/index.ts';
import { evaluationQuizzes, resultCategories } from '../src/quiz/index.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Everything this package authors besides presets, value lists and assistant quizzes. */
const content: Record<string, unknown> = {
  documents,
  products,
  utilsGroup,
  configSeed,
  evaluationQuizzes,
  resultCategories,
  legalGrounds: enums.legalGroundEntries,
  specialDataGrounds: enums.specialDataGroundOptions,
  countries: enums.countries,
  paymentStatuses: enums.paymentStatuses,
  paymentMethods: enums.paymentMethods,
  documentStatuses: enums.documentStatuses,
  dataSubjects: enums.dataSubjectEntries,
  dataSources: enums.dataSourceSections,
  lifecycleStages: enums.lifecycleStages,
  languages: enums.languages,
  currencies: enums.currencies,
  editions: enums.editions,
  subjectTypes: enums.subjectTypes,
  provisionRequirements: enums.provisionRequirementEntries,
  automatedDecisions: enums.automatedDecisionEntries,
  securityMeasures: enums.securityMeasureEntries,
  transferMechanisms: enums.transferMechanismEntries,
};

interface TFound {
  path: string;
  /** The localized text; its shape is what the tests check. */
  text: Partial<Record<string, string>>;
}

/** Every localized text ({ro, en, int?}) under a value, with its path. */
function localizedTexts(value: unknown, path: string, out: TFound[] = []): TFound[] {
  if (Array.isArray(value)) value.forEach((v, i) => localizedTexts(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('ro' in record || 'en' in record || 'int' in record) {
      if (typeof record.ro === 'string' || typeof record.en === 'string') {
        out.push({ path, text: record as TFound['text'] });
        return out;
      }
    }
    for (const [key, v] of Object.entries(record)) localizedTexts(v, `${path}.${key}`, out);
  }
  return out;
}

/** Every string under a value. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

const texts = Object.entries(content).flatMap(([name, value]) => localizedTexts(value, name));

/** Names of places, currencies and editions may name Romania on any edition; legal content may not. */
const NAMES_OF_PLACES = /^(countries|currencies|editions)\b/;
const legalTexts = texts.filter(({ path }) => !NAMES_OF_PLACES.test(path));

/** Words that tie an English text to Romania; the INT edition must not show them. */
const ROMANIAN_SPECIFIC =
  /ANSPDCP|Romania|\bLaw \d+\/\d{4}|Government Emergency Ordinance|\bANPC\b|\bANAF\b|Labour Code|\bCNP\b|\bRON\b|\blei\b/;

describe('both locales', () => {
  it('finds the texts to check', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it('have the same keys everywhere and no empty text', () => {
    const broken = texts.filter(({ text }) => {
      const keys = Object.keys(text).sort();
      const shapeOk = keys.join() === 'en,ro' || keys.join() === 'en,int,ro';
      const filled = Object.values(text).every((t) => typeof t === 'string' && t.trim().length > 0);
      return !shapeOk || !filled;
    });
    expect(broken.map((b) => b.path)).toEqual([]);
  });

  it('are really translated: long texts differ between Romanian and English', () => {
    const untranslated = texts.filter(({ text }) => String(text.ro).length > 30 && text.ro === text.en);
    expect(untranslated.map((u) => u.path)).toEqual([]);
  });

  it('write Romanian with diacritics in long texts', () => {
    const bare = texts.filter(
      ({ text }) => String(text.ro).length > 60 && !/[ăâîșțĂÂÎȘȚ]/.test(String(text.ro)),
    );
    expect(bare.map((b) => b.path)).toEqual([]);
  });
});

describe('the INT edition', () => {
  it('has an INT text wherever the English one names Romanian law or bodies', () => {
    const missing = legalTexts.filter(
      ({ text }) => ROMANIAN_SPECIFIC.test(String(text.en)) && text.int === undefined,
    );
    expect(missing.map((m) => `${m.path}: ${String(m.text.en)}`)).toEqual([]);
  });

  it('never names Romanian law or bodies in an INT text', () => {
    const leaking = texts.filter(
      ({ text }) => text.int !== undefined && ROMANIAN_SPECIFIC.test(String(text.int)),
    );
    expect(leaking.map((m) => `${m.path}: ${String(m.text.int)}`)).toEqual([]);
  });

  it('differs from the English text where given', () => {
    const same = texts.filter(({ text }) => text.int !== undefined && text.int === text.en);
    expect(same.map((s) => s.path)).toEqual([]);
  });
});

describe('no cedilla s/t (U+015F, U+0163)', () => {
  it('in any catalogue value', () => {
    const withCedilla = Object.values(content)
      .flatMap((v) => strings(v))
      .filter((s) => /[\u015F\u0163\u015E\u0162]/.test(s));
    expect(withCedilla).toEqual([]);
  });

  it('inside any word of the package sources or README', () => {
    // The rule itself may name the two letters (in the schema's check and in the README); a
    // cedilla letter next to another letter is a misspelt Romanian word.
    const CEDILLA_IN_WORD =
      /[a-zA-ZăâîșțĂÂÎȘȚ][\u015F\u0163\u015E\u0162]|[\u015F\u0163\u015E\u0162][a-zăâîșț]/;
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const full = join(dir, name);
        if (name === 'node_modules') continue;
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(ts|md|json)$/.test(name)) files.push(full);
      }
    };
    walk(join(root, 'src'));
    files.push(join(root, 'README.md'));
    expect(files.length).toBeGreaterThan(30);
    const offending = files
      .filter((f) => CEDILLA_IN_WORD.test(readFileSync(f, 'utf8')))
      .map((f) => f.slice(root.length + 1));
    expect(offending).toEqual([]);
  });
});
