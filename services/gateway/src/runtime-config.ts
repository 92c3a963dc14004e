import type { MeetingsWidgetUrls } from '@conform/server-kit';
import { z } from 'zod';

/** An address the browser loads: absolute http(s), or a path on the platform's own origin. */
const ZBrowserUrlSchema = z
  .string()
  .min(1)
  .refine((url) => /^https?:\/\/[^/]/i.test(url) || /^\/(?!\/)/.test(url), 'an http(s) URL or a path');

/**
 * The contact dialog's meetings widget (docs/architecture.md#ports-to-the-outside-world): a booking page framed in the dialog, put
 * there by the provider's embed script (HubSpot's `MeetingsEmbedCode.js` turns every
 * `.meetings-iframe-container` into a frame of its `data-src`).
 */
export const MEETINGS_SETTINGS = {
  /** The booking page, e.g. `https://meetings.hubspot.com/<user>?embed=true`. */
  MEETINGS_URL: ZBrowserUrlSchema.optional(),
  /** The provider's embed script, e.g. `https://static.hsappstatic.net/MeetingsEmbed/ex/MeetingsEmbedCode.js`. */
  MEETINGS_SCRIPT_URL: ZBrowserUrlSchema.optional(),
};

/** The two meetings settings go together: one without the other is a mistake, refused at start. */
export function meetingsSettingsTogether(
  settings: { MEETINGS_URL?: string | undefined; MEETINGS_SCRIPT_URL?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if ((settings.MEETINGS_URL === undefined) !== (settings.MEETINGS_SCRIPT_URL === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [settings.MEETINGS_URL === undefined ? 'MEETINGS_URL' : 'MEETINGS_SCRIPT_URL'],
      message: 'MEETINGS_URL and MEETINGS_SCRIPT_URL go together: set both or neither',
    });
  }
}

export const ZMeetingsSettingsSchema = z.object(MEETINGS_SETTINGS).superRefine(meetingsSettingsTogether);
export type TMeetingsSettings = z.infer<typeof ZMeetingsSettingsSchema>;

/** The local stand-in (services/gateway/src/meetings.ts): the dialog works offline and in tests. */
export const LOCAL_MEETINGS: MeetingsWidgetUrls = {
  scriptUrl: '/platform/dev/meetings/embed.js',
  pageUrl: '/platform/dev/meetings/book',
};

/**
 * The meetings widget the pages get: the configured one; else the local stand-in outside production,
 * where the gateway serves it; else none (the dialog says online scheduling is unavailable).
 */
export function meetingsWidget(settings: TMeetingsSettings, production: boolean): MeetingsWidgetUrls | null {
  if (settings.MEETINGS_URL && settings.MEETINGS_SCRIPT_URL) {
    return { scriptUrl: settings.MEETINGS_SCRIPT_URL, pageUrl: settings.MEETINGS_URL };
  }
  return production ? null : LOCAL_MEETINGS;
}

/**
 * /platform/runtime-config.json: what the front end needs to know about this deployment (read once by
 * the shell, which hands the remotes their part through useShell()). Never built into a bundle.
 */
export function runtimeConfig(options: {
  production: boolean;
  analyticsEndpoint?: string;
  errorTrackingEndpoint?: string;
  meetings?: MeetingsWidgetUrls | null;
}) {
  return {
    environment: options.production ? 'production' : 'development',
    analyticsEndpoint:
      options.analyticsEndpoint ?? (options.production ? null : '/platform/dev/analytics/event'),
    errorTrackingEndpoint:
      options.errorTrackingEndpoint ?? (options.production ? null : '/platform/dev/analytics/error'),
    mailboxUrl: options.production ? null : '/platform/dev/mailbox',
    meetings: options.meetings === undefined ? meetingsWidget({}, options.production) : options.meetings,
    version: process.env['npm_package_version'] ?? '0.1.0',
  };
}
export type TRuntimeConfig = ReturnType<typeof runtimeConfig>;
