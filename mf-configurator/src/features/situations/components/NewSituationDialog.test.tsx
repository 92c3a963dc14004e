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
    suggestions: [],
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
  it('keeps Save disabled until the situation and its first operation are valid, saying what is missing', async () => {
    await renderDialog();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.blur(screen.getByLabelText('Situation name'));
    fireEvent.change(screen.getByLabelText('Purpose'), { target: { value: ' ' } });
    fireEvent.blur(screen.getByLabelText('Purpose'));
    expect(await screen.findByText('To continue, solve the errors above.')).toBeTruthy();
    expect(screen.getByText('Enter the situation name.')).toBeTruthy();
    expect(await screen.findByText('Describe the purpose of the processing.')).toBeTruthy();
    expect(screen.getByLabelText('Situation name').getAttribute('aria-invalid')).toBe('true');
    expect(save.hasAttribute('disabled')).toBe(true);
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
    expect(
      screen.getByRole('list', { name: 'Locațiile de stocare: elementele alese' }).textContent,
    ).toContain('România');
    expect(screen.getByRole('option', { name: '[Nu prelucrez date cu caracter special]' })).toBeTruthy();
  });
});
