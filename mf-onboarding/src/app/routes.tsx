import { lazyPage, Navigate, type RemoteModule } from '@conform/shell-contract';

// Each page is its own chunk (lazyPage): the start page, a visitor's first, carries no quiz, catalogue or form.
const company = () => import('../features/company/components/CompanyDetailsPage.tsx');
const companyStart = () => import('../features/company/components/CompanyStartPage.tsx');
const mastercardCompany = () => import('../features/company/components/MastercardCompanyPages.tsx');
const evaluation = () => import('../features/evaluation/components/EvaluationPage.tsx');
const standalone = () => import('../features/evaluation/components/StandaloneQuizPages.tsx');
const bundle = () => import('../features/results/components/BundlePage.tsx');
const results = () => import('../features/results/components/ResultsPage.tsx');
const mastercardIntro = () => import('../features/partners/components/MastercardIntroPage.tsx');
const netopiaEntry = () => import('../features/partners/components/NetopiaEntryPage.tsx');
const netopiaRegister = () => import('../features/partners/components/NetopiaRegisterPage.tsx');
const start = () => import('../features/start/components/StartPage.tsx');
// The localizer's two pages share one chunk (its catalogue readers).
const localizerValues = () =>
  import(/* webpackChunkName: "localizer" */ '../features/localizer/components/LocalizerValuesPage.tsx');
const localizerSituations = () =>
  import(/* webpackChunkName: "localizer" */ '../features/localizer/components/LocalizerSituationsPage.tsx');

const remote: RemoteModule = {
  area: 'onboarding',
  routes: {
    root: [
      {
        path: 'onboarding',
        children: [
          { index: true, element: <Navigate to="start" replace /> },
          {
            path: 'start',
            lazy: lazyPage(start, (m) => m.StartPage),
            handle: { title: 'onboarding:start.title' },
          },
          {
            path: 'evaluation',
            lazy: lazyPage(evaluation, (m) => m.EvaluationPage),
            handle: { title: 'onboarding:quiz.title' },
          },
          {
            path: 'evaluation/results/:encodedEvaluationResults',
            lazy: lazyPage(results, (m) => m.ResultsPage),
            handle: { title: 'onboarding:results.title' },
          },
          {
            path: 'bundle/:encodedEvaluationResults',
            lazy: lazyPage(bundle, (m) => m.BundlePage),
            handle: { title: 'onboarding:bundle.title' },
          },
          // A company is an account's (docs/spec/behaviour.md §6): a visitor signs in (and accepts the terms) first.
          {
            path: 'company/:encodedEvaluationResults',
            lazy: lazyPage(companyStart, (m) => m.CompanyStartPage),
            handle: { title: 'onboarding:company.start.title', requiresAuth: true },
          },
          {
            path: 'company/:companyFiscalCode/:encodedEvaluationResults',
            lazy: lazyPage(company, (m) => m.CompanyDetailsPage),
            handle: { title: 'onboarding:company.details.title', requiresAuth: true },
          },
        ],
      },
      {
        path: 'quiz',
        children: [
          { index: true, element: <Navigate to="start" replace /> },
          {
            path: 'start',
            lazy: lazyPage(standalone, (m) => m.QuizStartPage),
            handle: { title: 'onboarding:standalone.title' },
          },
          {
            path: 'form',
            lazy: lazyPage(standalone, (m) => m.QuizFormPage),
            handle: { title: 'onboarding:standalone.title' },
          },
          {
            path: 'results/:encodedResults',
            lazy: lazyPage(results, (m) => m.StandaloneResultsPage),
            handle: { title: 'onboarding:results.title' },
          },
        ],
      },
      // Partner entries (docs/spec/behaviour.md §2): the card-payment provider's, and the card network's promotion.
      {
        path: 'netopia',
        children: [
          {
            index: true,
            lazy: lazyPage(netopiaEntry, (m) => m.NetopiaEntryPage),
            handle: { title: 'onboarding:partners.netopia.title' },
          },
          {
            path: 'auth',
            lazy: lazyPage(netopiaRegister, (m) => m.NetopiaRegisterPage),
            handle: { title: 'onboarding:partners.register.title' },
          },
        ],
      },
      {
        path: 'mastercard',
        children: [
          {
            index: true,
            lazy: lazyPage(mastercardIntro, (m) => m.MastercardIntroPage),
            handle: { title: 'onboarding:partners.mastercard.title' },
          },
          {
            path: 'company',
            lazy: lazyPage(mastercardCompany, (m) => m.MastercardCompanyStartPage),
            handle: { title: 'onboarding:company.start.title', requiresAuth: true },
          },
          {
            path: 'company/:companyFiscalCode',
            lazy: lazyPage(mastercardCompany, (m) => m.MastercardCompanyDetailsPage),
            handle: { title: 'onboarding:company.details.title', requiresAuth: true },
          },
        ],
      },
      // Localizer pages (docs/spec/behaviour.md §2, loaded lazily): one chunk of their own, fetched on their first visit only.
      {
        path: 'localizer',
        children: [
          { index: true, element: <Navigate to="values" replace /> },
          {
            path: 'values',
            lazy: lazyPage(localizerValues, (m) => m.LocalizerValuesPage),
            handle: { title: 'onboarding:localizer.values.title' },
          },
          {
            path: 'situations',
            lazy: lazyPage(localizerSituations, (m) => m.LocalizerSituationsPage),
            handle: { title: 'onboarding:localizer.situations.title' },
          },
        ],
      },
    ],
  },
  i18n: {
    namespace: 'onboarding',
    resources: {
      // Only the language shown is downloaded; the other comes when the visitor switches.
      ro: () => import('../locales/ro.json'),
      en: () => import('../locales/en.json'),
    },
  },
};

export default remote;
