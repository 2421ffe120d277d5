import type { Cache } from '@tracker/kit/cache';
import { healthRoutes } from '@tracker/kit/health';
import { errorHandler, notFoundHandler } from '@tracker/kit/http-errors';
import { type Logger, requestContext } from '@tracker/kit/logger';
import { createLimiter } from '@tracker/kit/rate-limit';
import type { SessionStore } from '@tracker/kit/sessions';
import type { SessionKeys } from '@tracker/kit/tokens';
import express, { type RequestHandler } from 'express';
import { bodyLimit } from './body-limit.js';
import { stripClientHeaders } from './client-headers.js';
import type { GatewayAppConfig, ServiceTargets } from './config.js';
import { sendMessage } from './json-response.js';
import { originCheck } from './origin-check.js';
import { addressRateLimit, HEALTH_LIMIT_WAIT_MS, loginFailureLimit } from './rate-limits.js';
import { readinessChecks } from './readiness.js';
import { isApiPath, resolveService } from './routes.js';
import { securityHeaders } from './security-headers.js';
import { createServiceProxies } from './service-proxy.js';
import { sessionCheck } from './session-check.js';
import { exceptSignedWebhooks } from './signed-webhooks.js';
import { webApp } from './web-app.js';

export type GatewayDeps = {
  config: GatewayAppConfig;
  cache: Cache;
  keys: SessionKeys;
  sessions: SessionStore;
  logger: Logger;
  /** Base URL of each service, e.g. `http://127.0.0.1:4101`. */
  targets: ServiceTargets;
};

/**
 * The gateway as an express app without `listen`: security headers, health, cross-site and session
 * checks, rate limits, then `/api` streamed to the owning service and everything else to the web app.
 */
export function createGatewayApp(deps: GatewayDeps): express.Express {
  const { config, cache, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);

  const addressLimiter = createLimiter(cache, {
    prefix: `${config.RATE_LIMIT_PREFIX}:api`,
    points: config.RATE_LIMIT_PER_MINUTE,
    durationSeconds: 60,
  });
  const loginLimiter = loginFailureLimit(
    createLimiter(cache, {
      prefix: `${config.RATE_LIMIT_PREFIX}:login-failures`,
      points: config.LOGIN_FAILURE_LIMIT,
      durationSeconds: config.LOGIN_FAILURE_WINDOW_MINUTES * 60,
    }),
    logger,
  );
  const proxies = createServiceProxies({
    targets: deps.targets,
    logger,
    onUpstreamStatus: (service, req, status) => {
      if (service === 'identity') loginLimiter.recordAnswer(req, status);
    },
  });

  const noStore: RequestHandler = (_req, res, next) => {
    // A service's own Cache-Control replaces this one when the proxied answer arrives.
    res.set('Cache-Control', 'no-store');
    next();
  };

  const forwardToOwner: RequestHandler = (req, res, next) => {
    const service = resolveService(req.path);
    if (service === undefined) return sendMessage(res, 404, 'Not found');
    const proxy = proxies[service];
    if (proxy === undefined) {
      return sendMessage(res, 503, `The ${service} service is not available in this deployment.`);
    }
    return proxy(req, res, next);
  };

  // Not mounted at '/api': a mount path would be cut from the URL the services must receive whole.
  const api = express.Router();
  api.use(
    noStore,
    stripClientHeaders(),
    addressRateLimit(addressLimiter, logger),
    bodyLimit(Math.floor(config.MAX_BODY_MB * 1024 * 1024)),
    exceptSignedWebhooks(
      sessionCheck({
        keys: deps.keys,
        sessions: deps.sessions,
        logger,
        secureCookies: new URL(config.APP_URL).protocol === 'https:',
      }),
    ),
    loginLimiter.guard,
    forwardToOwner,
  );

  app.use(requestContext(logger));
  app.use(securityHeaders(config.APP_URL));
  // Public like the rest of the gateway, so the health answers come out of an address's share of the
  // API's; a kubelet probing every few seconds stays far below it.
  app.use(
    ['/healthz', '/readyz'],
    addressRateLimit(addressLimiter, logger, { maxWaitMs: HEALTH_LIMIT_WAIT_MS }),
  );
  app.use(healthRoutes(readinessChecks(cache, deps.targets)));
  app.use(originCheck(config.APP_URL));
  app.use((req, res, next) => (isApiPath(req.path) ? api(req, res, next) : next()));
  app.use(webApp(config.WEB_DIST));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
