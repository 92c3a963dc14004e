import { Navigate, type RemoteModule } from '@conform/shell-contract';
import { CompanyDetailsPage } from '../features/company/components/CompanyDetailsPage.tsx';
import { CompanyStartPage } from '../features/company/components/CompanyStartPage.tsx';
import { EvaluationPage } from '../features/evaluation/components/EvaluationPage.tsx';
import { QuizFormPage, QuizStartPage } from '../features/evaluation/components/StandaloneQuizPages.tsx';
import { BundlePage } from '../features/results/components/BundlePage.tsx';
import { ResultsPage } from '../features/results/components/ResultsPage.tsx';
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
    ],
  },
  i18n: { namespace: 'onboarding', resources: { ro, en } },
};

export default remote;
