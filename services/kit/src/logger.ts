import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { type DestinationStream, type Logger, type LevelWithSilent, pino } from 'pino';

export type { Logger } from 'pino';

declare global {
  namespace Express {
    interface Request {
      /** Request id: the caller's `x-request-id` when well formed, else a new uuid. */
      id: string;
      /** Shared by every request that serves one user action, across services. */
      correlationId: string;
      /** Logger bound to this request's ids. */
      log: Logger;
    }
  }
}

const SECRET_KEYS = [
  'password',
  'newPassword',
  'confirmPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'resetToken',
  'emailVerificationToken',
  'authorization',
  'cookie',
  'set-cookie',
  'link',
  'medicaidId',
  'privateKey',
  'SESSION_PRIVATE_KEY',
  'S3_SECRET_ACCESS_KEY',
];

// The redaction library matches exact paths; one wildcard per level covers what services log.
const DEPTHS = 4;

function redactionPaths(): string[] {
  const paths: string[] = [];
  for (const key of SECRET_KEYS) {
    const plain = /^[A-Za-z_$][\w$]*$/.test(key);
    for (let depth = 0; depth < DEPTHS; depth += 1) {
      const wildcards = Array.from({ length: depth }, () => '*');
      paths.push(plain ? [...wildcards, key].join('.') : `${wildcards.join('.')}["${key}"]`);
    }
  }
  return paths;
}

export interface LoggerOptions {
  level?: LevelWithSilent | string;
  /** Where lines go (tests pass a stream they read); standard output by default. */
  destination?: DestinationStream;
}

/** A pino logger named `name` that never writes passwords, tokens, cookies, one-time links or Medicaid ids. */
export function createLogger(name: string, options: LoggerOptions = {}): Logger {
  const settings = {
    name,
    level: options.level ?? 'info',
    redact: { paths: redactionPaths(), censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  // Standard output is written asynchronously: a synchronous write per line held the event loop for
  // as long as the pipe or disk took, which under load was longer than the request it logged. pino
  // flushes what is pending when the process exits.
  return pino(settings, options.destination ?? pino.destination({ dest: 1, sync: false }));
}

// Ids arrive from clients; anything else could forge log lines or headers.
const ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

function wellFormedId(value: string | undefined): string | undefined {
  return value !== undefined && ID_PATTERN.test(value) ? value : undefined;
}

/** The request path without its query string, which can hold one-time tokens. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * Express middleware: request and correlation ids (echoed as response headers), `req.log`, and one
 * line per finished request with method, path (no query string), status and duration.
 */
export function requestContext(logger: Logger): RequestHandler {
  // The request line holds only what is built here (ids that passed ID_PATTERN, the path without its
  // query string), so it skips the redaction pass, which cost more than the rest of a small request.
  const requestLines = logger.child({}, { redact: [] });
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const id = wellFormedId(req.get('x-request-id')) ?? randomUUID();
    const correlationId = wellFormedId(req.get('x-correlation-id')) ?? id;
    req.id = id;
    req.correlationId = correlationId;
    // Made when first used: most requests never log anything but their request line.
    let requestLog: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (requestLog ??= logger.child({ requestId: id, correlationId })),
      set: (value: Logger) => {
        requestLog = value;
      },
    });
    res.setHeader('x-request-id', id);
    res.setHeader('x-correlation-id', correlationId);

    const method = req.method;
    const path = pathOf(req.originalUrl);
    let logged = false;
    const logLine = (aborted: boolean) => {
      if (logged) return;
      logged = true;
      const durationMs = Number((process.hrtime.bigint() - started) / 1000n) / 1000;
      const status = res.statusCode;
      const line = {
        requestId: id,
        correlationId,
        method,
        path,
        status,
        durationMs,
        ...(aborted ? { aborted: true } : {}),
      };
      const message = `${method} ${path} ${aborted ? 'aborted' : status}`;
      if (status >= 500) requestLines.error(line, message);
      else requestLines.info(line, message);
    };
    res.once('finish', () => logLine(false));
    res.once('close', () => logLine(!res.writableFinished));
    next();
  };
}
