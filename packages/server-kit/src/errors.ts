import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import type { Logger } from './logger.ts';

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
  return undefined;
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
      if (known.status >= 500) logger.error({ err, url: req.originalUrl }, known.message);
      const retry = (known.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (known.code === 'rate_limited' && typeof retry === 'number')
        res.setHeader('Retry-After', String(retry));
      res.status(known.status).json(body);
      return;
    }
    logger.error({ err, url: req.originalUrl, method: req.method }, 'unhandled error');
    res.status(500).json({ code: 'internal', message: 'An unexpected error occurred.' } satisfies ErrorBody);
  };
}

/** Unknown paths under a service answer in the same `{code, message}` shape. */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError('not_found', `No route for ${req.method} ${req.path}.`));
};
