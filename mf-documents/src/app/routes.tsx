import { lazyPage, type RemoteModule } from '@conform/shell-contract';

// Each page is its own chunk, fetched when its route is first matched (lazyPage).
const documents = () => import('../features/documents/components/DocumentsPage.tsx');
const breaches = () => import('../features/registers/components/BreachesPage.tsx');
const requests = () => import('../features/registers/components/RequestsPage.tsx');
const deadlines = () => import('../features/registers/components/DeadlinesPage.tsx');
const whistleblowing = () => import('../features/registers/components/WhistleblowingPage.tsx');
const acknowledge = () => import('../features/documents/components/AcknowledgePage.tsx');

const remote: RemoteModule = {
  area: 'documents',
  routes: {
    // Public: the page an employee opens from an invitation or a shareable link (no account).
    root: (['confirmare', 'acknowledge'] as const).map((prefix) => ({
      path: `${prefix}/:token`,
      lazy: lazyPage(acknowledge, (m) => m.AcknowledgePage),
      handle: { title: 'documents:acknowledge.title' },
    })),
    company: [
      {
        path: 'documents',
        lazy: lazyPage(documents, (m) => m.DocumentsPage),
        handle: { title: 'documents:page.title' },
      },
      {
        path: 'documents/requests',
        lazy: lazyPage(requests, (m) => m.RequestsPage),
        handle: { title: 'documents:registers.requests.title' },
      },
      {
        path: 'documents/deadlines',
        lazy: lazyPage(deadlines, (m) => m.DeadlinesPage),
        handle: { title: 'documents:registers.deadlines.title' },
      },
      {
        path: 'documents/whistleblowing',
        lazy: lazyPage(whistleblowing, (m) => m.WhistleblowingPage),
        handle: { title: 'documents:registers.whistleblowing.title' },
      },
      {
        path: 'documents/breaches',
        lazy: lazyPage(breaches, (m) => m.BreachesPage),
        handle: { title: 'documents:registers.breaches.title' },
      },
    ],
  },
  i18n: {
    namespace: 'documents',
    resources: {
      // Only the language shown is downloaded; the other comes when the visitor switches.
      ro: () => import('../locales/ro.json'),
      en: () => import('../locales/en.json'),
    },
  },
};

export default remote;
