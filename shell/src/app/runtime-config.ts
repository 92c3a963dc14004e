import type { MeetingsWidget } from '@conform/shell-contract';

/** Deploy-time settings of the front end, read from /platform/runtime-config.json (never built in). */
export interface RuntimeConfig {
  environment: 'development' | 'production';
  /** Page views go here (Plausible-style event API), only after analytics consent. */
  analyticsEndpoint: string | null;
  /** Errors go here, only after analytics consent and outside debug. */
  errorTrackingEndpoint: string | null;
  /** Embedded mode's local mailbox, shown on the sign-in page outside production. */
  mailboxUrl: string | null;
  /** The contact dialog's meetings widget (handed to the remotes by useShell()); null: none. */
  meetings: MeetingsWidget | null;
  version: string;
}

const FALLBACK: RuntimeConfig = {
  environment: 'production',
  analyticsEndpoint: null,
  errorTrackingEndpoint: null,
  mailboxUrl: null,
  meetings: null,
  version: 'unknown',
};

export async function loadRuntimeConfig(url = '/platform/runtime-config.json'): Promise<RuntimeConfig> {
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    if (!res.ok) return FALLBACK;
    return { ...FALLBACK, ...((await res.json()) as Partial<RuntimeConfig>) };
  } catch {
    return FALLBACK;
  }
}
