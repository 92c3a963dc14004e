import { jest } from '@jest/globals';
import type { ConfiguratorContext } from '../hooks/useConfiguratorContext.ts';

const { renderInShell } = await import('@conform/shell-contract/testing');
const { fireEvent, screen, waitFor } = await import('@testing-library/react');
const { Outlet } = await import('react-router');
const { default: en } = await import('../../../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../../../locales/ro.json', { with: { type: 'json' } });
const { NewSituationDialog } = await import('./NewSituationDialog.tsx');

async function renderDialog(locale: 'ro' | 'en' = 'en') {
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
  await renderInShell({
    namespace: 'configurator',
    resources: { ro, en },
    locale,
    routes: [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [{ index: true, element: <NewSituationDialog /> }],
      },
    ],
  });
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
