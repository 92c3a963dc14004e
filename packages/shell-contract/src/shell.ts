import { createContext, useContext } from 'react';
import type { TUser } from '@conform/contracts';
import type { Edition, Locale } from './editions.ts';

export type NoticeKind = 'info' | 'success' | 'warning' | 'error';

export interface Notice {
  kind: NoticeKind;
  message: string;
  title?: string;
  /** Milliseconds before it hides itself; errors stay until dismissed when omitted (spec §8). */
  timeoutMs?: number;
}

/** What the shell offers every remote. Small on purpose: it is the versioned seam. */
export interface ShellApi {
  edition: Edition;
  /** The router basename of the edition. */
  basePath: string;
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /** The signed-in user, or null while signed out. */
  user: TUser | null;
  /** The company whose pages are open, or null (leaving company pages clears it). */
  activeCompanyId: string | null;
  /** Where a person signs in: `/auth` with the given return path (spec §4). */
  signInPath: (returnPath: string) => string;
  notify: (notice: Notice) => void;
}

export const ShellContext = createContext<ShellApi | null>(null);

/** The shell's services, from inside any remote. */
export function useShell(): ShellApi {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() must be used inside the shell (or a remote standalone harness).');
  return shell;
}
