import type { Limiter } from '@tracker/kit/rate-limit';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from '@tracker/kit/logger';
import { sendMessage } from './json-response.js';

const refusedLoginStatuses = new Set([401, 403, 429]);

function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

function refuse(res: Response, retryAfterSeconds: number, message: string): void {
  res.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  sendMessage(res, 429, message);
}

/** True for the login call in every spelling the identity service's router accepts. */
export function isLoginRequest(req: Request): boolean {
  return req.method === 'POST' && req.path.toLowerCase().replace(/\/$/, '') === '/api/login';
}

/**
 * The general per-address limit on `/api`. When the limiter's store cannot be reached the request goes
 * on: sessions are still checked (and refused) on their own, and throttling everyone would turn a
 * cache outage into a full outage.
 */
export function addressRateLimit(limiter: Limiter, logger: Logger): RequestHandler {
  return async (req, res, next) => {
    let result: Awaited<ReturnType<Limiter['consume']>>;
    try {
      result = await limiter.consume(clientKey(req));
    } catch (error) {
      logger.warn({ err: error }, 'rate limit store unreachable; request not counted');
      return next();
    }
    if (result.allowed) return next();
    refuse(res, result.retryAfterSeconds, 'Too many requests. Please try again later.');
  };
}

/**
 * Counts refused logins per address and turns that address away once it has had too many. Unlike the
 * general limit this fails closed: without the store, guessing passwords would go uncounted.
 */
export function loginFailureLimit(limiter: Limiter, logger: Logger) {
  const guard: RequestHandler = async (req, res, next) => {
    if (!isLoginRequest(req)) return next();
    let state: Awaited<ReturnType<Limiter['isBlocked']>>;
    try {
      state = await limiter.isBlocked(clientKey(req));
    } catch (error) {
      logger.error({ err: error }, 'rate limit store unreachable; refusing a login');
      return sendMessage(res, 503, 'Service temporarily unavailable. Please try again shortly.');
    }
    if (!state.blocked) return next();
    refuse(
      res,
      state.retryAfterSeconds,
      'Too many failed login attempts from this address. Please try again later.',
    );
  };

  /** Called with the identity service's answer to a proxied request. */
  function recordAnswer(req: Request, status: number): void {
    if (!isLoginRequest(req) || !refusedLoginStatuses.has(status)) return;
    limiter.consume(clientKey(req)).catch((error: unknown) => {
      logger.warn({ err: error }, 'rate limit store unreachable; refused login not counted');
    });
  }

  return { guard, recordAnswer };
}
