import { createHash } from 'node:crypto';
import { findProduct, isOfferedOn, isProductId } from '@conform/catalogues';
import { toEdition, type Platform } from '@conform/contracts';
import { AppError } from '@conform/server-kit';
import { productDocuments } from '../catalogue.ts';
import { situationScope } from '../engine/render.ts';
import { prepareDocument } from '../engine/render.ts';
import { sampleCompany, sampleSituations } from '../engine/sample.ts';
import type { FileStorage } from '../files/storage.ts';
import { printWhileWaiting, type RendererClient } from '../generation/renderer-client.ts';

/**
 * Sample documents (spec §2: the preview of a package not bought yet, the configurator's sample
 * button): the real template, filled with the sample company and every preset situation of the
 * package's category. Rendered once per text and kept in storage, named by a hash of the HTML, so
 * a catalogue or template change makes a new one.
 */
export function createSamplesDomain(deps: { storage: FileStorage; renderer: RendererClient }) {
  return {
    async pdf(input: { product: string; type: string; language: 'ro' | 'en'; platform: Platform }) {
      const edition = toEdition(input.platform);
      if (!isProductId(input.product) || !isOfferedOn(input.product, edition)) {
        throw new AppError('not_found', 'There is no such package on this edition.');
      }
      if (!productDocuments(input.product).includes(input.type)) {
        throw new AppError('not_found', 'The package has no such document.');
      }
      const language = edition === 'INT' ? 'en' : input.language;
      const company = sampleCompany(input.platform);
      company.products = { pending: [], configured: [input.product], purchased: [input.product] };
      const scope = situationScope(input.type, input.product);
      const subject = findProduct(input.product)?.dataSubject;
      const situations =
        scope === 'none'
          ? []
          : sampleSituations(language, edition, scope === 'all' || !subject ? undefined : [subject]);
      const prepared = prepareDocument({
        type: input.type,
        product: input.product,
        company,
        situations,
        language,
        version: 1,
        now: new Date(company.updatedAt),
      });
      if (!prepared) throw new AppError('not_found', 'This document has no sample yet.');
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
