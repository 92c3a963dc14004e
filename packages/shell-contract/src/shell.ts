import { createContext, useContext } from 'react';
import type { TConsents, TUser } from '@conform/contracts';
import type { Edition, Locale } from './editions.ts';

export type NoticeKind = 'info' | 'success' | 'warning' | 'error';

export interface Notice {
  kind: NoticeKind;
  message: string;
  title?: string;
  /** Milliseconds before it hides itself; errors stay until dismissed when omitted (docs/spec/behaviour.md §8). */
  timeoutMs?: number;
}

/**
 * The contact dialog's meetings widget, from the deployment's runtime config (never built in): the
 * provider's embed script, and the booking page it frames in each `.meetings-iframe-container` whose
 * `data-src` is `pageUrl` (HubSpot's embed protocol; the local stand-in speaks it too).
 */
export interface MeetingsWidget {
  scriptUrl: string;
  pageUrl: string;
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
  /** Where a person signs in: `/auth` with the given return path (docs/spec/behaviour.md §4). */
  signInPath: (returnPath: string) => string;
  notify: (notice: Notice) => void;
  /**
   * Signs a visitor in anonymously unless someone is signed in already (docs/spec/behaviour.md §4), and answers the
   * user. Rejects when identity refuses (e.g. too many sessions from one address).
   */
  ensureSession: () => Promise<TUser>;
  /**
   * E-mails a sign-in link that comes back to `returnPath`, and keeps the address in this browser so
   * /auth completes the link without asking for it (docs/spec/behaviour.md §4) — the same call /auth makes.
   */
  sendSignInLink: (email: string, returnPath: string) => Promise<SignInLinkOutcome>;
  /**
   * Partner flows (docs/spec/behaviour.md §4): signs in with a custom token identity issued for a partner's customer
   * (the current session ends), and answers the user.
   */
  signInWithCustomToken: (customToken: string) => Promise<TUser>;
  /** Records the signed-in (or anonymous) user's terms and communications consent. */
  recordConsents: (consents: TConsents) => Promise<void>;
  /** The referral captured from a `referral` query on any page, until company creation clears it. */
  readReferral: () => string | null;
  clearReferral: () => void;
  /** Reports an error to error tracking, like the shell's own (only after analytics consent). */
  reportError: (error: Error) => void;
  /** The meetings widget this deployment offers, or null when it has none. */
  meetings: MeetingsWidget | null;
}

export type SignInLinkOutcome = 'sent' | 'rate-limited' | 'failed';

export const ShellContext = createContext<ShellApi | null>(null);

/** The shell's services, from inside any remote. */
export function useShell(): ShellApi {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() must be used inside the shell (or a remote standalone harness).');
  return shell;
}
