import type { TCompany } from '@conform/contracts';
import { paths } from '@conform/shell-contract';

/** The dashboard's dialogs: only the dashboard links to them (pages others link to are the contract's `paths`). */
export function dialogPath(
  companyId: string,
  dialog: 'contact' | 'instructions' | 'products/available',
): string {
  return `${paths.dashboard(companyId)}/${dialog}`;
}

/** Sections of the contact info page (`/:companyId/configurator/info#…`) holding data the documents need. */
export type CompanyDataSection = 'processors' | 'cctv' | 'terms';

/** Products whose documents need a section of that page beyond the situations (INT_ variants alike). */
const SECTION_OF_PRODUCT: Partial<Record<string, CompanyDataSection>> = {
  DPA: 'processors',
  CCTV: 'cctv',
  // The booking and course terms print the company's own commercial terms.
  ONLINE_ACCOMMODATION_TERMS: 'terms',
  ONLINE_COURSES_TERMS: 'terms',
};

/** The section of the contact info page a product's documents are made from, if any. */
export function companyDataSection(productId: string): CompanyDataSection | null {
  return SECTION_OF_PRODUCT[productId.replace(/^INT_/, '')] ?? null;
}

/**
 * Whether the company has said what a product's section of the contact info page asks (the
 * dashboard then offers to review it instead of asking to fill it in): its processors listed, its
 * video surveillance saved, its terms for the product's own activity saved.
 */
export function companyDataFilled(company: TCompany, productId: string): boolean {
  switch (companyDataSection(productId)) {
    case 'processors':
      return company.processors.length > 0;
    case 'cctv':
      return company.cctv !== null;
    case 'terms':
      return productId.replace(/^INT_/, '') === 'ONLINE_COURSES_TERMS'
        ? company.commercialTerms.courses !== null
        : company.commercialTerms.accommodation !== null;
    case null:
      return false;
  }
}
