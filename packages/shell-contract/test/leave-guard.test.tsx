/**
 * The leave guard: no edit is lost silently. A form with unsaved changes asks "Discard changes?"
 * before its dialog closes (Escape, Cancel, ×), before the page is left (a link, Back) and before
 * the tab closes (beforeunload); a form without changes closes at once.
 */
import { jest } from '@jest/globals';
import { useState } from 'react';

const { act, fireEvent, screen, within } = await import('@testing-library/react');
const { renderInShell } = await import('../src/testing.tsx');
const { Link, useLeaveGuard, useNavigate } = await import('../src/index.ts');
const { Button, Modal } = await import('@conform/ui');

const SAVED = 'Exemplu SRL';
const TITLE = 'Company name';
const CLOSE = 'Close the form';

/** A dialog editing one name: Cancel and × close it, Save keeps what was typed and closes it. */
function NameDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (name: string) => void }) {
  const [name, setName] = useState(SAVED);
  const guard = useLeaveGuard(name !== SAVED);
  const close = () => guard.confirmLeave(onClose);
  return (
    <Modal
      open
      title={TITLE}
      closeLabel={CLOSE}
      onClose={close}
      actions={
        <>
          <Button onClick={close}>{'Cancel'}</Button>
          <Button
            onClick={() => {
              guard.release();
              onSaved(name);
            }}
          >
            {'Save'}
          </Button>
        </>
      }
    >
      <label>
        {'Name'}
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      {guard.dialog}
    </Modal>
  );
}

/** A page with the dialog open, a link away and a record of what was saved. */
function EditPage({ onClose = jest.fn<() => void>() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState<string | null>(null);
  const navigate = useNavigate();
  return (
    <>
      <h1>{'Edit'}</h1>
      <Link to="/other">{'Documents'}</Link>
      {saved ? <p>{`saved ${saved}`}</p> : null}
      {open ? (
        <NameDialog
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          onSaved={(name) => {
            setSaved(name);
            void navigate('/other');
          }}
        />
      ) : null}
    </>
  );
}

async function renderPage(options: { locale?: 'ro' | 'en'; onClose?: () => void } = {}) {
  return renderInShell({
    namespace: 'test',
    resources: { ro: {}, en: {} },
    locale: options.locale ?? 'en',
    routes: [
      { path: '/start', element: <h1>{'Start'}</h1> },
      { path: '/edit', element: <EditPage onClose={options.onClose} /> },
      { path: '/other', element: <h1>{'Other'}</h1> },
    ],
    path: '/edit',
  });
}

const nameInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
const type = (value: string) => fireEvent.change(nameInput(), { target: { value } });
const question = () => screen.queryByRole('alertdialog', { name: 'Discard changes?' });
const escape = () => fireEvent(screen.getByRole('dialog', { name: 'Company name' }), new Event('cancel'));
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useLeaveGuard in a dialog', () => {
  it('asks before Escape closes a changed form; Stay keeps the dialog and what was typed', async () => {
    const onClose = jest.fn<() => void>();
    await renderPage({ onClose });
    type('Exemplu Nou SRL');
    escape();

    const asked = question();
    expect(asked).not.toBeNull();
    expect(asked?.textContent).toContain('The changes you made are not saved.');
    // The answer that loses nothing has the focus.
    expect(document.activeElement).toBe(within(asked!).getByRole('button', { name: 'Stay' }));

    fireEvent.click(within(asked!).getByRole('button', { name: 'Stay' }));
    expect(question()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(nameInput().value).toBe('Exemplu Nou SRL');
  });

  it('takes Escape on the question as Stay, leaving the form open', async () => {
    const onClose = jest.fn<() => void>();
    await renderPage({ onClose });
    type('Exemplu Nou SRL');
    escape();
    fireEvent(question()!, new Event('cancel'));
    expect(question()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Company name' })).toBeTruthy();
  });

  it('asks before Cancel and the close button; Discard closes the dialog', async () => {
    const onClose = jest.fn<() => void>();
    await renderPage({ onClose });
    type('Exemplu Nou SRL');

    fireEvent.click(screen.getByRole('button', { name: 'Close the form' }));
    fireEvent.click(within(question()!).getByRole('button', { name: 'Stay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(question()).not.toBeNull();
    fireEvent.click(within(question()!).getByRole('button', { name: 'Discard' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Company name' })).toBeNull();
    expect(screen.queryByText(/^saved/)).toBeNull();
  });

  it('closes an unchanged form at once, and one changed back to what was saved', async () => {
    const onClose = jest.fn<() => void>();
    await renderPage({ onClose });
    type('Exemplu Nou SRL');
    type(SAVED);
    escape();
    expect(question()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks in Romanian, in the formal voice', async () => {
    await renderPage({ locale: 'ro' });
    type('Exemplu Nou SRL');
    escape();
    const asked = screen.getByRole('alertdialog', { name: 'Renunțați la modificări?' });
    expect(asked.textContent).toContain('Modificările pe care le-ați făcut nu sunt salvate.');
    expect(within(asked).getByRole('button', { name: 'Rămâneți pe pagină' })).toBeTruthy();
    expect(within(asked).getByRole('button', { name: 'Renunțați la modificări' })).toBeTruthy();
  });
});

describe('useLeaveGuard when leaving the page', () => {
  it('asks before a link leaves a changed form: Stay keeps the page, Discard goes on', async () => {
    const { router } = await renderPage();
    type('Exemplu Nou SRL');

    fireEvent.click(screen.getByRole('link', { name: 'Documents' }));
    await flush();
    expect(question()).not.toBeNull();
    fireEvent.click(within(question()!).getByRole('button', { name: 'Stay' }));
    await flush();
    expect(router?.state.location.pathname).toBe('/edit');
    expect(nameInput().value).toBe('Exemplu Nou SRL');

    fireEvent.click(screen.getByRole('link', { name: 'Documents' }));
    await flush();
    fireEvent.click(within(question()!).getByRole('button', { name: 'Discard' }));
    await flush();
    expect(router?.state.location.pathname).toBe('/other');
    expect(screen.getByRole('heading', { name: 'Other' })).toBeTruthy();
  });

  it('asks before Back leaves a changed form; Discard goes back', async () => {
    const { router } = await renderPage();
    await act(() => router!.navigate('/start'));
    await act(() => router!.navigate('/edit'));
    type('Exemplu Nou SRL');

    await act(() => router!.navigate(-1));
    await flush();
    expect(router?.state.location.pathname).toBe('/edit');
    expect(question()).not.toBeNull();
    fireEvent.click(within(question()!).getByRole('button', { name: 'Discard' }));
    await flush();
    expect(router?.state.location.pathname).toBe('/start');
  });

  it('lets a save leave without asking', async () => {
    const { router } = await renderPage();
    type('Exemplu Nou SRL');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await flush();
    expect(question()).toBeNull();
    expect(router?.state.location.pathname).toBe('/other');
  });

  it('asks the browser before the tab closes only while something is unsaved', async () => {
    await renderPage();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type('Exemplu Nou SRL');
    expect(unload()).toBe(true);
    type(SAVED);
    expect(unload()).toBe(false);
  });
});
