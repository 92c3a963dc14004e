import type { MarketingKind } from '../config.ts';
import type { MarketingSink } from './port.ts';

export interface HubSpotSinkOptions {
  /** `https://api.hsforms.com` (a test's own server in tests). */
  baseUrl: string;
  portalId: string;
  /** The default form, and the events that have one of their own. */
  formId: string;
  formIds: Partial<Record<MarketingKind, string>>;
  timeoutMs: number;
}

/** HubSpot's error codes (`errors[].errorType`), never its messages: those quote the submitted values. */
async function errorTypesOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { errors?: Array<{ errorType?: unknown }> };
    const types = (body.errors ?? [])
      .map((e) => e.errorType)
      .filter((t): t is string => typeof t === 'string' && /^[A-Z_]{1,64}$/.test(t));
    return types.length > 0 ? ` (${[...new Set(types)].join(', ')})` : '';
  } catch {
    return '';
  }
}

/**
 * The real adapter: HubSpot's Forms API v3, unauthenticated integration endpoint (docs/spec/behaviour.md §7). A 2xx
 * answer is taken; anything else, a timeout or a network failure throws, and the queue tries again once.
 */
export function createHubSpotSink(options: HubSpotSinkOptions): MarketingSink {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async submit({ kind, body }, signal) {
      const formId = options.formIds[kind] ?? options.formId;
      const url = `${base}/submissions/v3/integration/submit/${encodeURIComponent(options.portalId)}/${encodeURIComponent(formId)}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      if (!response.ok) {
        throw new Error(`HubSpot answered ${response.status}${await errorTypesOf(response)}`);
      }
      await response.body?.cancel();
    },
  };
}
