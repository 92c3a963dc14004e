import type { RemoteModule } from '@conform/shell-contract';
import { AssistantLayout } from '../features/assistant/components/AssistantLayout.tsx';
import { AssistantQuizPage } from '../features/assistant/components/AssistantQuizPage.tsx';
import { AssistantResultsPage } from '../features/assistant/components/AssistantResultsPage.tsx';
import { ConfiguratorPage } from '../features/situations/components/ConfiguratorPage.tsx';
import { EditSituationDialog } from '../features/situations/components/EditSituationDialog.tsx';
import { NewFromSuggestionDialog } from '../features/situations/components/NewFromSuggestionDialog.tsx';
import { NewSituationDialog } from '../features/situations/components/NewSituationDialog.tsx';
import {
  EditOperationDialog,
  NewOperationDialog,
  OperationSuggestionsDialog,
} from '../features/situations/components/OperationDialogs.tsx';
import { SuggestionsDialog } from '../features/situations/components/SuggestionsDialog.tsx';
import en from '../locales/en.json';
import ro from '../locales/ro.json';

const remote: RemoteModule = {
  area: 'configurator',
  routes: {
    company: [
      {
        path: 'assistant/:product',
        element: <AssistantLayout />,
        children: [
          {
            index: true,
            element: <AssistantQuizPage />,
            handle: { title: 'configurator:assistant.pageTitle' },
          },
          {
            path: 'results',
            element: <AssistantResultsPage />,
            handle: { title: 'configurator:assistant.resultsTitle' },
          },
        ],
      },
      {
        path: 'configurator/:subject',
        element: <ConfiguratorPage />,
        handle: { title: 'configurator:page.title' },
        // Spec §2: every dialog of the configurator is a child route; saving returns to the page.
        children: [
          {
            path: 'add',
            element: <SuggestionsDialog />,
            handle: { title: 'configurator:suggestions.title' },
          },
          {
            path: 'new',
            element: <NewSituationDialog />,
            handle: { title: 'configurator:newSituation.title' },
          },
          {
            path: 'new/:situationId',
            element: <NewFromSuggestionDialog />,
            handle: { title: 'configurator:fromSuggestion.title' },
          },
          {
            path: ':situationId',
            element: <EditSituationDialog />,
            handle: { title: 'configurator:editSituation.title' },
          },
          {
            path: ':situationId/add',
            element: <OperationSuggestionsDialog />,
            handle: { title: 'configurator:operationSuggestions.pageTitle' },
          },
          {
            path: ':situationId/new',
            element: <NewOperationDialog />,
            handle: { title: 'configurator:operationForm.newPageTitle' },
          },
          {
            path: ':situationId/new/:operationId',
            element: <NewOperationDialog />,
            handle: { title: 'configurator:operationForm.newPageTitle' },
          },
          {
            path: ':situationId/:operationId',
            element: <EditOperationDialog />,
            handle: { title: 'configurator:operationForm.editPageTitle' },
          },
        ],
      },
    ],
  },
  i18n: { namespace: 'configurator', resources: { ro, en } },
};

export default remote;
