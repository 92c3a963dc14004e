/** The funnel's paths (spec §2 route table), relative to the edition's base path. */
export const paths = {
  start: '/onboarding/start',
  evaluation: '/onboarding/evaluation',
  /** Results of the onboarding quiz; `register` says the visitor goes on to register a company. */
  results: (encoded: string) => `/onboarding/evaluation/results/${encoded}?register=true`,
  bundle: (encoded: string) => `/onboarding/bundle/${encoded}`,
  companyStart: (encoded: string) => `/onboarding/company/${encoded}`,
  companyDetails: (fiscalCode: string, encoded: string) =>
    `/onboarding/company/${encodeURIComponent(fiscalCode)}/${encoded}`,
  /** Company creation ends on the dashboard with the instructions open (spec §2). */
  dashboardAfterCreation: (companyId: string) => `/${companyId}/dashboard?onboarding`,
  quizStart: '/quiz/start',
  quizForm: '/quiz/form',
  quizResults: (encoded: string) => `/quiz/results/${encoded}`,
  root: '/',
  /**
   * Where the e-mail link sent at the end of the quiz returns: the root (spec §4: the site's origin), which
   * opens the new company's dashboard with the instructions, or the onboarding start if there is none yet.
   */
  signInReturn: '/?onboarding',
  /** The card-payment provider's partner entry (spec §2): its customer token in the query. */
  netopia: (token: string) => `/netopia?token=${encodeURIComponent(token)}`,
  netopiaRegister: (token: string) => `/netopia/auth?token=${encodeURIComponent(token)}`,
  /** The card-network partner's flow: intro, fiscal code, details, then its own checkout. */
  mastercard: '/mastercard',
  mastercardCompany: '/mastercard/company',
  mastercardDetails: (fiscalCode: string) => `/mastercard/company/${encodeURIComponent(fiscalCode)}`,
  mastercardCheckout: (companyId: string) => `/${companyId}/checkout/mastercard`,
  localizerValues: '/localizer/values',
  localizerSituations: '/localizer/situations',
} as const;
