// React's server renderer looks for MessageChannel when loaded (jsdom has none); renderToString,
// synchronous, never posts a message.
class MessageChannel {
  port1 = { onmessage: null };
  port2 = { postMessage: () => undefined };
}
Object.assign(globalThis, { MessageChannel });
const { renderToString } = await import('react-dom/server');
const { ServerStyleSheet, ThemeProvider } = await import('styled-components');
const { GlobalStyle, theme } = await import('../src/index.ts');

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the keyboard focus indicator', () => {
  it('contrasts at least 3:1 (WCAG 2.2 non-text contrast) with every surface of the platform', () => {
    // Where a focused control sits: cards and dialogs, the page, the sidebar.
    const ratios = (['surface', 'background', 'sidebar'] as const).map((surface) => ({
      surface,
      atLeast3: contrast(theme.color.focus, theme.color[surface]) >= 3,
    }));
    expect(ratios).toEqual([
      { surface: 'surface', atLeast3: true },
      { surface: 'background', atLeast3: true },
      { surface: 'sidebar', atLeast3: true },
    ]);
  });

  it('is the global :focus-visible outline: solid, at least 2 px, in the theme’s focus colour', () => {
    // The styles as the browser gets them (the test build of styled-components writes no <style> in jsdom).
    const sheet = new ServerStyleSheet();
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    const css = sheet.getStyleTags();
    sheet.seal();
    const rule = /:focus-visible\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const outline = /outline:\s*(\d+)px\s+solid\s+(#[0-9a-f]{6})/i.exec(rule);
    expect(outline).not.toBeNull();
    expect(Number(outline![1])).toBeGreaterThanOrEqual(2);
    expect(outline![2]!.toLowerCase()).toBe(theme.color.focus);
  });
});
