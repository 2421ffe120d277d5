import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** How many bytes of lines standard output gathers before it writes them. */
export const LOG_BUFFER_BYTES = 4096;
/** The longest a line waits in that buffer when too few others follow it. */
export const LOG_FLUSH_INTERVAL_MS = 1_000;
/** How long `flushLogs` waits for standard output before giving up (a stalled pipe must not hold an exit). */
export const LOG_FLUSH_TIMEOUT_MS = 2_000;

let standardOutput: DestinationStream | undefined;

/**
 * A destination that writes asynchronously and gathers lines up to LOG_BUFFER_BYTES before it writes
 * them (so a busy process makes one write for about twenty request lines instead of one each), and
 * writes what it holds at least every LOG_FLUSH_INTERVAL_MS (so a quiet process shows its lines late by
 * that much at most). A synchronous write per line held the event loop for as long as the pipe or disk
 * took, which under load was longer than the request it logged. What is still buffered is written by
 * `flushLogs` at shutdown and, synchronously, by pino's exit hook on any other exit (a crash,
 * `process.exit`).
 */
export function bufferedDestination(dest: number | string): DestinationStream {
  return pino.destination({
    dest,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_INTERVAL_MS,
  });
}

/** Standard output, shared by every logger of the process so their lines keep their order and one buffer. */
function sharedStandardOutput(): DestinationStream {
  standardOutput ??= bufferedDestination(1);
  return standardOutput;
}

/**
 * Writes out every line `logger` (and the loggers sharing its destination) has buffered, for the way
 * out of the process; resolves once they are written, or after `timeoutMs` at most (a stalled pipe must
 * not hold an exit). Never rejects.
 */
export async function flushLogs(logger: Logger, timeoutMs = LOG_FLUSH_TIMEOUT_MS): Promise<void> {
  const drained = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve(true);
    };
    try {
      logger.flush(done);
    } catch {
      done();
    }
  });
  if (!drained) return;
  // A flush asked for while a write is under way ends with that write and may leave a short tail
  // buffered; nothing is being written now, so the tail goes out at once.
  const stream = (logger as unknown as Record<symbol, { flushSync?: () => void } | undefined>)[
    pino.symbols.streamSym
  ];
  try {
    stream?.flushSync?.();
  } catch {
    // Destroyed or not open: nothing more can be written there.
  }
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
  return pino(settings, options.destination ?? sharedStandardOutput());
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

/** What `requestContext` gives a request; express's `Request` declares the same fields. */
interface ContextRequest extends IncomingMessage {
  id: string;
  correlationId: string;
  log: Logger;
  originalUrl?: string;
}

/** What `req.log` is made from when first read: most requests never log anything but their request line. */
interface LazyRequestLog {
  logger: Logger;
  bindings: { requestId: string; correlationId: string };
  log?: Logger;
}

const requestLogState = Symbol('requestLog');

type WithRequestLog = ContextRequest & { [requestLogState]: LazyRequestLog };

// Shared by every request, so defining `log` gives every request object the same shape.
function getRequestLog(this: WithRequestLog): Logger {
  const state = this[requestLogState];
  return (state.log ??= state.logger.child(state.bindings));
}

function setRequestLog(this: WithRequestLog, value: Logger): void {
  this[requestLogState].log = value;
}

/**
 * `requestContext` on plain node objects, for a server that answers some requests without express
 * (the gateway's `/api`): the same ids, headers, `req.log` and request line.
 */
export function startRequestContext(logger: Logger): (req: IncomingMessage, res: ServerResponse) => void {
  // The request line holds only what is built here (ids that passed ID_PATTERN, the path without its
  // query string), so it skips the redaction pass, which cost more than the rest of a small request.
  const requestLines = logger.child({}, { redact: [] });
  return (incoming, res) => {
    const req = incoming as WithRequestLog;
    const started = performance.now();
    const id = wellFormedId(headerValue(req.headers['x-request-id'])) ?? randomUUID();
    const correlationId = wellFormedId(headerValue(req.headers['x-correlation-id'])) ?? id;
    req.id = id;
    req.correlationId = correlationId;
    req[requestLogState] = { logger, bindings: { requestId: id, correlationId } };
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: true,
      get: getRequestLog,
      set: setRequestLog,
    });
    res.setHeader('x-request-id', id);
    res.setHeader('x-correlation-id', correlationId);

    const method = req.method;
    const path = pathOf(req.originalUrl ?? req.url ?? '/');
    // 'close' follows 'finish' for every answer sent in full, and comes alone for one cut short.
    res.once('close', () => {
      const aborted = !res.writableFinished;
      const durationMs = Math.round((performance.now() - started) * 1000) / 1000;
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
    });
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Express middleware: request and correlation ids (echoed as response headers), `req.log`, and one
 * line per finished request with method, path (no query string), status and duration.
 */
export function requestContext(logger: Logger): RequestHandler {
  const start = startRequestContext(logger);
  return (req, res, next) => {
    start(req, res);
    next();
  };
}
