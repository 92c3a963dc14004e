/** Pages of a company, relative to the edition's base path (the router adds it). */
export const companyPaths = {
  dashboard: (companyId: string) => `/${companyId}/dashboard`,
  dialog: (companyId: string, dialog: 'contact' | 'instructions' | 'products/available') =>
    `/${companyId}/dashboard/${dialog}`,
  checkout: (companyId: string) => `/${companyId}/checkout`,
  contactInfo: (companyId: string) => `/${companyId}/configurator/info`,
  documents: (companyId: string, productId?: string) =>
    `/${companyId}/documents${productId ? `#${productId}` : ''}`,
  configurator: (companyId: string, dataSubject: string) =>
    `/${companyId}/configurator/${dataSubject.toLowerCase()}`,
  assistant: (companyId: string, productId: string) => `/${companyId}/assistant/${productId}`,
};
