/**
 * Terms and conditions (site or app, online shop, courses, real-estate platform, accommodation) and
 * the consumer's withdrawal form. Commercial documents, not GDPR ones: the trader's identification
 * (Law 365/2002 art. 5), the consumer rules (OUG 34/2014 and OUG 140/2021 on the RO and EN
 * editions; Directive 2011/83/EU and Directive (EU) 2019/771 on INT), dispute resolution (ANPC –
 * SAL; the EU ODR platform closed on 20 July 2025, Regulation (EU) 2024/3228, so it is not named),
 * and, for the platform, the notice-and-action rules of the Digital Services Act. What only the
 * company can decide (cancellation terms, check-in hours) is a visible placeholder. The wording is
 * in content/TERMENI_CONDITII_* and FORMULAR_RETRAGERE, the edition's law in the shared clauses
 * content/_shared/terms-*; they state only the trader's details.
 */
import type { TDocumentCode } from '@conform/catalogues';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate, type ContentTemplate } from '../content/template.ts';

type TermsCode = Extract<
  TDocumentCode,
  | 'TERMENI_CONDITII_APLICATIE'
  | 'TERMENI_CONDITII_MAGAZIN_ONLINE'
  | 'TERMENI_CONDITII_CURSURI'
  | 'TERMENI_CONDITII_IMOBILIARE'
  | 'TERMENI_CONDITII_CAZARE'
  | 'FORMULAR_RETRAGERE'
>;

const terms = (code: TermsCode): ContentTemplate =>
  contentTemplate(code, {
    kind: code === 'FORMULAR_RETRAGERE' ? 'form' : 'terms',
    schema: ZDocumentFacts,
    facts: documentFacts,
  });

export const TERMS_TEMPLATES = {
  TERMENI_CONDITII_APLICATIE: terms('TERMENI_CONDITII_APLICATIE'),
  TERMENI_CONDITII_MAGAZIN_ONLINE: terms('TERMENI_CONDITII_MAGAZIN_ONLINE'),
  TERMENI_CONDITII_CURSURI: terms('TERMENI_CONDITII_CURSURI'),
  TERMENI_CONDITII_IMOBILIARE: terms('TERMENI_CONDITII_IMOBILIARE'),
  TERMENI_CONDITII_CAZARE: terms('TERMENI_CONDITII_CAZARE'),
  FORMULAR_RETRAGERE: terms('FORMULAR_RETRAGERE'),
} satisfies Record<TermsCode, ContentTemplate>;
