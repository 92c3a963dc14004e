import { updateSettings } from '../app/settings.ts';

/** Reopens the cookie choice from the sidebar's cookie link (the banner shows again). */
export function openCookieSettings(): void {
  updateSettings({ analyticsCookies: null });
}
