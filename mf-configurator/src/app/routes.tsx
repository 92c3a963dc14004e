import { lazyPage, type RemoteModule } from '@conform/shell-contract';

// Each page and dialog is its own chunk, fetched when its route is first matched (lazyPage).
const assistantLayout = () => import('../features/assistant/components/AssistantLayout.tsx');
const assistantQuiz = () => import('../features/assistant/components/AssistantQuizPage.tsx');
const assistantResults = () => import('../features/assistant/components/AssistantResultsPage.tsx');
const configurator = () => import('../features/situations/components/ConfiguratorPage.tsx');
const interestAssessments = () =>
  import('../features/interest-assessments/components/InterestAssessmentsPage.tsx');
const editSituation = () => import('../features/situations/components/EditSituationDialog.tsx');
const fromSuggestion = () => import('../features/situations/components/NewFromSuggestionDialog.tsx');
const newSituation = () => import('../features/situations/components/NewSituationDialog.tsx');
const operations = () => import('../features/situations/components/OperationDialogs.tsx');
const suggestions = () => import('../features/situations/components/SuggestionsDialog.tsx');

const remote: RemoteModule = {
  area: 'configurator',
  routes: {
    company: [
      {
        path: 'assistant/:product',
        lazy: lazyPage(assistantLayout, (m) => m.AssistantLayout),
        children: [
          {
            index: true,
            lazy: lazyPage(assistantQuiz, (m) => m.AssistantQuizPage),
            handle: { title: 'configurator:assistant.pageTitle' },
          },
          {
            path: 'results',
            lazy: lazyPage(assistantResults, (m) => m.AssistantResultsPage),
            handle: { title: 'configurator:assistant.resultsTitle' },
          },
        ],
      },
      {
        path: 'configurator/legitimate-interest',
        lazy: lazyPage(interestAssessments, (m) => m.InterestAssessmentsPage),
        handle: { title: 'configurator:interestAssessments.title' },
      },
      {
        path: 'configurator/:subject',
        lazy: lazyPage(configurator, (m) => m.ConfiguratorPage),
        handle: { title: 'configurator:page.title' },
        // docs/spec/behaviour.md §2: every dialog of the configurator is a child route; saving returns to the page.
        children: [
          {
            path: 'add',
            lazy: lazyPage(suggestions, (m) => m.SuggestionsDialog),
            handle: { title: 'configurator:suggestions.title' },
          },
          {
            path: 'new',
            lazy: lazyPage(newSituation, (m) => m.NewSituationDialog),
            handle: { title: 'configurator:newSituation.title' },
          },
          {
            path: 'new/:situationId',
            lazy: lazyPage(fromSuggestion, (m) => m.NewFromSuggestionDialog),
            handle: { title: 'configurator:fromSuggestion.title' },
          },
          {
            path: ':situationId',
            lazy: lazyPage(editSituation, (m) => m.EditSituationDialog),
            handle: { title: 'configurator:editSituation.title' },
          },
          {
            path: ':situationId/add',
            lazy: lazyPage(operations, (m) => m.OperationSuggestionsDialog),
            handle: { title: 'configurator:operationSuggestions.pageTitle' },
          },
          {
            path: ':situationId/new',
            lazy: lazyPage(operations, (m) => m.NewOperationDialog),
            handle: { title: 'configurator:operationForm.newPageTitle' },
          },
          {
            path: ':situationId/new/:operationId',
            lazy: lazyPage(operations, (m) => m.NewOperationDialog),
            handle: { title: 'configurator:operationForm.newPageTitle' },
          },
          {
            path: ':situationId/:operationId',
            lazy: lazyPage(operations, (m) => m.EditOperationDialog),
            handle: { title: 'configurator:operationForm.editPageTitle' },
          },
        ],
      },
    ],
  },
  i18n: {
    namespace: 'configurator',
    resources: {
      // Only the language shown is downloaded; the other comes when the visitor switches.
      ro: () => import('../locales/ro.json'),
      en: () => import('../locales/en.json'),
    },
  },
};

export default remote;
