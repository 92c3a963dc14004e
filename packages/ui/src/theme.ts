/** Design tokens. Components read them through styled-components' theme; nothing hard-codes a colour. */
export const theme = {
  color: {
    primary: '#1f4e8c',
    primaryHover: '#173d6e',
    onPrimary: '#ffffff',
    accent: '#0f8a6b',
    danger: '#b3261e',
    warning: '#8a5a00',
    success: '#1e7a3c',
    info: '#1f4e8c',
    text: '#1c2330',
    textMuted: '#4f5b6d',
    surface: '#ffffff',
    background: '#f4f6fa',
    sidebar: '#15253f',
    onSidebar: '#e8edf5',
    border: '#d5dbe5',
    /**
     * The keyboard focus outline: at least 3:1 against every surface it is drawn on (surface,
     * background, sidebar; WCAG 2.2 non-text contrast). A brighter amber (#f0a500) is 2:1 on white.
     */
    focus: '#b87100',
  },
  font: {
    body: "'Inter', 'Segoe UI', Arial, 'Liberation Sans', sans-serif",
    heading: "'Inter', 'Segoe UI', Arial, 'Liberation Sans', sans-serif",
  },
  space: (n: number): string => `${n * 4}px`,
  radius: { sm: '4px', md: '8px', lg: '14px' },
  shadow: { card: '0 1px 3px rgba(16, 24, 40, 0.12)' },
  breakpoint: { lg: '1200px', xl: '1536px', md: '900px' },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // Lets every styled component see the tokens with their types.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
