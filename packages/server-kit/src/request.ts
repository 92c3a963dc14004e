import type { Request } from 'express';

/**
 * The interface language of a request (spec §7: Accept-Language carries ro or en), negotiated with the
 * header's quality values; Romanian when absent or when neither is acceptable.
 */
export function localeOf(req: Pick<Request, 'acceptsLanguages'>): 'ro' | 'en' {
  return req.acceptsLanguages('ro', 'en') === 'en' ? 'en' : 'ro';
}

/** Escapes text for HTML content and attribute values (e-mails, server-rendered pages, document templates). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
