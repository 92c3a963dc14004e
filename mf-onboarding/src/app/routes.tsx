import { Navigate, type RemoteModule } from '@conform/shell-contract';
import { CompanyDetailsPage } from '../features/company/components/CompanyDetailsPage.tsx';
import { CompanyStartPage } from '../features/company/components/CompanyStartPage.tsx';
import {
  MastercardCompanyDetailsPage,
  MastercardCompanyStartPage,
} from '../features/company/components/MastercardCompanyPages.tsx';
import { EvaluationPage } from '../features/evaluation/components/EvaluationPage.tsx';
import { QuizFormPage, QuizStartPage } from '../features/evaluation/components/StandaloneQuizPages.tsx';
import { BundlePage } from '../features/results/components/BundlePage.tsx';
import { ResultsPage } from '../features/results/components/ResultsPage.tsx';
import { MastercardIntroPage } from '../features/partners/components/MastercardIntroPage.tsx';
import { NetopiaEntryPage } from '../features/partners/components/NetopiaEntryPage.tsx';
import { NetopiaRegisterPage } from '../features/partners/components/NetopiaRegisterPage.tsx';
import { StartPage } from '../features/start/components/StartPage.tsx';
import en from '../locales/en.json';
import ro from '../locales/ro.json';

const remote: RemoteModule = {
  area: 'onboarding',
  routes: {
    root: [
      {
        path: 'onboarding',
        children: [
          { index: true, element: <Navigate to="start" replace /> },
          { path: 'start', element: <StartPage />, handle: { title: 'onboarding:start.title' } },
          { path: 'evaluation', element: <EvaluationPage />, handle: { title: 'onboarding:quiz.title' } },
          {
            path: 'evaluation/results/:encodedEvaluationResults',
            element: <ResultsPage />,
            handle: { title: 'onboarding:results.title' },
          },
          {
            path: 'bundle/:encodedEvaluationResults',
            element: <BundlePage />,
            handle: { title: 'onboarding:bundle.title' },
          },
          {
            path: 'company/:encodedEvaluationResults',
            element: <CompanyStartPage />,
            handle: { title: 'onboarding:company.start.title' },
          },
          {
            path: 'company/:companyFiscalCode/:encodedEvaluationResults',
            element: <CompanyDetailsPage />,
            handle: { title: 'onboarding:company.details.title' },
          },
        ],
      },
      {
        path: 'quiz',
        children: [
          { index: true, element: <Navigate to="start" replace /> },
          { path: 'start', element: <QuizStartPage />, handle: { title: 'onboarding:standalone.title' } },
          { path: 'form', element: <QuizFormPage />, handle: { title: 'onboarding:standalone.title' } },
          {
            path: 'results/:encodedResults',
            element: <ResultsPage standalone />,
            handle: { title: 'onboarding:results.title' },
          },
        ],
      },
      // Partner entries (spec §2): the card-payment provider's, and the card network's promotion.
      {
        path: 'netopia',
        children: [
          {
            index: true,
            element: <NetopiaEntryPage />,
            handle: { title: 'onboarding:partners.netopia.title' },
          },
          {
            path: 'auth',
            element: <NetopiaRegisterPage />,
            handle: { title: 'onboarding:partners.register.title' },
          },
        ],
      },
      {
        path: 'mastercard',
        children: [
          {
            index: true,
            element: <MastercardIntroPage />,
            handle: { title: 'onboarding:partners.mastercard.title' },
          },
          {
            path: 'company',
            element: <MastercardCompanyStartPage />,
            handle: { title: 'onboarding:company.start.title', requiresAuth: true },
          },
          {
            path: 'company/:companyFiscalCode',
            element: <MastercardCompanyDetailsPage />,
            handle: { title: 'onboarding:company.details.title', requiresAuth: true },
          },
        ],
      },
      // Localizer pages (spec §2, loaded lazily): one chunk of their own, fetched on their first visit only.
      {
        path: 'localizer',
        children: [
          { index: true, element: <Navigate to="values" replace /> },
          {
            path: 'values',
            lazy: async () => ({
              Component: (
                await import(
                  /* webpackChunkName: "localizer" */ '../features/localizer/components/LocalizerValuesPage.tsx'
                )
              ).LocalizerValuesPage,
            }),
            handle: { title: 'onboarding:localizer.values.title' },
          },
          {
            path: 'situations',
            lazy: async () => ({
              Component: (
                await import(
                  /* webpackChunkName: "localizer" */ '../features/localizer/components/LocalizerSituationsPage.tsx'
                )
              ).LocalizerSituationsPage,
            }),
            handle: { title: 'onboarding:localizer.situations.title' },
          },
        ],
      },
    ],
  },
  i18n: { namespace: 'onboarding', resources: { ro, en } },
};

export default remote;
