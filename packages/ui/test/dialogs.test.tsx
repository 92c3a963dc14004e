const { render, screen } = await import('@testing-library/react');
const { ThemeProvider } = await import('styled-components');
const { Modal, theme } = await import('../src/index.ts');

/** jsdom lays nothing out: give every element the heights a browser would measure. */
function withHeights(scrollHeight: number, clientHeight: number): () => void {
  // Element.prototype keeps jsdom's own (zero) heights; these shadow them until restored.
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get: () => scrollHeight,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => clientHeight,
  });
  return () => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  };
}

const TITLE = 'How to describe processing';
const TEXT = 'A long explanation.';
const CLOSE = 'Close';

function renderModal() {
  render(
    <ThemeProvider theme={theme}>
      <Modal open title={TITLE} closeLabel={CLOSE} onClose={() => undefined}>
        <p>{TEXT}</p>
      </Modal>
    </ThemeProvider>,
  );
}

describe('the generic modal', () => {
  it('lets the keyboard reach and scroll a content longer than the dialog, named by its title', () => {
    const restore = withHeights(2000, 400);
    try {
      renderModal();
      const content = screen.getByRole('region', { name: TITLE });
      expect(content.getAttribute('tabindex')).toBe('0');
      expect(content.textContent).toBe(TEXT);
    } finally {
      restore();
    }
  });

  it('adds no stop to the Tab order when the content fits', () => {
    const restore = withHeights(400, 400);
    try {
      renderModal();
      expect(screen.queryByRole('region')).toBeNull();
      expect(screen.getByText(TEXT).closest('[tabindex]')).toBeNull();
    } finally {
      restore();
    }
  });
});
