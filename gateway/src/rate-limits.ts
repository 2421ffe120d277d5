import type { ServerResponse } from 'node:http';
import type { Limiter, LimitAnswer } from '@tracker/kit/security/rate-limit';
import type { Logger } from '@tracker/kit/runtime/logger';
import type { RequestHandler } from 'express';
import type { GatewayRequest, Handler } from './api-request.js';
import { sendMessage } from './json-response.js';

/** The address a request is counted under: the client as resolved under `trust proxy`. */
export function clientKey(req: GatewayRequest): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** 429 with the whole seconds until the address may try again. */
export function refuse(res: ServerResponse, retryAfterSeconds: number, message: string): void {
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  sendMessage(res, 429, 'TOO_MANY_REQUESTS', message);
}

/** True for the login call in every spelling the identity service's router accepts. */
export function isLoginRequest(req: GatewayRequest): boolean {
  return req.method === 'POST' && req.path.toLowerCase().replace(/\/$/, '') === '/api/login';
}

/**
 * How long a health check waits for the rate-limit store before it is answered uncounted: a slow
 * Redis must not fail the liveness probes and restart every gateway at once.
 */
export const HEALTH_LIMIT_WAIT_MS = 250;

export interface AddressRateLimitOptions {
  /** Lets the request through uncounted when the store has not answered by then. */
  maxWaitMs?: number;
}

function withinTime<T>(work: Promise<T>, ms: number | undefined): Promise<T> {
  if (ms === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The general per-address limit as a middleware of its own (the health endpoints; `/api` counts the
 * same counter in its gate, along with the session read). When the limiter's store cannot be reached
 * the request goes on: sessions are still checked (and refused) on their own, and throttling everyone
 * would turn a cache outage into a full outage.
 */
export function addressRateLimit(
  limiter: Pick<Limiter, 'consume'>,
  logger: Logger,
  options: AddressRateLimitOptions = {},
): RequestHandler {
  return async (req, res, next) => {
    let result: LimitAnswer;
    try {
      result = await withinTime(limiter.consume(clientKey(req)), options.maxWaitMs);
    } catch (error) {
      logger.warn({ err: error }, 'rate limit store unreachable; request not counted');
      return next();
    }
    if (result.allowed) return next();
    refuse(res, result.retryAfterSeconds, TOO_MANY_REQUESTS);
  };
}

/**
 * Limits the logins per address that do not succeed. Each attempt pays a point before it is forwarded,
 * so a parallel burst cannot outrun the count while identity is still checking passwords, and a
 * success gives its point back. Unlike the general limit this fails closed: without the store,
 * guessing passwords would go uncounted.
 */
export function loginFailureLimit(limiter: Limiter, logger: Logger) {
  // The key each forwarded login paid under: only those are given a point back, under the same key.
  const paidBy = new WeakMap<GatewayRequest, string>();

  const guard: Handler = async (req, res, next) => {
    if (!isLoginRequest(req)) return next();
    const key = clientKey(req);
    let result: Awaited<ReturnType<Limiter['consume']>>;
    try {
      result = await limiter.consume(key);
    } catch (error) {
      logger.error({ err: error }, 'rate limit store unreachable; refusing a login');
      return sendMessage(
        res,
        503,
        'SERVICE_UNAVAILABLE',
        'Service temporarily unavailable. Please try again shortly.',
      );
    }
    if (!result.allowed) {
      return refuse(
        res,
        result.retryAfterSeconds,
        'Too many failed login attempts from this address. Please try again later.',
      );
    }
    paidBy.set(req, key);
    next();
  };

  /** Called with the identity service's answer to a proxied request. */
  function recordAnswer(req: GatewayRequest, status: number): void {
    const key = paidBy.get(req);
    if (key === undefined || status < 200 || status >= 300) return;
    paidBy.delete(req);
    limiter.reward(key).catch((error: unknown) => {
      logger.warn({ err: error }, 'rate limit store unreachable; a successful login still counts');
    });
  }

  return { guard, recordAnswer };
}
