import type { RemoteModule } from '@conform/shell-contract';
import { AssistantLayout } from '../features/assistant/components/AssistantLayout.tsx';
import { AssistantQuizPage } from '../features/assistant/components/AssistantQuizPage.tsx';
import { AssistantResultsPage } from '../features/assistant/components/AssistantResultsPage.tsx';
import { ConfiguratorPage } from '../features/situations/components/ConfiguratorPage.tsx';
import { NewSituationDialog } from '../features/situations/components/NewSituationDialog.tsx';
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
        ],
      },
    ],
  },
  i18n: { namespace: 'configurator', resources: { ro, en } },
};

export default remote;
