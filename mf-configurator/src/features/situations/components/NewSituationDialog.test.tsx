import { jest } from '@jest/globals';
import type { ConfiguratorContext } from '../hooks/useConfiguratorContext.ts';

const { renderInShell, serveRequests } = await import('@conform/shell-contract/testing');
const { fireEvent, screen, waitFor } = await import('@testing-library/react');
const { Outlet } = await import('react-router');
const { default: en } = await import('../../../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../../../locales/ro.json', { with: { type: 'json' } });
const { NewSituationDialog } = await import('./NewSituationDialog.tsx');

/** The texts that describe a control (`aria-describedby`), in order. */
function descriptionOf(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}

/** Fills in a valid first operation (Romanian labels), legitimate interest chosen. */
function fillOperationRo() {
  fireEvent.change(screen.getByLabelText('Numele situației'), { target: { value: 'Supraveghere' } });
  fireEvent.change(screen.getByLabelText('Numele operațiunii'), { target: { value: 'Camere video' } });
  fireEvent.change(screen.getByLabelText('Scopul'), { target: { value: 'Paza bunurilor' } });
  const category = screen.getByLabelText<HTMLSelectElement>('Ce fel de scop este');
  fireEvent.change(category, { target: { value: category.options[1]!.value } });
  for (const [label, value] of [
    ['Date prelucrate', 'Imagini'],
    ['Sursele datelor', 'Persoana vizată'],
  ] as const) {
    const input = screen.getByLabelText(label);
    fireEvent.change(input, { target: { value } });
    fireEvent.keyDown(input, { key: 'Enter' });
  }
  fireEvent.change(screen.getByLabelText('Durata de stocare'), { target: { value: '30 de zile' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Interes legitim' }));
}

async function renderDialog(locale: 'ro' | 'en' = 'en') {
  const close = jest.fn();
  const notify = jest.fn();
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
    shell: { notify },
    routes: [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [{ index: true, element: <NewSituationDialog /> }],
      },
    ],
  });
  await screen.findByRole('dialog', { name: locale === 'en' ? 'New situation' : 'Situație nouă' });
  return { close, notify };
}

describe('NewSituationDialog', () => {
  it('marks the required fields and, on Save, says each error once at its field, the focus on the first, nothing sent', async () => {
    const asked = serveRequests(() => ({ status: 201, body: {} }));
    await renderDialog();
    expect(screen.getByText('Fields marked * are required.')).toBeTruthy();
    for (const label of ['Situation name', 'Operation name', 'Purpose', 'Storage period', 'Processed data']) {
      expect(screen.getByLabelText(label).getAttribute('aria-required')).toBe('true');
    }
    expect(screen.getByLabelText('Recipients').hasAttribute('aria-required')).toBe(false);
    const save = screen.getByRole('button', { name: 'Save' });
    // Nothing said before the admin asks to save.
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Enter the situation name.')).toBeNull();

    fireEvent.click(save);
    expect(await screen.findByText('Describe the purpose of the processing.')).toBeTruthy();
    const name = screen.getByLabelText('Situation name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(name)).toEqual(['Enter the situation name.']);
    expect(descriptionOf(screen.getByLabelText('Purpose'))).toContain(
      'Describe the purpose of the processing.',
    );
    await waitFor(() => expect(document.activeElement).toBe(name));
    // Each message once, no banner repeating them.
    expect(screen.getAllByText('Describe the purpose of the processing.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked.filter((a) => a.method !== 'GET')).toEqual([]);

    // Corrected, its message goes as it is typed.
    fireEvent.change(screen.getByLabelText('Purpose'), { target: { value: 'Payroll' } });
    await waitFor(() => expect(screen.queryByText('Describe the purpose of the processing.')).toBeNull());
  });

  it('with legitimate interest ticked and its reason empty: Save says so at the reason, in Romanian, and sends nothing', async () => {
    const asked = serveRequests(() => ({ status: 201, body: {} }));
    await renderDialog('ro');
    fillOperationRo();
    const reason = await screen.findByLabelText('Legea sau interesul legitim');
    expect(reason.getAttribute('aria-required')).toBe('true');
    const save = screen.getByRole('button', { name: 'Salvează' });
    expect(save.hasAttribute('disabled')).toBe(false);

    fireEvent.click(save);
    const message = 'Precizați legea (obligație legală) sau interesul urmărit (interes legitim).';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(reason)).toContain(message);
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByText('Pentru a continua, corectați erorile de mai sus.')).toBeNull();
    expect(asked.filter((a) => a.method !== 'GET')).toEqual([]);
  });

  it('puts the service’s refusal of a field under that field, without a notice repeating it', async () => {
    const asked = serveRequests(() => ({
      status: 400,
      body: {
        code: 'validation',
        message: 'Invalid request',
        details: [{ path: 'operations.0.groundReason', message: 'too_long' }],
      },
    }));
    const { notify } = await renderDialog('ro');
    fillOperationRo();
    fireEvent.change(await screen.findByLabelText('Legea sau interesul legitim'), {
      target: { value: 'Protejarea bunurilor' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(asked.some((a) => a.method === 'POST')).toBe(true));
    const reason = screen.getByLabelText('Legea sau interesul legitim');
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(reason)).toContain(
      'Precizați legea (obligație legală) sau interesul urmărit (interes legitim).',
    );
    expect(notify).not.toHaveBeenCalled();
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
