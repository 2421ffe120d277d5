import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Cache } from '@tracker/kit/data/cache';
import { healthRoutes } from '@tracker/kit/http/health';
import { errorHandler, notFoundHandler } from '@tracker/kit/http/errors';
import { type Logger, requestContext, startRequestContext } from '@tracker/kit/runtime/logger';
import { createLimiter, createWindowLimiter } from '@tracker/kit/security/rate-limit';
import type { SessionStore } from '@tracker/kit/security/sessions';
import type { SessionKeys } from '@tracker/kit/security/tokens';
import express, { type RequestHandler } from 'express';
import { apiDescription } from './api-description.js';
import { apiGate } from './api-gate.js';
import {
  describeRequest,
  type GatewayRequest,
  type Handler,
  pathOfUrl,
  type TrustProxy,
} from './api-request.js';
import { stripClientHeaders } from './client-headers.js';
import type { GatewayAppConfig, ServiceTargets } from './config.js';
import { sendMessage } from './json-response.js';
import { originCheck } from './origin-check.js';
import { pipeline } from './pipeline.js';
import { addressRateLimit, HEALTH_LIMIT_WAIT_MS, loginFailureLimit } from './rate-limits.js';
import { readinessChecks } from './readiness.js';
import { isApiPath, resolveService } from './routes.js';
import { securityHeaders } from './security-headers.js';
import { createServiceProxies } from './service-proxy.js';
import { sessionCheck } from './session-check.js';
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

/** Express's entry point, which every request of the app goes through. */
type ExpressEntry = { handle(req: IncomingMessage, res: ServerResponse, callback?: unknown): void };

/** The gateway's own middleware under express, which calls it with its richer request and response. */
function asMiddleware(handler: Handler): RequestHandler {
  return handler as unknown as RequestHandler;
}

/**
 * The gateway as an express app without `listen`. An `/api` request never enters express: it runs a
 * pipeline of its own on node's request and response (express sets every request's prototype and walks
 * its router, which cost more than the rest of a proxied request): request ids and log line, security
 * headers, the cross-site check, then one round trip to the store for the address's rate limit and the
 * session (see `apiGate`), the login limit, then the API's description (which the gateway answers
 * itself) or the request streamed to the owning service. Everything else goes through express: the
 * same ids and headers, health, the cross-site check and the web app.
 */
export function createGatewayApp(deps: GatewayDeps): express.Express {
  const { config, cache, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  const trust = app.get('trust proxy fn') as TrustProxy;

  // One counter per address for the API and the health endpoints alike.
  const addressLimiter = createWindowLimiter(cache, {
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

  const startContext = startRequestContext(logger);
  const withContext: Handler = (req, res, next) => {
    startContext(req, res);
    next();
  };
  const withSecurityHeaders = securityHeaders(config.APP_URL);
  const sameSiteOnly = originCheck(config.APP_URL);
  const stripIdentityHeaders = stripClientHeaders();

  const noStore: Handler = (req, res, next) => {
    // A service's own Cache-Control replaces this one when the proxied answer arrives.
    res.setHeader('Cache-Control', 'no-store');
    return stripIdentityHeaders(req, res, next);
  };

  const forwardToOwner: Handler = (req, res, next) => {
    const service = resolveService(req.path);
    if (service === undefined) return sendMessage(res, 404, 'NOT_FOUND', 'Not found');
    const proxy = proxies[service];
    if (proxy === undefined) {
      return sendMessage(
        res,
        503,
        'SERVICE_UNAVAILABLE',
        `The ${service} service is not available in this deployment.`,
      );
    }
    return proxy(req, res, next);
  };

  const api = pipeline(
    withContext,
    withSecurityHeaders,
    sameSiteOnly,
    noStore,
    apiGate({
      limiter: addressLimiter,
      sessions: sessionCheck({
        keys: deps.keys,
        sessions: deps.sessions,
        logger,
        secureCookies: new URL(config.APP_URL).protocol === 'https:',
      }),
      logger,
      maxBodyBytes: Math.floor(config.MAX_BODY_MB * 1024 * 1024),
    }),
    loginLimiter.guard,
    apiDescription(),
    forwardToOwner,
  );

  /** What reaches the end of the pipeline: an error no handler answered, or nothing to answer with. */
  const unanswered = (req: GatewayRequest, res: ServerResponse, error?: unknown) => {
    if (error === undefined) return sendMessage(res, 404, 'NOT_FOUND', 'Not found');
    logger.error({ err: error, requestId: res.getHeader('x-request-id'), path: req.path }, 'unhandled error');
    if (res.headersSent) res.destroy();
    else sendMessage(res, 500, 'INTERNAL_ERROR', 'Something went wrong. Please try again.');
  };

  const entry = app as unknown as ExpressEntry;
  const expressHandle = entry.handle.bind(app);
  entry.handle = (req, res, callback) => {
    const path = pathOfUrl(req.url ?? '/');
    if (!isApiPath(path)) return expressHandle(req, res, callback);
    // The full URL reaches the services: no mount path is cut from it.
    const request = describeRequest(req, path, trust);
    return api(request, res, (error?: unknown) => unanswered(request, res, error ?? undefined));
  };

  app.use(requestContext(logger));
  app.use(asMiddleware(withSecurityHeaders));
  // Public like the rest of the gateway, so the health answers come out of an address's share of the
  // API's; a kubelet probing every few seconds stays far below it.
  app.use(
    ['/healthz', '/readyz'],
    addressRateLimit(addressLimiter, logger, { maxWaitMs: HEALTH_LIMIT_WAIT_MS }),
  );
  app.use(healthRoutes(readinessChecks(cache, deps.targets)));
  app.use(asMiddleware(sameSiteOnly));
  app.use(webApp(config.WEB_DIST));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
