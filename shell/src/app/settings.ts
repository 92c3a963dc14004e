/**
 * Local settings (docs/spec/behaviour.md §3): kept in this browser only. Choices about cookies, the onboarding tutorial,
 * the e-mail a sign-in link was sent to (needed to complete it), the replace-account flag and a referral.
 */
export interface LocalSettings {
  analyticsCookies: boolean | null;
  marketingCookies: boolean | null;
  tutorialSeen: boolean;
  pendingSignInEmail: string | null;
  replaceAccount: boolean;
  referral: string | null;
  locale: 'ro' | 'en' | null;
}

const KEY = 'conform.settings';
const DEFAULTS: LocalSettings = {
  analyticsCookies: null,
  marketingCookies: null,
  tutorialSeen: false,
  pendingSignInEmail: null,
  replaceAccount: false,
  referral: null,
  locale: null,
};

type Listener = (settings: LocalSettings) => void;
const listeners = new Set<Listener>();

export function readSettings(): LocalSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<LocalSettings>;
    return { ...DEFAULTS, ...stored };
  } catch {
    return { ...DEFAULTS };
  }
}

export function updateSettings(change: Partial<LocalSettings>): LocalSettings {
  const next = { ...readSettings(), ...change };
  localStorage.setItem(KEY, JSON.stringify(next));
  for (const listener of listeners) listener(next);
  return next;
}

export function onSettingsChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
