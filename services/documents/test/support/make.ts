/**
 * A document made as the worker makes it, for the sample company (every preset situation of the
 * catalogue) or the company and situations a test gives: in a product that includes the type, on
 * the RO or INT edition, with its tree, its text and the context it was made from.
 */
import { products, type TDataSubject, type TDocumentCode } from '@conform/catalogues';
import type { CompanyReadModel } from '@conform/companies-service/read';
import type { SituationReadModel } from '@conform/configurator-service/read';
import { buildContext, type Language, type RegisterEntries } from '../../src/engine/context.ts';
import { HISTORY_SECTION } from '../../src/engine/history.ts';
import { prepareDocument, situationScope } from '../../src/engine/render.ts';
import { sampleCompany, sampleSituations } from '../../src/engine/sample.ts';
import { treeText, type DocumentTree } from '../../src/engine/tree.ts';

export interface MakeOptions {
  language?: Language;
  edition?: 'RO' | 'INT';
  company?: Partial<CompanyReadModel>;
  situations?: SituationReadModel[];
  /** The registers' entries, for the documents that print them. */
  registers?: RegisterEntries;
  /** The version printed (2 unless said), when it is made, and the versions before it (their history). */
  version?: number;
  now?: Date;
  earlier?: Parameters<typeof prepareDocument>[0]['earlier'];
  /** The legal updates the version is made for (legal-updates/), oldest first. */
  legalUpdates?: ReadonlyArray<{ ro: string; en: string }>;
}

function productOf(code: TDocumentCode, edition: 'RO' | 'INT'): string {
  const product = products.find((p) => p.documents.includes(code) && p.editions.includes(edition));
  if (!product) throw new Error(`no product includes ${code} on ${edition}`);
  return product.id;
}

export function make(code: TDocumentCode, options: MakeOptions = {}) {
  const edition = options.edition ?? 'RO';
  const language = edition === 'INT' ? 'en' : (options.language ?? 'ro');
  const product = productOf(code, edition);
  const company = { ...sampleCompany(edition === 'INT' ? 'int' : 'ro'), ...options.company };
  company.products = { pending: [], configured: [product], purchased: [product] };
  const scope = situationScope(code, product, company.products.purchased);
  const situations =
    options.situations ??
    (scope === 'none'
      ? []
      : sampleSituations(
          language,
          edition,
          scope === 'all' ? undefined : (scope.subjects as TDataSubject[]),
        ));
  const now = options.now ?? new Date('2026-03-02T10:00:00Z');
  const registers = options.registers;
  const prepared = prepareDocument({
    type: code,
    product,
    company,
    situations,
    language,
    version: options.version ?? 2,
    now,
    ...(registers ? { registers } : {}),
    ...(options.earlier ? { earlier: options.earlier } : {}),
    ...(options.legalUpdates ? { legalUpdates: options.legalUpdates } : {}),
  });
  if (!prepared) throw new Error(`${code}: no template`);
  const ctx = buildContext({
    company,
    situations,
    product,
    language,
    now,
    ...(registers ? { registers } : {}),
  });
  return { ...prepared, text: treeText(prepared.tree), ctx };
}

/** The document's own sections: the version history that ends it is history.test.ts's. */
export const sectionIds = (tree: DocumentTree) =>
  tree.sections.filter((s) => s.id !== HISTORY_SECTION).map((s) => s.id);

export const sectionText = (tree: DocumentTree, id: string) => {
  const s = tree.sections.find((x) => x.id === id);
  return s ? treeText({ ...tree, title: '', subtitle: '', sections: [s] }) : '';
};
