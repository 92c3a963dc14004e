import type { TCompanyRegistryInfo } from '@conform/contracts';

/**
 * Where company data comes from, by Romanian fiscal code (docs/spec/behaviour.md §7 "Company registry lookup"). An adapter
 * answers null for an unknown company and for every failure (timeout, outage, an answer it cannot
 * read): the visitor then fills the form by hand, so a lookup never stops the funnel.
 */
export interface CompanyRegistry {
  /** `fiscalCode`: digits only, check digit already verified. */
  lookup(fiscalCode: string): Promise<TCompanyRegistryInfo | null>;
}

/** COMPANY_REGISTRY=off: no registry, every company form is manual. */
export const noRegistry: CompanyRegistry = { lookup: () => Promise.resolve(null) };
