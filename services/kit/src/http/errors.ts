import { type ErrorBody, fieldErrorsFrom } from '@tracker/contracts/errors';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { pathOf } from '../runtime/logger.js';

/** The JSON body of an error answer: `message`, `code`, optional `fieldErrors`, and any extra fields a client reads. */
export type HttpErrorBody = ErrorBody & Record<string, unknown>;

/** An error that becomes exactly this status, body and headers when it reaches `errorHandler`. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    readonly body: HttpErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again shortly.';

/**
 * The one way to make a refusal: its status, its stable code, the message people read, and any extra
 * fields (`fieldErrors`, or what a client needs to say it in its own words).
 */
export function httpError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): HttpError {
  return new HttpError(status, { message, code, ...extra }, headers);
}

/** 400 with the message and, for forms, one message per field. */
export function badRequest(
  message: string,
  fieldErrors?: Record<string, string>,
  code = 'INVALID_REQUEST',
): HttpError {
  return httpError(400, code, message, fieldErrors ? { fieldErrors } : {});
}

/** 404 naming what is missing. */
export function notFound(message: string, code = 'NOT_FOUND'): HttpError {
  return httpError(404, code, message);
}

/** 429 with a `Retry-After` header. */
export function tooManyRequests(
  message: string,
  retryAfterSeconds: number,
  code = 'TOO_MANY_REQUESTS',
): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return httpError(429, code, message, {}, { 'Retry-After': String(seconds) });
}

/** Parses `value` with `schema` or throws 400 with the first issue's message and one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw badRequest(first?.message ?? 'Invalid request', fieldErrorsFrom(result.error));
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // Postgres: admin shutdown, crash shutdown, cannot connect now, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_NAMES = new Set(['KnexTimeoutError', 'MaxRetriesPerRequestError']);
const UNAVAILABLE_MESSAGES = [
  /^Timeout acquiring a connection/,
  /^Connection terminated/,
  /^Connection is closed/,
  /^Command timed out/,
  /^Client has encountered a connection error/,
  // ioredis refusing a command while its connection is down (the kit's cache does not queue then).
  /^Stream isn't writeable/,
];

/** True when `error` says the database, cache or broker cannot be reached (so the answer is 503, not 500). */
export function isUnavailableError(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, name, message, cause, errors } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  if (Array.isArray(errors) && errors.some((inner) => isUnavailableError(inner, depth + 1))) return true;
  return isUnavailableError(cause, depth + 1);
}

function send(
  res: Response,
  status: number,
  body: HttpErrorBody,
  headers: Record<string, string> = {},
): void {
  res.status(status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Cache-Control', 'no-store');
  res.json(body);
}

/** A body-parser failure the client caused: bad JSON, too large, wrong charset. */
function clientBodyError(error: unknown): { status: number; code: string; message: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, status, expose, message } = error as {
    type?: unknown;
    status?: unknown;
    expose?: unknown;
    message?: unknown;
  };
  if (type === 'entity.parse.failed')
    return { status: 400, code: 'INVALID_JSON', message: 'Invalid JSON body' };
  if (type === 'entity.too.large')
    return { status: 413, code: 'BODY_TOO_LARGE', message: 'Request body too large' };
  if (
    typeof type === 'string' &&
    expose === true &&
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    typeof message === 'string'
  ) {
    return { status, code: 'INVALID_REQUEST', message };
  }
  return undefined;
}

/**
 * Last express middleware: `HttpError` → its status and body; body-parser errors → 400/413;
 * an unreachable database or cache → 503; anything else → 500 with a generic message, details logged.
 * Every error answer carries `Cache-Control: no-store`.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    const log = req.log ?? logger;
    const context = { requestId: req.id, method: req.method, path: pathOf(req.originalUrl ?? req.url) };
    if (res.headersSent) {
      log.error({ ...context, err: error }, 'error after the response started');
      next(error);
      return;
    }
    if (error instanceof HttpError) {
      if (error.status >= 500) log.warn({ ...context, status: error.status }, error.message);
      send(res, error.status, error.body, error.headers);
      return;
    }
    const bodyError = clientBodyError(error);
    if (bodyError) {
      send(res, bodyError.status, { message: bodyError.message, code: bodyError.code });
      return;
    }
    if (isUnavailableError(error)) {
      log.warn({ ...context, err: error }, 'dependency unavailable');
      send(res, 503, { message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
      return;
    }
    log.error({ ...context, err: error }, 'unhandled error');
    send(res, 500, { message: 'Something went wrong. Please try again.', code: 'INTERNAL_ERROR' });
  };
}

/** Answers JSON 404 `Not found` for any route nothing else handled. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  send(res, 404, { message: 'Not found', code: 'NOT_FOUND' });
};
