/**
 * The package's README states figures of the catalogue (how many document types, groups, products,
 * documents per product); they are read from the catalogue here so the README cannot go stale again.
 */
import { readFileSync } from 'node:fs';
import { DOCUMENT_CODES, DOCUMENT_GROUPS } from '../src/documents/index.ts';
import { products } from '../src/products/index.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');

describe('catalogues/README.md', () => {
  it('gives the number of document types and groups the catalogue has', () => {
    expect(readme).toContain(
      `the document catalogue: ${DOCUMENT_CODES.length} types in ${DOCUMENT_GROUPS.length} groups`,
    );
  });

  it('gives the number of products and INT variants', () => {
    const int = products.filter((p) => p.id.startsWith('INT_')).length;
    expect(readme).toContain(`${products.length - int} RO/EN products and ${int} \`INT_\` variants`);
  });

  it('gives the documents of the internal policies and the range of every other product', () => {
    const internal = products.find((p) => p.id === 'INTERNAL_POLICIES')!.documents.length;
    const others = products.filter((p) => !p.id.endsWith('INTERNAL_POLICIES')).map((p) => p.documents.length);
    expect(readme).toContain(`**Internal policies has ${internal} documents.**`);
    expect(readme).toContain(
      `documents (${Math.min(...others)} to ${Math.max(...others)}; the internal policies have ${internal})`,
    );
    expect(readme).not.toMatch(/\b22 is what the package generates/);
  });
});
