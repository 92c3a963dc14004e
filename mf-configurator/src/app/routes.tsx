import type { RemoteModule } from '@conform/shell-contract';
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
