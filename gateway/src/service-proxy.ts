import { Agent, type IncomingMessage, type OutgoingHttpHeader, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@tracker/kit/logger';
import type { ServiceTargets } from './config.js';
import { sendMessage } from './json-response.js';
import { type ServiceName, serviceNames } from './routes.js';

type ProxyOptions = {
  targets: ServiceTargets;
  logger: Logger;
  /** Sees each service's status before the answer is streamed back. */
  onUpstreamStatus?: (service: ServiceName, req: Request, status: number) => void;
  /** How long a service may stay silent before the request fails. */
  timeoutMs?: number;
};

function cookieName(setCookie: string): string {
  return setCookie.split('=', 1)[0]?.trim() ?? '';
}

function asList(header: OutgoingHttpHeader | string[] | undefined): string[] {
  if (header === undefined) return [];
  return Array.isArray(header) ? header.map(String) : [String(header)];
}

/**
 * Cookies the gateway decided on (clearing a dead session) survive the service's own `Set-Cookie`,
 * which would otherwise replace them; a cookie the service sets itself wins over the gateway's.
 */
function mergeSetCookie(res: ServerResponse, upstream: IncomingMessage): void {
  const own = asList(res.getHeader('set-cookie'));
  if (own.length === 0) return;
  const fromService = asList(upstream.headers['set-cookie']);
  const serviceNamesSet = new Set(fromService.map(cookieName));
  upstream.headers['set-cookie'] = [
    ...own.filter((c) => !serviceNamesSet.has(cookieName(c))),
    ...fromService,
  ];
}

const untrustedForwardingHeaders = ['forwarded', 'x-forwarded-port', 'x-forwarded-prefix', 'x-real-ip'];

/**
 * Written into the incoming headers, which the proxy copies when it opens the upstream request; the
 * values are read first because `req.ip` and `req.protocol` derive from the very headers replaced here.
 */
function setForwardingHeaders(req: Request, res: Response): void {
  const clientAddress = req.ip ?? req.socket.remoteAddress ?? '';
  const protocol = req.protocol;
  const host = req.get('host');
  for (const name of untrustedForwardingHeaders) delete req.headers[name];
  req.headers['x-forwarded-for'] = clientAddress;
  req.headers['x-forwarded-proto'] = protocol;
  if (host === undefined) delete req.headers['x-forwarded-host'];
  else req.headers['x-forwarded-host'] = host;
  for (const name of ['x-request-id', 'x-correlation-id']) {
    const value = res.getHeader(name);
    if (value !== undefined) req.headers[name] = String(value);
  }
}

function isResponse(target: Response | Socket): target is Response {
  return typeof (target as Response).writeHead === 'function';
}

/**
 * One streaming proxy per service. The full original path and query reach the service unchanged, the
 * body is piped through as it arrives, and the forwarding headers carry what the gateway trusts (the
 * client address as resolved under `trust proxy`, the request and correlation ids).
 */
export function createServiceProxies(options: ProxyOptions): Partial<Record<ServiceName, RequestHandler>> {
  const build = (service: ServiceName, target: string): RequestHandler => {
    // Reused upstream connections: without them every request pays a TCP handshake, and the service's
    // `Connection: close` reaches the client, which must reconnect for its next request too.
    const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 60_000 });
    const proxy = createProxyMiddleware<Request, Response>({
      target,
      agent,
      changeOrigin: true,
      xfwd: false,
      proxyTimeout: options.timeoutMs ?? 60_000,
      on: {
        proxyRes(proxyRes, req, res) {
          delete proxyRes.headers['x-powered-by'];
          mergeSetCookie(res, proxyRes);
          options.onUpstreamStatus?.(service, req, proxyRes.statusCode ?? 502);
        },
        error(error, req, res) {
          const code = (error as NodeJS.ErrnoException).code;
          options.logger.warn({ err: error, code, service, path: req.path }, 'upstream failed');
          if (!isResponse(res) || res.headersSent) {
            res.destroy();
            return;
          }
          sendMessage(res, 502, `The ${service} service is unavailable. Please try again shortly.`);
        },
      },
    });
    return (req, res, next) => {
      setForwardingHeaders(req, res);
      return proxy(req, res, next);
    };
  };
  const proxies: Partial<Record<ServiceName, RequestHandler>> = {};
  for (const service of serviceNames) {
    const target = options.targets[service];
    if (target !== undefined) proxies[service] = build(service, target);
  }
  return proxies;
}
