/**
 * The interface's texts (the shell's and each remote's `src/locales`): both languages complete, the same
 * keys and placeholders on each side, Romanian written with comma-below ș ț (U+0219, U+021B), never the cedilla forms
 * (U+015F, U+0163).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../..');
const APPS = readdirSync(ROOT).filter((name) => name === 'shell' || name.startsWith('mf-'));

/** Each Romanian texts file with its English twin: `ro.json`/`en.json`, `legal.ro.json`/`legal.en.json` … */
const PAIRS = APPS.flatMap((app) => {
  const dir = join(ROOT, app, 'src/locales');
  return readdirSync(dir)
    .filter((file) => /(^|\.)ro\.json$/.test(file))
    .map((file) => ({
      name: `${app}/${file}`,
      ro: JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown,
      en: JSON.parse(readFileSync(join(dir, file.replace(/ro\.json$/, 'en.json')), 'utf8')) as unknown,
    }));
});

/** Every text under a value, by its dotted key. */
function texts(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      for (const [k, v] of texts(inner, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

/** A key without its plural suffix: Romanian has a `_few` form English does not (CLDR plural rules). */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const bases = (map: Map<string, string>) => new Set([...map.keys()].map(base));

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('the interface texts', () => {
  it('are found for the shell and the five remotes', () => {
    expect(new Set(PAIRS.map((p) => p.name.split('/')[0]))).toEqual(
      new Set(['shell', 'mf-onboarding', 'mf-dashboard', 'mf-configurator', 'mf-checkout', 'mf-documents']),
    );
  });

  it.each(PAIRS.map((p) => [p.name, p] as const))(
    '%s has the same keys in Romanian and English',
    (_, pair) => {
      const ro = bases(texts(pair.ro));
      const en = bases(texts(pair.en));
      expect([...ro].filter((k) => !en.has(k))).toEqual([]);
      expect([...en].filter((k) => !ro.has(k))).toEqual([]);
    },
  );

  it.each(PAIRS.map((p) => [p.name, p] as const))(
    '%s has no empty text and the same placeholders',
    (_, pair) => {
      const ro = texts(pair.ro);
      const en = texts(pair.en);
      const empty = [...ro, ...en].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
      // A plural form may leave its count out in one language ("o sugestie", "one suggestion"): the
      // `other` forms carry every placeholder.
      const mismatched = [...ro]
        .filter(([key]) => !/_(zero|one|two|few|many)$/.test(key))
        .filter(
          ([key, text]) => en.has(key) && placeholders(text).join() !== placeholders(en.get(key)!).join(),
        )
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    },
  );

  it.each(PAIRS.map((p) => [p.name, p] as const))('%s writes ș ț with the comma below', (_, pair) => {
    const cedilla = [...texts(pair.ro), ...texts(pair.en)]
      .filter(([, text]) => /[\u015F\u0163\u015E\u0162]/.test(text))
      .map(([key]) => key);
    expect(cedilla).toEqual([]);
  });
});
