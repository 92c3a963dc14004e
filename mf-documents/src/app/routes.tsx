import type { RemoteModule } from '@conform/shell-contract';
import { DocumentsPage } from '../features/documents/components/DocumentsPage.tsx';
import { BreachesPage } from '../features/registers/components/BreachesPage.tsx';
import { RequestsPage } from '../features/registers/components/RequestsPage.tsx';
import en from '../locales/en.json';
import ro from '../locales/ro.json';

const remote: RemoteModule = {
  area: 'documents',
  routes: {
    company: [
      { path: 'documents', element: <DocumentsPage />, handle: { title: 'documents:page.title' } },
      {
        path: 'documents/requests',
        element: <RequestsPage />,
        handle: { title: 'documents:registers.requests.title' },
      },
      {
        path: 'documents/breaches',
        element: <BreachesPage />,
        handle: { title: 'documents:registers.breaches.title' },
      },
    ],
  },
  i18n: { namespace: 'documents', resources: { ro, en } },
};

export default remote;
