/**
 * The first page of a document: its title, then a subtitle saying what it is for. The subtitle never
 * repeats the title (read from the goldens, the full text every document prints for each edition).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const GOLDENS = join(import.meta.dirname, 'goldens');

describe('document subtitles', () => {
  it('never start by repeating the document’s title, in any edition or language', () => {
    const repeated: string[] = [];
    let seen = 0;
    for (const edition of readdirSync(GOLDENS)) {
      for (const file of readdirSync(join(GOLDENS, edition))) {
        const lines = readFileSync(join(GOLDENS, edition, file), 'utf8').split('\n');
        const title = lines[0]!.replace(/^# /, '').trim().toLowerCase();
        const subtitle = lines.find((l) => l.startsWith('subtitle: '));
        if (!subtitle) continue;
        seen += 1;
        if (subtitle.slice('subtitle: '.length).trim().toLowerCase().startsWith(title)) {
          repeated.push(`${edition}/${file}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect(repeated).toEqual([]);
  });
});
