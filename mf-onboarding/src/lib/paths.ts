/**
 * The funnel's own paths (docs/spec/behaviour.md §2 route table), relative to the edition's base path. Pages other
 * remotes link to (the onboarding start, the dashboard, the partner's checkout) are the shell
 * contract's `paths`.
 */
export const funnelPaths = {
  evaluation: '/onboarding/evaluation',
  /** Results of the onboarding quiz; `register` says the visitor goes on to register a company. */
  results: (encoded: string) => `/onboarding/evaluation/results/${encoded}?register=true`,
  bundle: (encoded: string) => `/onboarding/bundle/${encoded}`,
  companyStart: (encoded: string) => `/onboarding/company/${encoded}`,
  companyDetails: (fiscalCode: string, encoded: string) =>
    `/onboarding/company/${encodeURIComponent(fiscalCode)}/${encoded}`,
  quizStart: '/quiz/start',
  quizForm: '/quiz/form',
  quizResults: (encoded: string) => `/quiz/results/${encoded}`,
  /** The card-payment provider's partner entry (docs/spec/behaviour.md §2): its customer token in the query. */
  netopia: (token: string) => `/netopia?token=${encodeURIComponent(token)}`,
  netopiaRegister: (token: string) => `/netopia/auth?token=${encodeURIComponent(token)}`,
  /** The card-network partner's flow: intro, fiscal code, details, then its own checkout. */
  mastercard: '/mastercard',
  mastercardCompany: '/mastercard/company',
  mastercardDetails: (fiscalCode: string) => `/mastercard/company/${encodeURIComponent(fiscalCode)}`,
  localizerValues: '/localizer/values',
  localizerSituations: '/localizer/situations',
} as const;
