import { jest } from '@jest/globals';

const { fireEvent, render, screen } = await import('@testing-library/react');
const { ThemeProvider } = await import('styled-components');
const { Modal, PdfPreviewDialog, theme } = await import('../src/index.ts');

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

describe('the PDF preview dialog', () => {
  const NAME = 'Privacy notice for employees';
  const FRAME = `Preview: ${NAME}`;
  const NOTE = 'An example company’s document.';
  const NOT_YET = 'Not generated yet.';

  function renderPreview(url: string | null, onClose: () => void = () => undefined) {
    render(
      <ThemeProvider theme={theme}>
        <PdfPreviewDialog
          open
          title={NAME}
          closeLabel={CLOSE}
          onClose={onClose}
          url={url}
          frameTitle={FRAME}
          note={<p>{NOTE}</p>}
        >
          <p>{NOT_YET}</p>
        </PdfPreviewDialog>
      </ThemeProvider>,
    );
  }

  it('shows the document in a frame named for it, under the document’s name, with its note', () => {
    renderPreview('/files/notice.pdf');
    expect(screen.getByRole('dialog', { name: NAME })).toBeTruthy();
    expect(screen.getByTitle(FRAME).getAttribute('src')).toBe('/files/notice.pdf');
    expect(screen.getByText(NOTE)).toBeTruthy();
    expect(screen.queryByText(NOT_YET)).toBeNull();
  });

  it('says why there is no document while there is no address, and closes from its button', () => {
    const onClose = jest.fn();
    renderPreview(null, onClose);
    expect(screen.queryByTitle(FRAME)).toBeNull();
    expect(screen.getByText(NOT_YET)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: CLOSE }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
