export { Alert, Button, Card, GlobalStyle, Page, Spinner, Stack } from './components.tsx';
export { theme, type Theme } from './theme.ts';
