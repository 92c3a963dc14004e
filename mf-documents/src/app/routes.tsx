import type { RemoteModule } from '@conform/shell-contract';
import { DocumentsPage } from '../features/documents/components/DocumentsPage.tsx';
import en from '../locales/en.json';
import ro from '../locales/ro.json';

const remote: RemoteModule = {
  area: 'documents',
  routes: {
    company: [{ path: 'documents', element: <DocumentsPage />, handle: { title: 'documents:page.title' } }],
  },
  i18n: { namespace: 'documents', resources: { ro, en } },
};

export default remote;
