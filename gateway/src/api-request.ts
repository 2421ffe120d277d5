import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseUrl } from 'node:url';

/**
 * What the gateway's handlers read of a request. An express request has all of it (as getters); an
 * `/api` request, which never goes through express, gets it worked out once by `describeRequest`.
 */
export interface GatewayRequest extends IncomingMessage {
  method: string;
  url: string;
  /** The path without the query string, as express's `req.path` gives it. */
  path: string;
  /** The client's address as resolved under `trust proxy`, as express's `req.ip`. */
  ip: string | undefined;
  /** `http` or `https` as resolved under `trust proxy`, as express's `req.protocol`. */
  protocol: string;
  /** The URL as the client sent it. */
  originalUrl: string;
}

/** A handler of the `/api` pipeline: express's middleware signature on plain node objects. */
export type Handler = (
  req: GatewayRequest,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void | Promise<void>;

/** Express's compiled `trust proxy` setting: whether the address `index` hops away is a trusted proxy. */
export type TrustProxy = (address: string | undefined, index: number) => boolean;

/**
 * The path of a request URL without its query, exactly as express's `req.path` (parseurl) works it
 * out: a plain origin-form URL is cut at its `?`; anything else goes through node's URL parser.
 */
export function pathOfUrl(url: string): string {
  if (url.charCodeAt(0) !== 0x2f /* / */) return parseUrl(url).pathname ?? '';
  let end = url.length;
  for (let i = 1; i < url.length; i += 1) {
    switch (url.charCodeAt(i)) {
      case 0x3f /* ? */:
        if (end === url.length) end = i;
        break;
      case 0x09:
      case 0x0a:
      case 0x0c:
      case 0x0d:
      case 0x20:
      case 0x23 /* # */:
      case 0xa0:
      case 0xfeff:
        return parseUrl(url).pathname ?? '';
    }
  }
  return url.slice(0, end);
}

/** The addresses of `X-Forwarded-For`, nearest first, as the `forwarded` package reads them. */
function forwardedFor(header: string): string[] {
  const list: string[] = [];
  let end = header.length;
  let start = header.length;
  for (let i = header.length - 1; i >= 0; i -= 1) {
    switch (header.charCodeAt(i)) {
      case 0x20 /* space */:
        if (start === end) start = end = i;
        break;
      case 0x2c /* , */:
        if (start !== end) list.push(header.substring(start, end));
        start = end = i;
        break;
      default:
        start = i;
        break;
    }
  }
  if (start !== end) list.push(header.substring(start, end));
  return list;
}

/** A header as one string (node gives lists only for `set-cookie`). */
function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The client's address as express's `req.ip` resolves it (proxy-addr): the nearest untrusted hop. */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string | undefined {
  const socketAddress = req.socket.remoteAddress;
  const header = single(req.headers['x-forwarded-for']);
  if (header === undefined || header === '') return socketAddress;
  const addresses = [socketAddress, ...forwardedFor(header)];
  for (let i = 0; i < addresses.length - 1; i += 1) {
    if (!trust(addresses[i], i)) return addresses[i];
  }
  return addresses[addresses.length - 1];
}

/** `http` or `https` as express's `req.protocol` resolves it: `X-Forwarded-Proto` only from a trusted proxy. */
export function clientProtocol(req: IncomingMessage, trust: TrustProxy): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (!trust(req.socket.remoteAddress, 0)) return own;
  const header = single(req.headers['x-forwarded-proto']) || own;
  const comma = header.indexOf(',');
  return comma === -1 ? header.trim() : header.substring(0, comma).trim();
}

/** Gives a plain node request what the handlers read of it (see `GatewayRequest`). */
export function describeRequest(req: IncomingMessage, path: string, trust: TrustProxy): GatewayRequest {
  const described = req as GatewayRequest;
  described.path = path;
  described.originalUrl = req.url ?? '/';
  described.ip = clientAddress(req, trust);
  described.protocol = clientProtocol(req, trust);
  return described;
}
