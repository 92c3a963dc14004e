/**
 * Which documents to (re)generate, and from which dirty sources, for each trigger (docs/spec/behaviour.md §4 "Dirty
 * marking"; issue: the spine). Pure functions of the company's published data, the document
 * records and the catalogue: tested on their own, used by the event handlers and the manual update.
 */
import type { CompanyReadModel } from '@conform/companies-service/read';
import type { TSourceMark } from '@conform/contracts/events';
import {
  documentSources,
  listsProducts,
  needsConfiguration,
  productDocuments,
  productSource,
  typeOfKey,
  UTILS,
} from '../catalogue.ts';
import { templateFor } from '../engine/registry.ts';
import { companyDocumentKeys } from './channels.ts';

export interface PlannedDocument {
  /** The document's key: its type, with its channel and language when they apply (catalogue.ts documentKey). */
  type: string;
  product: string;
}

export interface RenderPlan {
  documents: PlannedDocument[];
  /** The dirty sources these renders are made from (to clear when they are all done). */
  sources: TSourceMark[];
}

/** Whether the engine can make a document type (a type without a template is not queued: it would only fail). */
export type HasTemplate = (type: string) => boolean;
const withTemplate: HasTemplate = (type) => templateFor(type) !== undefined;

/** The dirty sources a planned document is made from (its type's, under its product). */
const sourcesOf = (d: PlannedDocument) => documentSources(typeOfKey(d.type), d.product);

/** What the company may have generated: its purchased, configured packages, and UTILS once it bought one. */
export function generatableDocuments(
  company: CompanyReadModel,
  hasTemplate: HasTemplate = withTemplate,
): PlannedDocument[] {
  const { purchased, configured } = company.products;
  const ready = purchased.filter((p) => configured.includes(p) || !needsConfiguration(p));
  const out: PlannedDocument[] = [];
  for (const product of [...ready, ...(purchased.length > 0 ? [UTILS] : [])]) {
    for (const key of companyDocumentKeys(company, product)) {
      if (hasTemplate(typeOfKey(key)) && !out.some((d) => d.type === key)) out.push({ type: key, product });
    }
  }
  return out;
}

/**
 * The dirty marks these renders bring up to date: a source whose every generatable document is
 * among them (one left out would still show the old data, so the source stays dirty).
 */
function plan(
  all: PlannedDocument[],
  documents: PlannedDocument[],
  dirty: readonly TSourceMark[],
): RenderPlan {
  const chosen = new Set(documents.map((d) => d.type));
  const sources = dirty.filter((mark) => {
    const dependents = all.filter((d) => sourcesOf(d).has(mark.source));
    return dependents.length > 0 && dependents.every((d) => chosen.has(d.type));
  });
  return { documents, sources };
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
  hasTemplate: HasTemplate = withTemplate,
): RenderPlan {
  const sources = new Set(changed.map((c) => c.source));
  const all = generatableDocuments(company, hasTemplate);
  const documents = all.filter((d) => !hasDocument(d.type) || [...sourcesOf(d)].some((s) => sources.has(s)));
  return plan(all, documents, company.dirty);
}

/**
 * A purchase (`company.purchased`): every document of the packages bought, every document that
 * lists the purchased packages (the guide), and every document made from a source the purchase
 * marked (the bought packages' own: their categories now appear in the documents describing all).
 */
export function planForPurchase(
  company: CompanyReadModel,
  bought: readonly string[],
  hasTemplate: HasTemplate = withTemplate,
): RenderPlan {
  const marked = new Set(bought.map(productSource));
  const all = generatableDocuments(company, hasTemplate);
  const documents = all.filter(
    (d) =>
      bought.includes(d.product) ||
      listsProducts(typeOfKey(d.type)) ||
      [...sourcesOf(d)].some((s) => marked.has(s)),
  );
  return plan(all, documents, company.dirty);
}

/** "Generate documents" (docs/spec/behaviour.md §7 update call): everything the company may have. */
export function planForRequest(
  company: CompanyReadModel,
  hasTemplate: HasTemplate = withTemplate,
): RenderPlan {
  const documents = generatableDocuments(company, hasTemplate);
  // The guide can always be made by hand, even before a purchase (it lists what is bought).
  if (!documents.some((d) => d.product === UTILS)) {
    for (const type of productDocuments(UTILS)) {
      if (hasTemplate(type)) documents.push({ type, product: UTILS });
    }
  }
  return plan(documents, documents, company.dirty);
}

/** A document record as the refund sees it: its type and the package it was last made for. */
export interface RecordedDocument {
  type: string;
  product: string;
}

/**
 * A refund (`company.refunded`; docs/security.md#money-payment-notifications): the recorded documents of the refunded packages that the
 * company may no longer have generated (`generatableDocuments`, the one rule). A type another
 * purchased, configured package also has stays; the UTILS group is never locked (always available).
 */
export function lockedByRefund(
  company: CompanyReadModel,
  refunded: readonly string[],
  records: readonly RecordedDocument[],
  hasTemplate: HasTemplate = withTemplate,
): string[] {
  const kept = new Set(generatableDocuments(company, hasTemplate).map((d) => d.type));
  const theirs = new Set(refunded.flatMap((p) => companyDocumentKeys(company, p)));
  return records
    .filter((r) => r.product !== UTILS && theirs.has(r.type) && !kept.has(r.type))
    .map((r) => r.type);
}

/**
 * A refund: the documents that stay but change with it. Those listing the purchased packages (the
 * guide, even once nothing is bought: it is always available), those made from a source the refund
 * marked (as a purchase does), and those of a type the refunded package shared with a package the
 * company keeps: they were made for the refunded one and are made again for the one that stays.
 */
export function planForRefund(
  company: CompanyReadModel,
  refunded: readonly string[],
  records: readonly RecordedDocument[],
  hasTemplate: HasTemplate = withTemplate,
): RenderPlan {
  const marked = new Set(refunded.map(productSource));
  const all = generatableDocuments(company, hasTemplate);
  if (!all.some((d) => d.product === UTILS)) {
    for (const type of productDocuments(UTILS)) {
      if (hasTemplate(type) && listsProducts(type) && records.some((r) => r.type === type)) {
        all.push({ type, product: UTILS });
      }
    }
  }
  const madeFor = new Map(records.map((r) => [r.type, r.product]));
  const documents = all.filter(
    (d) =>
      listsProducts(typeOfKey(d.type)) ||
      [...sourcesOf(d)].some((s) => marked.has(s)) ||
      (madeFor.has(d.type) && madeFor.get(d.type) !== d.product),
  );
  return plan(all, documents, company.dirty);
}
