/**
 * Which documents to (re)generate, and from which dirty sources, for each trigger (spec §4 "Dirty
 * marking"; issue: the spine). Pure functions of the company's published data, the document
 * records and the catalogue: tested on their own, used by the event handlers and the manual update.
 */
import type { CompanyReadModel } from '@conform/companies-service/read';
import type { TSourceMark } from '@conform/contracts/events';
import { documentSources, listsProducts, needsConfiguration, productDocuments, UTILS } from '../catalogue.ts';
import { templateFor } from '../generation/templates.ts';

export interface PlannedDocument {
  type: string;
  product: string;
}

export interface RenderPlan {
  documents: PlannedDocument[];
  /** The dirty sources these renders are made from (to clear when they are all done). */
  sources: TSourceMark[];
}

/** What the company may have generated: its purchased, configured packages, and UTILS once it bought one. */
export function generatableDocuments(company: CompanyReadModel): PlannedDocument[] {
  const { purchased, configured } = company.products;
  const ready = purchased.filter((p) => configured.includes(p) || !needsConfiguration(p));
  const out: PlannedDocument[] = [];
  for (const product of [...ready, ...(purchased.length > 0 ? [UTILS] : [])]) {
    for (const type of productDocuments(product)) {
      // A type the engine has no template for yet is not queued (it would only fail).
      if (templateFor(type) && !out.some((d) => d.type === type)) out.push({ type, product });
    }
  }
  return out;
}

/** The dirty marks among the sources the planned documents are made from. */
function sourcesOf(documents: PlannedDocument[], dirty: readonly TSourceMark[]): TSourceMark[] {
  const used = new Set(documents.flatMap((d) => [...documentSources(d.type, d.product)]));
  return dirty.filter((mark) => used.has(mark.source));
}

function plan(documents: PlannedDocument[], dirty: readonly TSourceMark[]): RenderPlan {
  return { documents, sources: sourcesOf(documents, dirty) };
}

/** Whether a document already has a good file (READY, or PROCESSING towards a newer one). */
export type HasDocument = (type: string) => boolean;

/**
 * Sources changed (`company.changed`): every generatable document made from one of them, and any
 * generatable document never made or in ERROR (a change may be what it was waiting for).
 */
export function planForChange(
  company: CompanyReadModel,
  changed: readonly TSourceMark[],
  hasDocument: HasDocument,
): RenderPlan {
  const sources = new Set(changed.map((c) => c.source));
  const documents = generatableDocuments(company).filter(
    (d) => !hasDocument(d.type) || [...documentSources(d.type, d.product)].some((s) => sources.has(s)),
  );
  return plan(documents, company.dirty);
}

/**
 * A purchase (`company.purchased`): every document of the packages bought, and every document
 * that lists the purchased packages (the usage guide).
 */
export function planForPurchase(company: CompanyReadModel, bought: readonly string[]): RenderPlan {
  const documents = generatableDocuments(company).filter(
    (d) => bought.includes(d.product) || listsProducts(d.type),
  );
  return plan(documents, company.dirty);
}

/** "Generate documents" (spec §7 update call): everything the company may have. */
export function planForRequest(company: CompanyReadModel, withGuide: boolean): RenderPlan {
  const documents = generatableDocuments(company);
  // The guide is always there to be made by hand, even before a purchase (it lists what is bought).
  if (withGuide && !documents.some((d) => d.product === UTILS)) {
    for (const type of productDocuments(UTILS))
      if (templateFor(type)) documents.push({ type, product: UTILS });
  }
  return plan(documents, company.dirty);
}
