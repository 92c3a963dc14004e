/**
 * Every blank a document can print says where the workspace answers it (content/_blanks.json):
 * each label written in the content files (`[de completat: …]`, `[to be completed: …]`,
 * `or_blank: "…"`) and each blank printed in the goldens (`[…: …]`, which also holds the blanks the
 * templates' code writes) has an entry. A new blank without one fails here, named.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blankPlaces, labelMatches, readBlanksMap } from '../src/documents/blanks.ts';
import { CONTENT_DIR } from '../src/engine/content/engine.ts';

const GOLDENS = join(dirname(fileURLToPath(import.meta.url)), 'goldens');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Each label with where it was first seen. */
function labels(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (label: string, where: string) => {
    if (!found.has(label)) found.set(label, where);
  };
  for (const path of files(CONTENT_DIR)) {
    if (!/\/(ro|en)\.md$/.test(path)) continue;
    const text = readFileSync(path, 'utf8');
    // A value inside a label (`{{ place.country }}`) stands for any text: `{}`.
    for (const [, label] of text.matchAll(/\[(?:de completat|to be completed): ([^\]]*)\]/g))
      add(label!.replace(/\{\{[^}]*\}\}/g, '{}'), path);
    for (const [, label] of text.matchAll(/or_blank: ["“]([^"”]*)["”]/g)) add(label!, path);
  }
  for (const path of files(GOLDENS)) {
    for (const [, label] of readFileSync(path, 'utf8').matchAll(/\[…: ([^\]]*)\]/g)) add(label!, path);
  }
  return found;
}

describe('where each blank is answered (content/_blanks.json)', () => {
  const places = blankPlaces();

  it('has an entry for every blank of the content files and of the goldens', () => {
    const all = labels();
    // The scan finds what it must: blanks of both kinds, in both languages.
    expect(all.has('persoana care se ocupă de protecția datelor')).toBe(true);
    expect(all.has('the recipients in United States of America and the safeguard for each')).toBe(true);
    expect(all.has('destinatarii din {} și garanția transferului către fiecare')).toBe(false);
    const missing = [...all]
      .filter(([label]) => !places.placeOf(label))
      .map(([l, where]) => `${l} (${where})`);
    expect(missing).toEqual([]);
  });

  it('places each question where its data is given', () => {
    expect(places.placeOf('persoana care se ocupă de protecția datelor')).toBe('dpo');
    expect(places.placeOf('the company’s security measures')).toBe('security');
    expect(places.placeOf('zonele supravegheate')).toBe('cctv');
    expect(places.placeOf('orele de check-in și de check-out')).toBe('terms');
    expect(places.placeOf('the check-out time')).toBe('terms');
    expect(
      places.placeOf(
        'intervalul după care contactele inactive se șterg sau se reconfirmă, de exemplu 24 de luni',
      ),
    ).toBe('terms');
    expect(places.placeOf('dacă persoanele vizate sunt vulnerabile')).toBe('subject');
    // A label with a value in it: any country, the same question.
    expect(places.placeOf('the recipients in India and the safeguard for each')).toBe('processors');
    expect(
      places.placeOf('destinatarii din Statele Unite ale Americii și garanția transferului către fiecare'),
    ).toBe('processors');
    expect(places.placeOf('the recipients in India')).toBeUndefined();
    expect(places.placeOf('a blank nobody wrote')).toBeUndefined();
  });

  it('reads a value in a label as any text, and nothing more', () => {
    expect(
      labelMatches('the transfer mechanism for {processor}', 'the transfer mechanism for Acme Inc.'),
    ).toBe(true);
    expect(labelMatches('the transfer mechanism for {processor}', 'the transfer mechanism for {}')).toBe(
      true,
    );
    expect(labelMatches('the transfer mechanism for {processor}', 'the transfer mechanism')).toBe(false);
    expect(labelMatches('a {x} b {y} c', 'a 1 b 2 c')).toBe(true);
    expect(labelMatches('a {x} b {y} c', 'a 1 2 c')).toBe(false);
    expect(labelMatches('ab{x}ba', 'aba')).toBe(false);
  });

  it('gives each label one place, in one entry', () => {
    const seen = new Map<string, number>();
    readBlanksMap().forEach((entry, i) => {
      for (const label of [...entry.ro, ...entry.en]) {
        expect({ label, entry: seen.get(label) ?? i }).toEqual({ label, entry: i });
        seen.set(label, i);
      }
    });
  });
});
