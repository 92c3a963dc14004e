import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

/** The least size of anything tapped (WCAG 2.2 AA 2.5.8 target size minimum is 24 × 24 CSS px). */
export const TAP_TARGET = '24px';

export interface MenuItem {
  /** Unique within the menu. */
  key: string;
  /** What the item shows. */
  label: ReactNode;
  /** Its accessible name when the shown words need more (it must contain them: WCAG 2.5.3). */
  ariaLabel?: string;
  icon?: ReactNode;
  disabled?: boolean;
  onSelect: () => void;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  && {
    min-width: 44px;
    min-height: 44px;
  }
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.background};
  }
`;

const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 20;
  min-width: 220px;
  max-width: calc(100vw - 32px);
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.18);
  &[hidden] {
    display: none;
  }
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  && {
    min-height: 44px;
  }
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: none;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus {
    background: ${({ theme }) => theme.color.background};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/**
 * A button that opens a menu of actions (WAI-ARIA menu button pattern): `aria-haspopup="menu"`,
 * the menu's items reached with the arrow keys, Home and End; Escape closes it and gives the focus
 * back to the button, and so does choosing an item; Tab or a click elsewhere closes it. The items
 * stay in the page while closed (hidden), so what they are is known before the menu opens.
 */
export function MenuButton({
  label,
  ariaLabel,
  items,
  icon,
}: {
  /** What the button shows. */
  label: ReactNode;
  /** Its accessible name when it needs more than the shown words (which it must contain). */
  ariaLabel?: string;
  items: MenuItem[];
  icon?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  /** Which item takes the focus once the menu shows: first, last, or none (opened by a pointer). */
  const [focusAt, setFocusAt] = useState<number | null>(null);

  const enabled = () => itemRefs.current.flatMap((el, i) => (el && !items[i]?.disabled ? [i] : []));

  useEffect(() => {
    if (open && focusAt !== null) itemRefs.current[focusAt]?.focus();
  }, [open, focusAt]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    const ids = enabled();
    setFocusAt((where === 'first' ? ids[0] : ids[ids.length - 1]) ?? null);
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    setFocusAt(null);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const ids = enabled();
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    const at = ids.indexOf(current);
    const move = (index: number | undefined) => {
      if (index === undefined) return;
      event.preventDefault();
      itemRefs.current[index]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        move(ids[(at + 1) % ids.length]);
        break;
      case 'ArrowUp':
        move(ids[(at - 1 + ids.length) % ids.length]);
        break;
      case 'Home':
        move(ids[0]);
        break;
      case 'End':
        move(ids[ids.length - 1]);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <Root ref={root}>
      <Trigger
        ref={button}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKey}
      >
        {icon}
        {label}
      </Trigger>
      <List id={menuId} role="menu" aria-labelledby={buttonId} hidden={!open} onKeyDown={onMenuKey}>
        {items.map((item, i) => (
          <li key={item.key} role="none">
            <Item
              ref={(el) => {
                itemRefs.current[i] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={item.disabled}
              aria-label={item.ariaLabel}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              {item.icon}
              {item.label}
            </Item>
          </li>
        ))}
      </List>
    </Root>
  );
}

export type ChipTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A short status said in words (never by colour alone), with an optional icon before them. */
export const StatusChip = styled.span<{ $tone?: ChipTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${TAP_TARGET};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border-radius: 999px;
  border: 1px solid currentColor;
  background: ${({ theme }) => theme.color.surface};
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $tone = 'neutral' }) =>
    $tone === 'neutral'
      ? theme.color.textMuted
      : $tone === 'danger'
        ? theme.color.danger
        : theme.color[$tone]};
  svg {
    width: 16px;
    height: 16px;
  }
`;
