import type { RuntimeConfig } from './runtime-config.ts';
import { onSettingsChange, readSettings } from './settings.ts';

/**
 * Page-view analytics and error tracking start only after analytics consent (docs/spec/behaviour.md §4, Law 506/2004
 * art. 4(5)); without consent nothing is sent. Events are small JSON posts, no cookies.
 */
function consented(): boolean {
  return readSettings().analyticsCookies === true;
}

let lastUrl: string | undefined;

export function trackPageView(runtime: RuntimeConfig, url: string): void {
  if (!runtime.analyticsEndpoint || !consented() || url === lastUrl) return;
  lastUrl = url;
  void fetch(runtime.analyticsEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'pageview',
      url,
      domain: location.host,
      referrer: document.referrer || null,
    }),
    keepalive: true,
  }).catch(() => undefined);
}

/** A new analytics session after sign-out: the next page view is counted again. */
export function resetAnalyticsSession(): void {
  lastUrl = undefined;
}

/** Sends one error to error tracking; nothing leaves without analytics consent (also used by remotes). */
export function reportError(runtime: RuntimeConfig, error: { message: string; stack?: string }): void {
  if (!runtime.errorTrackingEndpoint || !consented()) return;
  void fetch(runtime.errorTrackingEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...error,
      url: location.href,
      release: runtime.version,
      environment: runtime.environment,
    }),
    keepalive: true,
  }).catch(() => undefined);
}

let installed = false;

/** Installs the error handlers once analytics are accepted (now or later) and an endpoint is configured. */
export function startErrorTracking(runtime: RuntimeConfig): void {
  const install = () => {
    if (installed || !consented() || !runtime.errorTrackingEndpoint) return;
    installed = true;
    window.addEventListener('error', (event) =>
      reportError(runtime, { message: event.message, stack: (event.error as Error | undefined)?.stack }),
    );
    window.addEventListener('unhandledrejection', (event) => {
      const reason = event.reason as { message?: string; stack?: string } | undefined;
      reportError(runtime, {
        message: reason?.message ?? String(event.reason),
        ...(reason?.stack ? { stack: reason.stack } : {}),
      });
    });
  };
  install();
  onSettingsChange(install);
}
