import { encodeResults } from '@conform/catalogues';
import { paths } from '@conform/shell-contract';
import { funnelPaths } from './paths.ts';

/**
 * The company pages serve two flows (docs/spec/behaviour.md §2): after the quiz (the results travel in the path) and the
 * card-network partner's (an empty evaluation list, and its own checkout after creation).
 */
export type CompanyFlow = 'quiz' | 'mastercard';

/** The partner flow's evaluation results: an empty list. */
export const NO_RESULTS = encodeResults([]);

export interface CompanyFlowPaths {
  start: (encoded: string) => string;
  details: (fiscalCode: string, encoded: string) => string;
  afterCreation: (companyId: string) => string;
}

export const companyFlows: Record<CompanyFlow, CompanyFlowPaths> = {
  quiz: {
    start: funnelPaths.companyStart,
    details: funnelPaths.companyDetails,
    afterCreation: (companyId: string) => paths.dashboard(companyId, { onboarding: true }),
  },
  mastercard: {
    start: () => funnelPaths.mastercardCompany,
    details: (fiscalCode) => funnelPaths.mastercardDetails(fiscalCode),
    afterCreation: paths.mastercardCheckout,
  },
};
