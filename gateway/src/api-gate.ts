import type { Logger } from '@tracker/kit/runtime/logger';
import type { LimitAnswer, WindowLimiter } from '@tracker/kit/security/rate-limit';
import type { IncomingMessage } from 'node:http';
import type { Handler } from './api-request.js';
import { bodyRefusal, refuseBody } from './body-limit.js';
import { clientKey, refuse, TOO_MANY_REQUESTS } from './rate-limits.js';
import {
  nothingToCheck,
  type PreparedCheck,
  type ReadOutcome,
  type SessionChecker,
} from './session-check.js';
import { isSignedWebhook } from './signed-webhooks.js';

type ApiGateOptions = {
  /** The general per-address limit, the same counter the health endpoints count. */
  limiter: WindowLimiter;
  sessions: SessionChecker;
  logger: Logger;
  maxBodyBytes: number;
};

/**
 * Signed webhooks prove their sender with a signature rather than a session: their credentials are
 * dropped unchecked, so nothing unchecked reaches the service and a store outage cannot refuse them.
 */
function dropWebhookCredentials(req: IncomingMessage): PreparedCheck {
  delete req.headers.cookie;
  delete req.headers.authorization;
  return nothingToCheck;
}

/**
 * What every `/api` request passes before it is forwarded, answered in this order: the per-address limit
 * (429 with `Retry-After`), the body limit (411, 413), then the session credentials (dead ones removed,
 * 503 when the store cannot be asked about a live-looking one). The address count and the session read
 * (`GETEX`, which also restarts the idle timeout) go to the store as one command, so a request costs one
 * round trip where it cost three; a request refused for its rate or its body has its answer unchanged.
 */
export function apiGate(options: ApiGateOptions): Handler {
  const { limiter, sessions, logger, maxBodyBytes } = options;
  return async (req, res, next) => {
    const refusal = bodyRefusal(req, maxBodyBytes);
    // A body that will be refused needs no session read.
    const check = isSignedWebhook(req.path)
      ? dropWebhookCredentials(req)
      : refusal === undefined
        ? await sessions.prepare(req)
        : nothingToCheck;

    let limit: (LimitAnswer & { value: string | null }) | undefined;
    let outcome: ReadOutcome;
    try {
      limit = await limiter.consumeAndGetex(clientKey(req), check.read);
      outcome = { value: limit.value };
    } catch (error) {
      logger.warn({ err: error }, 'rate limit store unreachable; request not counted');
      outcome = { error };
    }
    if (limit !== undefined && !limit.allowed) return refuse(res, limit.retryAfterSeconds, TOO_MANY_REQUESTS);
    if (refusal !== undefined) return refuseBody(res, refusal);
    if (await check.finish(req, res, outcome)) next();
  };
}
