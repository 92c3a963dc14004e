import type { RemoteModule } from '@conform/shell-contract';
import { CompaniesPage } from '../features/companies/components/CompaniesPage.tsx';
import { ContactInfoPage } from '../features/contact-info/components/ContactInfoPage.tsx';
import { DashboardPage } from '../features/dashboard/components/DashboardPage.tsx';
import {
  AddProductDialog,
  ContactDialog,
  InstructionsDialog,
} from '../features/dashboard/components/Dialogs.tsx';
import en from '../locales/en.json';
import ro from '../locales/ro.json';

const dashboardHandle = { title: 'dashboard:dashboard.title' };

const remote: RemoteModule = {
  area: 'dashboard',
  routes: {
    root: [
      {
        path: 'companies',
        element: <CompaniesPage />,
        // Signed-in users only (spec §2); the shell's guard reads it.
        handle: { title: 'dashboard:companies.title', requiresAuth: true },
      },
    ],
    company: [
      { index: true, element: <DashboardPage />, handle: dashboardHandle },
      {
        path: 'dashboard',
        element: <DashboardPage />,
        handle: dashboardHandle,
        children: [
          { path: 'contact', element: <ContactDialog />, handle: { title: 'dashboard:contact.title' } },
          {
            path: 'instructions',
            element: <InstructionsDialog />,
            handle: { title: 'dashboard:instructions.title' },
          },
          {
            path: 'products/available',
            element: <AddProductDialog />,
            handle: { title: 'dashboard:addProduct.title' },
          },
        ],
      },
      // The shell sends /:companyId/configurator/info here (remoteForPath): company data, not a data subject.
      {
        path: 'configurator/info',
        element: <ContactInfoPage />,
        handle: { title: 'dashboard:contactInfo.title' },
      },
    ],
  },
  i18n: { namespace: 'dashboard', resources: { ro, en } },
};

export default remote;
