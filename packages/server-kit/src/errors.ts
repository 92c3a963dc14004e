import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { Logger } from './logger.ts';
import { escapeHtml, localeOf } from './request.ts';
import { SERVER_PAGE_SECURITY_HEADERS, setHeaders } from './security-headers.ts';

/** Codes a caller can act on. Each maps to one HTTP status. */
export const ERROR_STATUS = {
  validation: 400,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  csrf: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type services throw. `message` is safe to show; `details` carries field issues. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly details: unknown;
  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Resource'): AppError => new AppError('not_found', `${what} not found.`);

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: unknown;
}

function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (err instanceof z.ZodError) {
    const details = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return new AppError('validation', 'The request is not valid.', details);
  }
  // body-parser errors carry `type` and `status`; they are the caller's fault, never a 500.
  if (typeof err === 'object' && err !== null && 'type' in err) {
    const type = err.type;
    if (type === 'entity.parse.failed')
      return new AppError('bad_request', 'The request body is not valid JSON.');
    if (type === 'entity.too.large')
      return new AppError('payload_too_large', 'The request body is too large.');
    if (type === 'encoding.unsupported' || type === 'charset.unsupported')
      return new AppError('bad_request', 'The request encoding is not supported.');
  }
  // Any other client error raised with a 4xx status (http-errors: a corrupt gzip body, a path
  // with malformed percent-encoding) is the caller's, and answered as such.
  if (typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number') {
    if (err.status === 413) return new AppError('payload_too_large', 'The request body is too large.');
    if (err.status >= 400 && err.status < 500)
      return new AppError('bad_request', 'The request is not valid.');
  }
  // A value PostgreSQL refuses as data (a NUL byte, invalid UTF-8, a number or date out of range)
  // came from the request: it is refused, never a 500.
  const code = sqlStateOf(err);
  if (code && REQUEST_DATA_ERRORS.has(code)) {
    return new AppError('bad_request', 'The request contains a value that cannot be stored.');
  }
  // The database or the disk cannot take a write (full, read-only, failing): nothing the caller did,
  // and nothing was saved; a 503 says "not now" (the service's /health says `db: degraded`).
  const storage = storageFailureOf(err);
  if (storage) return new AppError('unavailable', STORAGE_MESSAGES[storage]);
  // PostgreSQL stopped or restarting, a connection cut: the request may succeed in a moment, which
  // a 503 says (and nginx, load balancers and the front end treat as "try again"), a 500 does not.
  if (isConnectionFailure(err)) {
    return new AppError(
      'unavailable',
      'The service is temporarily unavailable. Please try again in a moment.',
    );
  }
  return undefined;
}

const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * SQLSTATEs that say the server cannot serve now rather than that the query is wrong: the whole
 * class 08 (connection exception), the server shutting down (57P01 admin, 57P02 crash) or not
 * accepting connections yet (57P03, e.g. during recovery), and no connection slot left (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a connection refused, reset or never made (the server is down or unreachable). */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/**
 * node-postgres reports a lost connection, a connect that timed out and a client unusable after
 * either with these messages and no code.
 */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * A dependency could not be reached or dropped the connection (PostgreSQL above all): the error on
 * the request, or one it wraps (Drizzle's query error, fetch's `cause`, a connect's AggregateError).
 */
export function isConnectionFailure(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0 && seen.size < 10) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_ERRORS.has(code)) return true;
    }
    // Duck-typed: errors of Node's own modules may come from another realm (a test's VM context).
    const { message, cause, errors } = e as { message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
  }
  return false;
}

/** Why storage refused a write: what `/health` reports as `db: degraded`. */
export type StorageFailure = 'disk_full' | 'read_only' | 'io_error' | 'insufficient_resources';

const STORAGE_MESSAGES: Record<StorageFailure, string> = {
  disk_full: 'The service cannot save data right now: its storage is full. Please try again later.',
  read_only: 'The service cannot save data right now: its storage is read-only. Please try again later.',
  io_error: 'The service cannot save data right now: its storage is failing. Please try again later.',
  insufficient_resources:
    'The service cannot save data right now: it is out of resources. Please try again later.',
};

/**
 * The storage failure an error is (PostgreSQL's SQLSTATE, or the file system's errno for PGlite's
 * files and stored documents), on the error or one it wraps: the whole class 53 (insufficient
 * resources: disk full 53100, out of memory 53200, a configured limit 53400), except 53300 (no
 * connection slot: an outage, see isConnectionFailure); 25006 (a read-only transaction: a database set
 * read-only, a standby); 58030 (an I/O error).
 */
export function storageFailureOf(err: unknown): StorageFailure | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0 && seen.size < 10) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (code === '53100' || code === 'ENOSPC' || code === 'EDQUOT') return 'disk_full';
    if (code === '25006' || code === 'EROFS') return 'read_only';
    if (code === '58030' || code === 'EIO') return 'io_error';
    if (typeof code === 'string' && /^53[0-9A-Z]{3}$/.test(code) && code !== '53300')
      return 'insufficient_resources';
    const { cause, errors } = e as { cause?: unknown; errors?: unknown };
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
  }
  return undefined;
}

/**
 * SQLSTATEs of values PostgreSQL cannot take, which only a request can bring: invalid byte sequence
 * (a NUL byte), invalid text representation, untranslatable character, string too long, number out
 * of range, invalid or overflowing date. (Not all of class 22: a division by zero is our bug.)
 */
const REQUEST_DATA_ERRORS = new Set(['22021', '22P02', '22P05', '22001', '22003', '22007', '22008']);

/** The PostgreSQL SQLSTATE of an error, on the error itself or on the driver error Drizzle wraps. */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * An error as it may be logged: its type, code and message, never a query's parameters (Drizzle
 * puts them in the message: `Failed query: … params: …`), which can be personal data.
 */
export function loggableError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const clean = (text: string) => text.replace(/\nparams:[\s\S]*$/, '').replace(/params: [\s\S]*$/, '');
  const message = clean(err.message);
  const cause = err.cause instanceof Error ? clean(err.cause.message) : undefined;
  return {
    type: err.name,
    message,
    ...(cause ? { cause } : {}),
    ...(sqlStateOf(err) ? { code: sqlStateOf(err) } : {}),
    ...(err.stack ? { stack: err.stack.replace(err.message, message) } : {}),
  };
}

/**
 * A person's browser opening a page outside the API (a local dev page such as /platform/dev/…): it
 * is shown a page, never the JSON meant for the front end.
 */
function wantsPage(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !req.originalUrl.startsWith('/platform/api/') &&
    req.accepts(['json', 'html']) === 'html'
  );
}

const PAGE_TEXT = {
  ro: {
    notFound: ['Pagina nu a fost găsită', 'Pagina pe care o căutați nu există sau a fost mutată.'],
    error: ['A apărut o eroare!', 'Vă rugăm să încercați din nou.'],
    home: 'Înapoi la pagina principală',
  },
  en: {
    notFound: ['Page not found', 'The page you are looking for does not exist or has moved.'],
    error: ['An error has occurred!', 'Please try again.'],
    home: 'Back to the main page',
  },
} as const;

function sendErrorPage(req: Request, res: Response, status: number): void {
  const locale = localeOf(req);
  const text = PAGE_TEXT[locale];
  const [title, message] = status === 404 ? text.notFound : text.error;
  setHeaders(res, SERVER_PAGE_SECURITY_HEADERS);
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
        `<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">` +
        `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
        `<p><a href="/platform/">${escapeHtml(text.home)}</a></p></body></html>`,
    );
}

/** The one error middleware: answers `{code, message}`; unknown errors are a logged 500 with no internals. */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const known = toAppError(err);
    if (known) {
      const body: ErrorBody = { code: known.code, message: known.message };
      if (known.details !== undefined) body.details = known.details;
      if (known.status >= 500) logger.error({ err: loggableError(err), url: req.path }, known.message);
      const retry = (known.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (known.code === 'rate_limited' && typeof retry === 'number')
        res.setHeader('Retry-After', String(retry));
      // An outage of PostgreSQL or the renderer lasts seconds: clients that honour it come back then.
      if (known.code === 'unavailable') res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
      if (wantsPage(req)) sendErrorPage(req, res, known.status);
      else res.status(known.status).json(body);
      return;
    }
    // The path only: a query string can carry personal data.
    logger.error({ err: loggableError(err), url: req.path, method: req.method }, 'unhandled error');
    if (wantsPage(req)) return sendErrorPage(req, res, 500);
    res.status(500).json({ code: 'internal', message: 'An unexpected error occurred.' } satisfies ErrorBody);
  };
}

/** Unknown paths under a service answer in the same `{code, message}` shape. */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError('not_found', `No route for ${req.method} ${req.path}.`));
};
