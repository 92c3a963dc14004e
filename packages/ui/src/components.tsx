import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { createGlobalStyle, css } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    line-height: 1.5;
  }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  /*
   * A standalone link or disclosure is a tap target of at least 24 × 24 px (WCAG 2.2 AA 2.5.8), at any
   * font size; a link inside a paragraph's sentence is exempt (the criterion's inline exception) and
   * keeps flowing with its text. A styled link's own display wins (a class is more specific).
   */
  a:not(p a) { display: inline-block; min-height: 24px; min-width: 24px; }
  summary { min-height: 24px; }
`;

type Variant = 'primary' | 'secondary' | 'danger' | 'link';

const StyledButton = styled.button<{ $variant: Variant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(5)}`};
  /* A tap target of at least 24 × 24 px (WCAG 2.2 2.5.8), the link variant too. */
  min-height: 24px;
  min-width: 24px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ $variant, theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.primary};
          color: ${theme.color.onPrimary};
          &:hover:not(:disabled) {
            background: ${theme.color.primaryHover};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.color.danger};
          color: ${theme.color.onPrimary};
        `;
      case 'link':
        return css`
          background: none;
          color: ${theme.color.primary};
          padding: 0;
          text-decoration: underline;
        `;
      default:
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.primary};
          border-color: ${theme.color.border};
        `;
    }
  }}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export function Button({
  variant = 'primary',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <StyledButton $variant={variant} type={type} {...props} />;
}

export const Card = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space(6)};
`;

export const Stack = styled.div<{ $gap?: number; $row?: boolean }>`
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  gap: ${({ theme, $gap }) => theme.space($gap ?? 4)};
  ${({ $row }) => ($row ? 'align-items: center; flex-wrap: wrap;' : '')}
`;

const PageRoot = styled.main`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)}`};
`;

const PageTitle = styled.h1`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 2rem;
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

const PageSubtitle = styled.p`
  font-size: 1.15rem;
  color: ${({ theme }) => theme.color.textMuted};
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;

/** A page with its one h1 (tests and screen readers find pages by their heading). */
export function Page({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <PageRoot>
      <PageTitle>{title}</PageTitle>
      {subtitle ? <PageSubtitle>{subtitle}</PageSubtitle> : null}
      {children}
    </PageRoot>
  );
}

const AlertBox = styled.div<{ $kind: 'info' | 'success' | 'warning' | 'error' }>`
  border-left: 4px solid
    ${({ theme, $kind }) => ($kind === 'error' ? theme.color.danger : theme.color[$kind])};
  background: ${({ theme }) => theme.color.surface};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export function Alert({
  kind,
  title,
  children,
}: {
  kind: 'info' | 'success' | 'warning' | 'error';
  title?: string;
  children?: ReactNode;
}) {
  return (
    <AlertBox $kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      {title ? <strong>{title}</strong> : null}
      {children ? <div>{children}</div> : null}
    </AlertBox>
  );
}

const Spin = styled.div`
  width: 32px;
  height: 32px;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: spin 0.9s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export function Spinner({ label }: { label: string }) {
  return <Spin role="progressbar" aria-label={label} />;
}
