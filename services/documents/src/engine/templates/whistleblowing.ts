/**
 * The privacy notice for whistleblowing reports (Arts. 13–14 and 23 GDPR; Law 361/2022 on RO, the
 * law transposing Directive (EU) 2019/1937 on INT): who is concerned, why and on what basis,
 * who sees the data, confidentiality of the whistleblower's identity, how long reports are kept,
 * and the limits on the rights of the people named while a report is checked. The procedure itself
 * is an internal policy (internal.ts, PROCEDURA_AVERTIZARE_INTEGRITATE). The wording is in
 * content/NOTA_INFORMARE_AVERTIZORI; it is about no operation of the company's, so its transfers,
 * automated decisions and rights are those of none.
 */
import { contentTemplate } from '../content/template.ts';
import { documentFacts, processingFacts, ZDocumentFacts, ZProcessingFacts } from '../content/facts.ts';

export const whistleblowingNotice = contentTemplate('NOTA_INFORMARE_AVERTIZORI', {
  kind: 'notice',
  schema: ZDocumentFacts.extend(ZProcessingFacts.shape),
  facts: (input) => ({ ...documentFacts(input), ...processingFacts(input.ctx, []) }),
});
