import { lazyPage, type RemoteModule } from '@conform/shell-contract';

// Each page and dialog is its own chunk, fetched when its route is first matched (lazyPage).
const companies = () => import('../features/companies/components/CompaniesPage.tsx');
const contactInfo = () => import('../features/contact-info/components/ContactInfoPage.tsx');
const dashboard = () => import('../features/dashboard/components/DashboardPage.tsx');
const dialogs = () => import('../features/dashboard/components/Dialogs.tsx');

const dashboardHandle = { title: 'dashboard:dashboard.title' };

const remote: RemoteModule = {
  area: 'dashboard',
  routes: {
    root: [
      {
        path: 'companies',
        lazy: lazyPage(companies, (m) => m.CompaniesPage),
        // Signed-in users only (docs/spec/behaviour.md §2); the shell's guard reads it.
        handle: { title: 'dashboard:companies.title', requiresAuth: true },
      },
    ],
    company: [
      { index: true, lazy: lazyPage(dashboard, (m) => m.DashboardPage), handle: dashboardHandle },
      {
        path: 'dashboard',
        lazy: lazyPage(dashboard, (m) => m.DashboardPage),
        handle: dashboardHandle,
        children: [
          {
            path: 'contact',
            lazy: lazyPage(dialogs, (m) => m.ContactDialog),
            handle: { title: 'dashboard:contact.title' },
          },
          {
            path: 'instructions',
            lazy: lazyPage(dialogs, (m) => m.InstructionsDialog),
            handle: { title: 'dashboard:instructions.title' },
          },
          {
            path: 'products/available',
            lazy: lazyPage(dialogs, (m) => m.AddProductDialog),
            handle: { title: 'dashboard:addProduct.title' },
          },
        ],
      },
      // The shell sends /:companyId/configurator/info here (remoteForPath): company data, not a data subject.
      {
        path: 'configurator/info',
        lazy: lazyPage(contactInfo, (m) => m.ContactInfoPage),
        handle: { title: 'dashboard:contactInfo.title' },
      },
    ],
  },
  i18n: {
    namespace: 'dashboard',
    resources: {
      // Only the language shown is downloaded; the other comes when the visitor switches.
      ro: () => import('../locales/ro.json'),
      en: () => import('../locales/en.json'),
    },
  },
};

export default remote;
