/**
 * The platform's security headers, defined once: the gateway sets them in embedded mode, nginx's
 * configuration is rendered from them in cluster mode and in the image (scripts/cluster/plan.ts), and
 * every service's API answers carry them (createServiceApp).
 */

type Headers = Readonly<Record<string, string>>;

/** On everything: no MIME sniffing; the sign-in link's token in a URL never leaves in a Referer. */
const EVERYWHERE: Headers = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

/**
 * Third-party content the pages embed besides the remotes: the contact dialog's meetings widget loads
 * its script from `scriptOrigins` and frames its booking page from `frameOrigins` (see meetingsEmbeds).
 */
export interface PageEmbeds {
  scriptOrigins?: readonly string[];
  frameOrigins?: readonly string[];
}

const sources = (origins: readonly string[] = []) =>
  [...new Set(origins)].map((origin) => ` ${origin}`).join('');

/**
 * The shell's pages. No inline or evaluated script: only the platform's own files, the remotes'
 * origins (a remote served from elsewhere, REMOTE_URL_<AREA>, is loaded as a script) and the configured
 * meetings widget's script. Inline styles are allowed because styled-components writes its rules into
 * <style> elements at run time. Frames: our own PDFs (previews and samples are /platform/api URLs) and
 * the meetings widget's booking page.
 * `frame-ancestors 'none'`: no other site can frame a page to trick a click (clickjacking).
 */
export function pageSecurityHeaders(remoteOrigins: readonly string[] = [], embeds: PageEmbeds = {}): Headers {
  const remotes = sources(remoteOrigins);
  const policy = [
    "default-src 'self'",
    `script-src 'self'${sources([...remoteOrigins, ...(embeds.scriptOrigins ?? [])])}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${remotes}`,
    `frame-src 'self' blob:${sources(embeds.frameOrigins)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { ...EVERYWHERE, 'Content-Security-Policy': policy, 'X-Frame-Options': 'DENY' };
}

/** API answers (JSON, events): nothing in them runs, and nothing frames them. */
export const API_SECURITY_HEADERS: Headers = {
  ...EVERYWHERE,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/**
 * A small page a service writes itself (the not-found and error pages a browser gets outside the
 * shell): no script at all, its own inline styles, framed by no one.
 */
export const SERVER_PAGE_SECURITY_HEADERS: Headers = {
  ...EVERYWHERE,
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/**
 * A document or sample file (PDF, DOCX, XLSX, ZIP): the platform's own pages show PDFs in a frame
 * (preview, sample), so our origin may frame it and no other. Only `frame-ancestors`: a `default-src`
 * on the PDF itself would also apply to the browser's PDF viewer.
 */
export const FILE_SECURITY_HEADERS: Headers = {
  ...EVERYWHERE,
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
};

/** Origins (scheme://host[:port]) of the absolute http(s) URLs among these; a relative URL is 'self'. */
export function originsOf(urls: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** Origins of the remotes served from elsewhere: absolute entries of remotes.json. */
export function remoteOriginsOf(entries: Iterable<string>): string[] {
  return originsOf(entries);
}

/** The contact dialog's meetings widget (runtime config): its embed script and the booking page it frames. */
export interface MeetingsWidgetUrls {
  scriptUrl: string;
  pageUrl: string;
}

/** What the pages' policy must allow for the configured meetings widget (nothing when there is none). */
export function meetingsEmbeds(meetings: MeetingsWidgetUrls | null | undefined): PageEmbeds {
  if (!meetings) return {};
  return { scriptOrigins: originsOf([meetings.scriptUrl]), frameOrigins: originsOf([meetings.pageUrl]) };
}

/** Sets headers on an express or node response. */
export function setHeaders(res: { setHeader(name: string, value: string): unknown }, headers: Headers): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
