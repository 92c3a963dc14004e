/**
 * The usage guide (GHID_UTILIZARE_DOCUMENTE): the controller's identification exactly as the
 * documents state it, each purchased package's documents with the catalogue's guide (where, who
 * signs, when to update), and the first steps. The wording is in content/GHID_UTILIZARE_DOCUMENTE;
 * the packages and their documents' names, descriptions and guides are the catalogue's, in the
 * document's language and edition.
 */
import { documentInfo, productInfo } from '@conform/catalogues';
import { z } from 'zod';
import { productDocuments } from '../../catalogue.ts';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate } from '../content/template.ts';

const ZGuideFacts = ZDocumentFacts.extend({
  /** The packages the company bought, in the order it bought them. */
  packages: z.array(
    z.object({
      name: z.string(),
      documents: z.array(
        z.object({
          name: z.string(),
          description: z.string(),
          guide: z.object({ where: z.string(), signedBy: z.string(), update: z.string() }).nullable(),
        }),
      ),
    }),
  ),
});

export const guide = contentTemplate('GHID_UTILIZARE_DOCUMENTE', {
  kind: 'guide',
  schema: ZGuideFacts,
  facts: (input) => {
    const { ctx } = input;
    return {
      ...documentFacts(input),
      packages: ctx.company.products.purchased.map((productId) => ({
        name: productInfo(productId, ctx.language, ctx.edition)?.name ?? productId,
        documents: productDocuments(productId).map((code) => {
          const d = documentInfo(code, ctx.language, ctx.edition);
          return { name: d.name, description: d.description, guide: d.guide };
        }),
      })),
    };
  },
});
