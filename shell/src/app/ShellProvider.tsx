import type { I18n } from '@conform/i18n';
import {
  ShellContext,
  type EditionInfo,
  type Locale,
  type Notice,
  type ShellApi,
} from '@conform/shell-contract';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMeQuery } from './api.ts';

export interface ShownNotice extends Notice {
  id: number;
}

export const LOCALE_STORAGE_KEY = 'conform.locale';

/** Provides `useShell()` to the shell and every remote, and owns the notices list. */
export function ShellProvider({
  edition,
  i18n,
  children,
}: {
  edition: EditionInfo;
  i18n: I18n;
  children: (state: { notices: ShownNotice[]; dismiss: (id: number) => void }) => ReactNode;
}) {
  const [locale, setLocaleState] = useState<Locale>(i18n.language === 'en' ? 'en' : 'ro');
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const nextId = useRef(1);
  const { data: user } = useMeQuery();

  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);

  const notify = useCallback(
    (notice: Notice) => {
      const id = nextId.current++;
      setNotices((list) => [...list, { ...notice, id }]);
      if (notice.timeoutMs) setTimeout(() => dismiss(id), notice.timeoutMs);
    },
    [dismiss],
  );

  const setLocale = useCallback(
    (next: Locale) => {
      localStorage.setItem(LOCALE_STORAGE_KEY, next);
      document.documentElement.lang = next;
      void i18n.changeLanguage(next);
      setLocaleState(next);
    },
    [i18n],
  );

  const api = useMemo<ShellApi>(
    () => ({
      edition: edition.edition,
      basePath: edition.basePath,
      locale,
      setLocale,
      user: user ?? null,
      activeCompanyId: null,
      notify,
    }),
    [edition, locale, setLocale, user, notify],
  );

  return <ShellContext.Provider value={api}>{children({ notices, dismiss })}</ShellContext.Provider>;
}
