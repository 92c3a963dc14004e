/** Pages of a company, relative to the edition's base path (the router adds it). */
export const companyPaths = {
  dashboard: (companyId: string) => `/${companyId}/dashboard`,
  dialog: (companyId: string, dialog: 'contact' | 'instructions' | 'products/available') =>
    `/${companyId}/dashboard/${dialog}`,
  checkout: (companyId: string) => `/${companyId}/checkout`,
  contactInfo: (companyId: string, section?: CompanyDataSection) =>
    `/${companyId}/configurator/info${section ? `#${section}` : ''}`,
  documents: (companyId: string, productId?: string) =>
    `/${companyId}/documents${productId ? `#${productId}` : ''}`,
  configurator: (companyId: string, dataSubject: string) =>
    `/${companyId}/configurator/${dataSubject.toLowerCase()}`,
  assistant: (companyId: string, productId: string) => `/${companyId}/assistant/${productId}`,
};

/** Sections of the contact info page (`/:companyId/configurator/info#…`) holding data the documents need. */
export type CompanyDataSection = 'processors' | 'cctv';

/** Products whose documents need a section of that page beyond the situations (INT_ variants alike). */
const SECTION_OF_PRODUCT: Partial<Record<string, CompanyDataSection>> = {
  DPA: 'processors',
  CCTV: 'cctv',
};

/** The section of the contact info page a product's documents are made from, if any. */
export function companyDataSection(productId: string): CompanyDataSection | null {
  return SECTION_OF_PRODUCT[productId.replace(/^INT_/, '')] ?? null;
}
