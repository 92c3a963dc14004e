/** The redline's word diff and its sections (documents/diff.ts), on stored trees as plain JSON. */
import { versionDiff, wordDiff } from '../src/documents/diff.ts';

const tree = (language: 'ro' | 'en', sections: Array<{ id: string; title: string; text: unknown[] }>) => ({
  language,
  sections: sections.map((s) => ({
    id: s.id,
    title: s.title,
    blocks: [{ kind: 'paragraph', content: s.text }],
  })),
});

describe('the redline between two versions', () => {
  it('keeps the words both share and marks those removed and added, in reading order', () => {
    expect(
      wordDiff('Păstrăm datele cinci ani de la înregistrare.', 'Păstrăm datele trei ani de la închidere.'),
    ).toEqual([
      { op: 'same', text: 'Păstrăm datele ' },
      { op: 'removed', text: 'cinci ' },
      { op: 'added', text: 'trei ' },
      { op: 'same', text: 'ani de la ' },
      { op: 'removed', text: 'înregistrare.' },
      { op: 'added', text: 'închidere.' },
    ]);
    expect(wordDiff('same text', 'same text')).toEqual([{ op: 'same', text: 'same text' }]);
  });

  it('lists only the sections added, removed or changed, a blank as printed, the version history left out', () => {
    const before = tree('ro', [
      { id: 'contact', title: 'Contact', text: ['Scrieți-ne la ', { missing: 'E-mail' }, '.'] },
      { id: 'same', title: 'La fel', text: ['Nimic nou.'] },
      { id: 'gone', title: 'Eliminată', text: ['Text vechi.'] },
      { id: 'version-history', title: 'Istoricul versiunilor', text: ['1'] },
    ]);
    const after = tree('ro', [
      { id: 'contact', title: 'Contact', text: ['Scrieți-ne la ', 'date@exemplu.ro', '.'] },
      { id: 'same', title: 'La fel', text: ['Nimic nou.'] },
      { id: 'new', title: 'Nouă', text: ['Text nou.'] },
      { id: 'version-history', title: 'Istoricul versiunilor', text: ['1 2'] },
    ]);
    expect(versionDiff({ version: 1, tree: before }, { version: 2, tree: after })).toEqual({
      from: 1,
      to: 2,
      sections: [
        {
          id: 'contact',
          title: 'Contact',
          change: 'changed',
          parts: [
            { op: 'same', text: 'Scrieți-ne la ' },
            { op: 'removed', text: '[de completat: E-mail].' },
            { op: 'added', text: 'date@exemplu.ro.' },
          ],
        },
        { id: 'new', title: 'Nouă', change: 'added', parts: [{ op: 'added', text: 'Text nou.' }] },
        {
          id: 'gone',
          title: 'Eliminată',
          change: 'removed',
          parts: [{ op: 'removed', text: 'Text vechi.' }],
        },
      ],
    });
  });
});
