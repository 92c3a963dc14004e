import { FILE_SECURITY_HEADERS, setHeaders } from '@conform/server-kit';
import type { Response } from 'express';

/** RFC 6266: an ASCII fallback name and the exact UTF-8 one. */
function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const clean = name.replace(/[\r\n"\\/]/g, ' ');
  const ascii = clean
    .replace(/[\u2013\u2014]/g, '-')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/**
 * A file of a company to its browser: the one way the documents service answers with bytes (the
 * current files, the archive, the registers' spreadsheets and drafts), never cached, never sniffed, framed only by our own pages.
 */
export function sendFile(
  res: Response,
  file: { bytes: Uint8Array; name: string; contentType: string; disposition: 'inline' | 'attachment' },
): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.bytes.length));
  res.setHeader('Content-Disposition', contentDisposition(file.disposition, file.name));
  res.setHeader('Cache-Control', 'private, no-store');
  setHeaders(res, FILE_SECURITY_HEADERS);
  res.end(file.bytes);
}
