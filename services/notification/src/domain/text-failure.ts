import { redactSecrets } from './redact.js';

const maxErrorLength = 500;

/** What a failed send may log and keep. */
export interface SendFailure {
  name: string;
  code?: string | number;
  status?: string | number;
  message: string;
}

function scalar(value: unknown): string | number | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

function fieldsOf(error: unknown): Record<string, unknown> {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
}

/**
 * The error's name, code, status and message (without the secret), never the error itself: an HTTP
 * client's error carries the request it made, that is the whole text and the provider's
 * `Authorization` header, and a logger would write all of it.
 */
export function failureOf(error: unknown, secret: string | null | undefined): SendFailure {
  const text = error instanceof Error ? error.message : String(error);
  const fields = fieldsOf(error);
  return {
    name: error instanceof Error ? error.name : typeof error,
    code: scalar(fields.code),
    status: scalar(fields.status),
    message: redactSecrets(text, [secret ?? undefined]).slice(0, maxErrorLength),
  };
}

/**
 * What a failed send tells about trying again:
 * - `refused`: Twilio answered and will answer the same again (a 4xx other than 429: a bad or
 *   unsubscribed number, wrong credentials), so the text is given up at once;
 * - `not-sent`: it surely did not go out (no connection, Twilio busy or failing), so it is tried again;
 * - `unknown`: the request may have reached Twilio (a timeout, a connection cut mid-answer), so trying
 *   again may text the person twice; it is tried again once at most.
 */
export type FailureKind = 'refused' | 'not-sent' | 'unknown';

const notSentCodes: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CERT_HAS_EXPIRED',
]);

export function failureKind(error: unknown): FailureKind {
  const fields = fieldsOf(error);
  const status = typeof fields.status === 'number' ? fields.status : undefined;
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return 'refused';
  }
  if (status !== undefined) return 'not-sent';
  if (typeof fields.code === 'string' && notSentCodes.has(fields.code)) return 'not-sent';
  // A file that could not be written was not sent either.
  if (typeof fields.syscall === 'string' && fields.syscall !== 'read' && fields.syscall !== 'write') {
    return 'not-sent';
  }
  return 'unknown';
}

/** The pause before attempt `attempt + 1`: a minute-scale backoff from `baseMs`, with jitter. */
export function retryDelayMs(attempt: number, baseMs = 2_000, maxMs = 10 * 60_000): number {
  const base = Math.min(maxMs, baseMs * 4 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.75 + Math.random() * 0.5));
}
