import { createHash } from 'node:crypto';
import { isOfferedOn, isProductId, productsForEdition, type TDataSubject } from '@conform/catalogues';
import { toEdition, type Platform } from '@conform/contracts';
import { AppError } from '@conform/server-kit';
import { productDocuments, UTILS } from '../catalogue.ts';
import { situationScope } from '../engine/render.ts';
import { prepareDocument } from '../engine/render.ts';
import { sampleCompany, sampleSituations } from '../engine/sample.ts';
import type { FileStorage } from '../files/storage.ts';
import { printWhileWaiting, type RendererClient } from '../generation/renderer-client.ts';

/**
 * A document made for the sample company (every preset situation of the package's category), as
 * the samples below and the content preview (npm run documents:preview) make it: the real template,
 * in a package of the edition that includes the type. An error says what is not offered: the
 * package on the edition, the type in the package, or a template for the type.
 */
export function sampleDocument(input: {
  /** The package; omitted, the edition's first that includes the type, or UTILS for the guide's group. */
  product?: string;
  type: string;
  language: 'ro' | 'en';
  platform: Platform;
}) {
  const edition = toEdition(input.platform);
  const offered = productsForEdition(edition).map((p) => p.id);
  const product =
    input.product ??
    offered.find((id) => productDocuments(id).includes(input.type)) ??
    (productDocuments(UTILS).includes(input.type) ? UTILS : undefined);
  if (!product) return { error: 'type' } as const;
  const utils = input.product === undefined && product === UTILS;
  if (!utils && (!isProductId(product) || !isOfferedOn(product, edition)))
    return { error: 'product' } as const;
  if (!productDocuments(product).includes(input.type)) return { error: 'type' } as const;
  const language = edition === 'INT' ? 'en' : input.language;
  const company = sampleCompany(input.platform);
  // The guide's group comes with any package: that sample has bought every one of the edition.
  const bought = utils ? offered : [product];
  company.products = { pending: [], configured: bought, purchased: bought };
  const scope = situationScope(input.type, product, bought);
  const situations =
    scope === 'none'
      ? []
      : sampleSituations(language, edition, scope === 'all' ? undefined : (scope.subjects as TDataSubject[]));
  const prepared = prepareDocument({
    type: input.type,
    product,
    company,
    situations,
    language,
    version: 1,
    now: new Date(company.updatedAt),
  });
  return prepared ? { prepared } : ({ error: 'template' } as const);
}

/**
 * Sample documents (docs/spec/behaviour.md §2: the preview of a package not bought yet, the configurator's sample
 * button): the real template, filled with the sample company and every preset situation of the
 * package's category. Rendered once per text and kept in storage, named by a hash of the HTML, so
 * a catalogue or template change makes a new one.
 */
export function createSamplesDomain(deps: { storage: FileStorage; renderer: RendererClient }) {
  return {
    async pdf(input: { product: string; type: string; language: 'ro' | 'en'; platform: Platform }) {
      const made = sampleDocument(input);
      if ('error' in made) {
        if (made.error === 'product')
          throw new AppError('not_found', 'There is no such package on this edition.');
        if (made.error === 'type') throw new AppError('not_found', 'The package has no such document.');
        throw new AppError('not_found', 'This document has no sample yet.');
      }
      const { prepared } = made;
      const key = `samples/${createHash('sha256').update(prepared.html).digest('hex').slice(0, 40)}.pdf`;
      let bytes: Buffer;
      try {
        bytes = await deps.storage.read(key);
      } catch {
        bytes = await printWhileWaiting(deps.renderer, { html: prepared.html, title: prepared.tree.title });
        await deps.storage.put(key, bytes);
      }
      return { bytes, fileName: `${prepared.fileName}.pdf` };
    },
  };
}
export type SamplesDomain = ReturnType<typeof createSamplesDomain>;
