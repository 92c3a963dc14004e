import { FILE_SECURITY_HEADERS, setHeaders } from '@conform/server-kit';
import type { Response } from 'express';

/** RFC 6266: an ASCII fallback name and the exact UTF-8 one. */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const clean = name.replace(/[\r\n"\\/]/g, ' ');
  const ascii = clean
    .replace(/[\u2013\u2014]/g, '-')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/**
 * The file's bytes, or the one byte range the browser asked for (a PDF viewer reads a large file in
 * pieces). A range that starts past the end is 416 with the file's size (RFC 9110 §15.5.17), so the
 * client can ask again. Several ranges, a header that does not parse, or an If-Range (there is no
 * validator to compare it with: nothing is cached) get the whole file, as the RFC allows.
 */
export function sendBytes(res: Response, bytes: Uint8Array, headers: Record<string, string>): void {
  const size = bytes.length;
  res.setHeader('Accept-Ranges', 'bytes');
  const req = res.req;
  const ranges = req.headers['if-range'] === undefined ? req.range(size, { combine: true }) : undefined;
  if (ranges === -1) {
    res.status(416).setHeader('Content-Range', `bytes */${size}`);
    // About this request's range only: not something a cache may answer the next request with.
    res.setHeader('Cache-Control', 'no-store');
    res.end();
    return;
  }
  setHeaders(res, headers);
  if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
    const { start, end } = ranges[0]!;
    res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    res.setHeader('Content-Length', String(end - start + 1));
    res.end(bytes.subarray(start, end + 1));
    return;
  }
  res.setHeader('Content-Length', String(size));
  res.end(bytes);
}

/**
 * A file of a company to its browser: the one way the documents service answers with bytes (the
 * current files, the archive, the registers' spreadsheets and drafts), never cached, never sniffed, framed only by our own pages.
 */
export function sendFile(
  res: Response,
  file: { bytes: Uint8Array; name: string; contentType: string; disposition: 'inline' | 'attachment' },
): void {
  res.setHeader('Cache-Control', 'private, no-store');
  setHeaders(res, FILE_SECURITY_HEADERS);
  sendBytes(res, file.bytes, {
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition(file.disposition, file.name),
  });
}
