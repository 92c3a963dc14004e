/**
 * The privacy notice for whistleblowing reports (Arts. 13–14 and 23 GDPR; Law 361/2022 on RO, the
 * law transposing Directive (EU) 2019/1937 on INT): who is concerned, why and on what basis,
 * who sees the data, confidentiality of the whistleblower's identity, how long reports are kept,
 * and the limits on the rights of the people named while a report is checked. The procedure itself
 * is an internal policy (internal.ts, PROCEDURA_AVERTIZARE_INTEGRITATE). The wording is in
 * content/NOTA_INFORMARE_AVERTIZORI; it is about no operation of the company's, so its transfers,
 * automated decisions and rights are those of none.
 *
 * Its legal basis is a conclusion from a fact: the internal channel is a legal obligation from 50
 * employees (Directive (EU) 2019/1937 art. 8(3); Law 361/2022 on RO), below that a choice of the
 * company's, whose basis is then its legitimate interest. An unknown headcount leaves both stated,
 * with the headcount to complete.
 */
import { lawValue } from '../context.ts';
import { z } from 'zod';
import { companyExtras } from '../blocks.ts';
import { contentTemplate } from '../content/template.ts';
import { documentFacts, processingFacts, ZDocumentFacts, ZProcessingFacts } from '../content/facts.ts';

export const whistleblowingNotice = contentTemplate('NOTA_INFORMARE_AVERTIZORI', {
  kind: 'notice',
  schema: ZDocumentFacts.extend(ZProcessingFacts.shape).extend({
    whistleblowing: z.object({
      /** The company's employees today; null when it has not said. */
      employees: z.number().nullable(),
      /** Whether the law requires the channel; null when the headcount is unknown. */
      required: z.boolean().nullable(),
    }),
  }),
  facts: (input) => {
    const employees = companyExtras(input.ctx).employeeCount;
    return {
      ...documentFacts(input),
      ...processingFacts(input.ctx, []),
      // Reports are handled under Law 361/2022 (a legal obligation, or a legitimate interest below
      // the threshold), never on consent or a contract: portability does not apply (Art. 20(1)(a)).
      rights: { ...processingFacts(input.ctx, []).rights, portable: false },
      whistleblowing: {
        employees,
        // The threshold in force on the document's date, the one the content prints (law facts).
        required: employees === null ? null : employees >= lawValue(input.ctx, 'WHISTLEBLOWING_EMPLOYEES'),
      },
    };
  },
});
