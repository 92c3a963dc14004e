const { fireEvent, render, screen } = await import('@testing-library/react');
const { ThemeProvider } = await import('styled-components');
const { MenuButton, theme } = await import('../src/index.ts');

const MORE = 'More';
const MORE_LABEL = 'More actions: Privacy notice';
const ELSEWHERE = 'Elsewhere';

function renderMenu(chosen: string[] = []) {
  render(
    <ThemeProvider theme={theme}>
      <MenuButton
        label={MORE}
        ariaLabel={MORE_LABEL}
        items={[
          {
            key: 'word',
            label: 'Word',
            ariaLabel: 'Download Privacy notice as Word',
            onSelect: () => chosen.push('word'),
          },
          { key: 'off', label: 'Excel', disabled: true, onSelect: () => chosen.push('off') },
          { key: 'preview', label: 'Preview', onSelect: () => chosen.push('preview') },
        ]}
      />
      <button type="button">{ELSEWHERE}</button>
    </ThemeProvider>,
  );
  return screen.getByRole('button', { name: 'More actions: Privacy notice' });
}

describe('the menu button', () => {
  it('says it opens a menu and keeps its items hidden until opened', () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'More actions: Privacy notice' });
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Word', 'Excel', 'Preview']);
    expect(menu.getAttribute('id')).toBe(button.getAttribute('aria-controls'));
    // The first item takes the focus.
    expect(document.activeElement).toBe(
      screen.getByRole('menuitem', { name: 'Download Privacy notice as Word' }),
    );
  });

  it('moves with the arrow keys over the disabled item, Home and End, and Escape gives the focus back', () => {
    const button = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    const word = screen.getByRole('menuitem', { name: 'Download Privacy notice as Word' });
    const preview = screen.getByRole('menuitem', { name: 'Preview' });
    expect(document.activeElement).toBe(word);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(preview);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(word);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(preview);
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(word);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(preview);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on the last item with ArrowUp, runs the chosen item, closes and refocuses the button', () => {
    const chosen: string[] = [];
    const button = renderMenu(chosen);
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Preview' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Preview' }));
    expect(chosen).toEqual(['preview']);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click elsewhere', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
