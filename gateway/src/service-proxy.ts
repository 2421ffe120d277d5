import http, { type IncomingMessage, type OutgoingHttpHeader, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Logger } from '@tracker/kit/runtime/logger';
import type { GatewayRequest, Handler } from './api-request.js';
import type { ServiceTargets } from './config.js';
import { sendMessage } from './json-response.js';
import { type ServiceName, serviceNames } from './routes.js';

type ProxyOptions = {
  targets: ServiceTargets;
  logger: Logger;
  /** Sees each service's status before the answer is streamed back. */
  onUpstreamStatus?: (service: ServiceName, req: GatewayRequest, status: number) => void;
  /** How long a service may stay silent (no bytes either way) before the request fails with 504. */
  timeoutMs?: number;
};

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 60_000;

// Hop-by-hop headers (RFC 9110 7.6.1) describe one connection, never the next one; the gateway keeps
// its own connections to the client and to the services.
const hopByHop = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
];

// Replaced with what the gateway itself knows and trusts, or dropped: a client must not name its own
// address, protocol or host to the services. `expect` was already answered by the gateway's server.
const notForwarded: ReadonlySet<string> = new Set([
  ...hopByHop,
  'host',
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-real-ip',
]);

const notReturned: ReadonlySet<string> = new Set([...hopByHop, 'x-powered-by', 'set-cookie']);

const methodsWithoutBody: ReadonlySet<string> = new Set(['DELETE', 'OPTIONS']);

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
function mergeSetCookie(res: ServerResponse, fromService: string[] | undefined): void {
  const own = asList(res.getHeader('set-cookie'));
  if (own.length === 0) {
    if (fromService !== undefined) res.setHeader('set-cookie', fromService);
    return;
  }
  if (fromService === undefined) return;
  const serviceCookies = new Set(fromService.map(cookieName));
  res.setHeader('set-cookie', [...own.filter((c) => !serviceCookies.has(cookieName(c))), ...fromService]);
}

/**
 * The path the service receives: the original path and query, with runs of slashes in the path folded
 * into one as the proxy the gateway used before did.
 */
export function upstreamPath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('//')) return url;
  const folded = path.replace(/\/{2,}/g, '/');
  return query === -1 ? folded : folded + url.slice(query);
}

/**
 * The request headers for the service, as a flat name/value list: the client's, less hop-by-hop and
 * forwarding headers, plus what the gateway trusts: the client address as resolved under `trust proxy`,
 * the protocol and host it was reached on, and the request and correlation ids it answers with.
 */
function forwardedHeaders(req: GatewayRequest, res: ServerResponse, targetHost: string): string[] {
  const headers: string[] = ['host', targetHost];
  const incoming = req.headers;
  for (const name of Object.keys(incoming)) {
    if (notForwarded.has(name)) continue;
    if ((name === 'x-request-id' || name === 'x-correlation-id') && res.hasHeader(name)) continue;
    const value = incoming[name];
    if (value === undefined) continue;
    headers.push(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.push('x-forwarded-for', req.ip ?? req.socket.remoteAddress ?? '');
  headers.push('x-forwarded-proto', req.protocol);
  const host = incoming.host;
  if (host !== undefined) headers.push('x-forwarded-host', host);
  for (const name of ['x-request-id', 'x-correlation-id']) {
    const value = res.getHeader(name);
    if (value !== undefined) headers.push(name, String(value));
  }
  // As the proxy before did: some servers want a length on these even without a body.
  if (incoming['content-length'] === undefined && methodsWithoutBody.has(req.method)) {
    headers.push('content-length', '0');
  }
  return headers;
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return length === undefined ? req.headers['transfer-encoding'] !== undefined : length !== '0';
}

/** Streams the service's answer to the client, pausing the service while the client is slower. */
function streamAnswer(upstream: IncomingMessage, res: ServerResponse): void {
  const resume = () => upstream.resume();
  upstream.on('data', (chunk: Buffer) => {
    if (!res.write(chunk)) {
      upstream.pause();
      res.once('drain', resume);
    }
  });
  upstream.on('end', () => res.end());
  // A service gone mid-answer (the answer emits 'error', "aborted") leaves a truncated answer; the
  // client must not take it for a whole one.
  upstream.on('error', () => res.destroy());
}

/**
 * One forwarder per service, on `node:http` with a keep-alive agent. The full original path and query
 * reach the service, the body is streamed through both ways as it arrives, the forwarding headers
 * carry what the gateway trusts, and the service's status, headers (its `Cache-Control` over the
 * gateway's `no-store`; cookies merged with the gateway's own) and body come back as they are. A
 * service that cannot be reached answers 502, one silent for `timeoutMs` 504, both as JSON naming it;
 * a service failing after its answer began cuts the client's connection. A client that goes away
 * before its answer is complete takes the service's request with it.
 */
export function createServiceProxies(options: ProxyOptions): Partial<Record<ServiceName, Handler>> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;

  const build = (service: ServiceName, target: string): Handler => {
    const url = new URL(target);
    const secure = url.protocol === 'https:';
    const send = secure ? https.request : http.request;
    // Reused upstream connections: without them every request pays a TCP handshake, and the service's
    // `Connection: close` reaches the client, which must reconnect for its next request too.
    const agent = new (secure ? https.Agent : http.Agent)({
      keepAlive: true,
      maxSockets: 256,
      maxFreeSockets: 64,
      timeout: timeoutMs,
    });
    const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const port = url.port === '' ? (secure ? 443 : 80) : Number(url.port);
    const unavailable = `The ${service} service is unavailable. Please try again shortly.`;
    const tooSlow = `The ${service} service did not answer in time. Please try again shortly.`;

    return (req, res) => {
      let timedOut = false;
      let clientGone = false;
      const upstream = send({
        agent,
        hostname,
        port,
        method: req.method,
        path: upstreamPath(req.originalUrl),
        headers: forwardedHeaders(req, res, url.host),
      });

      upstream.on('response', (answer) => {
        const status = answer.statusCode ?? 502;
        options.onUpstreamStatus?.(service, req, status);
        const headers = answer.headers;
        for (const name of Object.keys(headers)) {
          const value = headers[name];
          if (value !== undefined && !notReturned.has(name)) res.setHeader(name, value);
        }
        mergeSetCookie(res, headers['set-cookie']);
        res.writeHead(status, answer.statusMessage);
        streamAnswer(answer, res);
      });

      upstream.setTimeout(timeoutMs, () => {
        timedOut = true;
        upstream.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' }));
      });

      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (clientGone) return;
        options.logger.warn({ err: error, code: error.code, service, path: req.path }, 'upstream failed');
        if (res.headersSent) {
          res.destroy();
          return;
        }
        sendMessage(
          res,
          timedOut ? 504 : 502,
          timedOut ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY',
          timedOut ? tooSlow : unavailable,
        );
      });

      res.on('close', () => {
        if (res.writableFinished) return;
        clientGone = true;
        upstream.destroy();
      });

      if (hasBody(req)) req.pipe(upstream);
      else upstream.end();
    };
  };

  const proxies: Partial<Record<ServiceName, Handler>> = {};
  for (const service of serviceNames) {
    const target = options.targets[service];
    if (target !== undefined) proxies[service] = build(service, target);
  }
  return proxies;
}
