import { Navigate, type RemoteModule } from '@conform/shell-contract';
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
        ],
      },
    ],
  },
  i18n: { namespace: 'onboarding', resources: { ro, en } },
};

export default remote;
