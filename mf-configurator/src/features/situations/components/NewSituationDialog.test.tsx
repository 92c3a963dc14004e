import { jest } from '@jest/globals';
import { type ShellApi } from '@conform/shell-contract';
import type { ConfiguratorContext } from '../hooks/useConfiguratorContext.ts';

// Jest's ESM loader hands a CommonJS package its whole exports object as the default import;
// styled-components' CJS build keeps its default export under `default`. Give it back its default.
jest.unstable_mockModule('styled-components', () => {
  const cjs = jest.requireActual<{ default: unknown }>('styled-components');
  return { ...cjs, default: cjs.default };
});

// jsdom has no TextEncoder; react-router needs it.
const { TextEncoder, TextDecoder } = jest.requireActual<{ TextEncoder: unknown; TextDecoder: unknown }>(
  'util',
);
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom has no modal dialogs: opening one only sets `open`, which is what makes it visible there.
if (!('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
}

const { createI18n } = await import('@conform/i18n');
const { baseApi, ShellContext } = await import('@conform/shell-contract');
const { theme } = await import('@conform/ui');
const { configureStore } = await import('@reduxjs/toolkit');
const { fireEvent, render, screen, waitFor } = await import('@testing-library/react');
const { I18nextProvider } = await import('react-i18next');
const { Provider } = await import('react-redux');
const { createMemoryRouter, Outlet, RouterProvider } = await import('react-router');
const { ThemeProvider } = await import('styled-components');
const { default: en } = await import('../../../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../../../locales/ro.json', { with: { type: 'json' } });
const { NewSituationDialog } = await import('./NewSituationDialog.tsx');

async function renderDialog(locale: 'ro' | 'en' = 'en') {
  const i18n = await createI18n({
    locale,
    resources: { ro: { configurator: ro }, en: { configurator: en } },
    defaultNamespace: 'configurator',
  });
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  const close = jest.fn();
  const context = {
    companyId: 'AAAAAAAAAAAAAAAAAAAA',
    subject: 'EMPLOYEES',
    situations: [],
    unusedSuggestions: [],
    isLoading: false,
    failure: null,
    refetch: () => undefined,
    close,
  } satisfies ConfiguratorContext;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [{ index: true, element: <NewSituationDialog /> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  const shell: ShellApi = {
    edition: 'RO',
    basePath: '/platform',
    locale,
    setLocale: () => undefined,
    user: null,
    activeCompanyId: null,
    signInPath: (returnPath) => `/auth?returnUrl=${encodeURIComponent(returnPath)}`,
    notify: () => undefined,
  };
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <ShellContext.Provider value={shell}>
            <RouterProvider router={router} />
          </ShellContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  await screen.findByRole('dialog', { name: locale === 'en' ? 'New situation' : 'Situație nouă' });
  return { close };
}

describe('NewSituationDialog', () => {
  it('shows what is missing, in words, when saved empty', async () => {
    await renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('To continue, solve the errors above.')).toBeTruthy();
    expect(screen.getByText('Enter the situation name.')).toBeTruthy();
    expect(screen.getByText('Describe the purpose of the processing.')).toBeTruthy();
    expect(screen.getByText('Choose at least one legal ground.')).toBeTruthy();
    expect(screen.getByLabelText('Situation name').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the law or the interest only with legal obligation or legitimate interest', async () => {
    await renderDialog();
    expect(screen.queryByLabelText('The law or the legitimate interest')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Legitimate interest' }));
    expect(await screen.findByLabelText('The law or the legitimate interest')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Legitimate interest' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Consent' }));
    await waitFor(() => expect(screen.queryByLabelText('The law or the legitimate interest')).toBeNull());
  });

  it('speaks Romanian, with Romania as the default storage location', async () => {
    await renderDialog('ro');
    expect(screen.getByRole('checkbox', { name: 'Obligație legală' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Locațiile de stocare').value).toBe('România');
    expect(screen.getByRole('option', { name: '[Nu prelucrez date cu caracter special]' })).toBeTruthy();
  });
});
