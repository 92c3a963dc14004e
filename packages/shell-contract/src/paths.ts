/**
 * Paths of the pages that more than one remote (or the shell) links to, relative to the edition's
 * base path (the router adds it). A remote's pages that only it links to stay in the remote.
 */
export const paths = {
  root: '/',
  /** The company selector. */
  companies: '/companies',
  onboardingStart: '/onboarding/start',
  /** `onboarding`: the newcomer's first visit, with the instructions open (docs/spec/behaviour.md §2). */
  dashboard: (companyId: string, options: { onboarding?: boolean } = {}) =>
    `/${companyId}/dashboard${options.onboarding ? '?onboarding' : ''}`,
  /** The company's contact and company data (served by the dashboard remote), at a section when given. */
  contactInfo: (companyId: string, section?: string) =>
    `/${companyId}/configurator/info${section ? `#${section}` : ''}`,
  /** The configurator of a data subject (its id lower-cased in the path). */
  configurator: (companyId: string, dataSubject: string) =>
    `/${companyId}/configurator/${dataSubject.toLowerCase()}`,
  assistant: (companyId: string, productId: string) => `/${companyId}/assistant/${productId}`,
  checkout: (companyId: string) => `/${companyId}/checkout`,
  /** The card-network partner's checkout, where its company creation ends (docs/spec/behaviour.md §2). */
  mastercardCheckout: (companyId: string) => `/${companyId}/checkout/mastercard`,
  /** The documents page, scrolled to a product's group when one is given. */
  documents: (companyId: string, productId?: string) =>
    `/${companyId}/documents${productId ? `#${productId}` : ''}`,
} as const;
