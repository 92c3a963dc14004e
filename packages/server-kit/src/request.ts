import type { Request } from 'express';

/**
 * The interface language of a request (docs/spec/behaviour.md §7: Accept-Language carries ro or en), negotiated with the
 * header's quality values; Romanian when absent or when neither is acceptable.
 */
export function localeOf(req: Pick<Request, 'acceptsLanguages'>): 'ro' | 'en' {
  return req.acceptsLanguages('ro', 'en') === 'en' ? 'en' : 'ro';
}

/** Escapes text for HTML content and attribute values (e-mails, server-rendered pages, document templates). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** U+0000, which PostgreSQL text cannot hold, or a lone UTF-16 surrogate, which is not text at all. */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function isUnstorable(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * Where in a request's path, query or JSON body the first unstorable string is (`body.name`,
 * `body.items.2`, `query.q`, `path`), or undefined. Walks without recursion: a body may be nested
 * deeper than the call stack.
 */
export function unstorableTextIn(req: Pick<Request, 'path' | 'query' | 'body'>): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return undefined; // malformed %-encoding: express answers that one itself (400)
  }
  if (isUnstorable(path)) return 'path';
  const pending: Array<[string, unknown]> = [
    ['query', req.query],
    ['body', req.body],
  ];
  while (pending.length > 0) {
    const [where, value] = pending.pop()!;
    if (typeof value === 'string') {
      if (isUnstorable(value)) return where;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (isUnstorable(key)) return `${where}.${key.replace(/[^\w-]/g, '?')}`;
        pending.push([`${where}.${key}`, child]);
      }
    }
  }
  return undefined;
}
