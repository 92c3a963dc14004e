import { ConfirmDialog } from '@conform/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from './editions.ts';
import { useBlocker } from './router.tsx';
import { useShell } from './shell.ts';

/** The question asked before unsaved changes are lost, in both languages (formal Romanian). */
export const LEAVE_TEXTS: Record<
  Locale,
  Record<'title' | 'question' | 'stay' | 'discard' | 'close', string>
> = {
  ro: {
    title: 'Renunțați la modificări?',
    question:
      'Modificările pe care le-ați făcut nu sunt salvate. Dacă plecați acum, ele se pierd. Pentru a le păstra, rămâneți pe pagină și salvați-le.',
    stay: 'Rămâneți pe pagină',
    discard: 'Renunțați la modificări',
    close: 'Închideți',
  },
  en: {
    title: 'Discard changes?',
    question:
      'The changes you made are not saved. If you leave now, they will be lost. To keep them, stay and save them.',
    stay: 'Stay',
    discard: 'Discard',
    close: 'Close',
  },
};

export interface LeaveGuard {
  /**
   * Leaving by the form's own ways out (Escape, Cancel, the close button): `leave` runs at once when
   * nothing is unsaved, else after the question is answered with Discard.
   */
  confirmLeave: (leave: () => void) => void;
  /**
   * The changes are being saved: leaving (the save's own navigation) no longer asks until the form is
   * unchanged again. Answers the undo, for a save that failed.
   */
  release: () => () => void;
  /** The question, while it is asked: render it next to the form. */
  dialog: ReactNode;
}

/**
 * No edit is lost silently: while `dirty` (the form's values differ from the saved ones), closing or
 * reloading the tab asks the browser's question (`beforeunload`), and leaving the page by a link, the
 * sidebar, `navigate()`, Back or Forward, or the form's own Escape, Cancel and close button
 * (`confirmLeave`) asks "Discard changes?" with Stay (nothing happens) and Discard (the way out goes on)
 * (docs/spec/behaviour.md §2, leave guard).
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const { locale } = useShell();
  const texts = LEAVE_TEXTS[locale];
  const released = useRef(false);
  const [closing, setClosing] = useState<{ leave: () => void } | null>(null);

  useEffect(() => {
    if (!dirty) released.current = false;
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && nextLocation.pathname !== currentLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!released.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (dirty && !released.current) setClosing({ leave });
      else leave();
    },
    [dirty],
  );
  const release = useCallback(() => {
    released.current = true;
    return () => {
      released.current = false;
    };
  }, []);

  const asking = closing !== null || blocker.state === 'blocked';
  const stay = () => {
    setClosing(null);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const discard = () => {
    released.current = true;
    const leave = closing?.leave;
    setClosing(null);
    if (blocker.state === 'blocked') blocker.proceed();
    else leave?.();
  };
  const dialog = asking ? (
    <ConfirmDialog
      open
      alert
      danger
      title={texts.title}
      question={texts.question}
      refuseLabel={texts.stay}
      confirmLabel={texts.discard}
      closeLabel={texts.close}
      onRefuse={stay}
      onConfirm={discard}
    />
  ) : null;

  return { confirmLeave, release, dialog };
}
