import http from 'node:http';
import https from 'node:https';
import twilio from 'twilio';
import type TwilioRequestClient from 'twilio/lib/base/RequestClient.js';
import type TwilioResponseModule from 'twilio/lib/http/response.js';

type TwilioResponse<T> = TwilioResponseModule.default<T>;

/**
 * `uri` sent to `base` instead: Twilio's path and query kept whole, after any path `base` has, so a
 * stand-in mounted under a prefix sees the same `/2010-04-01/Accounts/...` paths Twilio would.
 */
export function rebaseUrl(uri: string, base: URL): string {
  const original = new URL(uri);
  const prefix = base.pathname.replace(/\/+$/, '');
  return new URL(`${prefix}${original.pathname}${original.search}`, base.origin).href;
}

/** Twilio's form and query encoding: one `name=value` per value, arrays repeated. */
export function formEncode(values: object): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? (value as unknown[]) : [value]) form.append(name, String(one));
  }
  return form.toString();
}

export interface TwilioTransportOptions {
  /** Where every request goes instead of Twilio's hosts (a stand-in), when given. */
  base?: URL;
  /** Longest wait for an answer, in milliseconds. */
  timeoutMs: number;
  /** Connections kept open to Twilio: as many as texts are sent at once. */
  maxSockets: number;
}

/**
 * The HTTP transport under Twilio's REST client, on Node's own HTTP(S) agents with keep-alive: the
 * library builds the request (paths, form fields, credentials, headers) and reads the answer
 * (resources, `RestException`) as always, but without the generic client it ships (axios, qs),
 * which costs more CPU per text than the rest of sending it. Errors carry a code and a message, never
 * the request, so its credentials cannot end up in a log. With `base`, the origin is swapped after the
 * library chose it, so no request, whatever Twilio host or region it was meant for, reaches Twilio.
 */
class LeanRequestClient extends twilio.RequestClient {
  readonly #base: URL | undefined;
  readonly #timeoutMs: number;
  readonly #agents: { http: http.Agent; https: https.Agent };

  constructor(options: TwilioTransportOptions) {
    super({ timeout: options.timeoutMs });
    this.#base = options.base;
    this.#timeoutMs = options.timeoutMs;
    const agentOptions = {
      keepAlive: true,
      maxSockets: options.maxSockets,
      maxFreeSockets: options.maxSockets,
    };
    this.#agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };
  }

  override async request<TData>(
    opts: TwilioRequestClient.RequestOptions<TData>,
  ): Promise<TwilioResponse<TData>> {
    const url = new URL(this.#base ? rebaseUrl(opts.uri, this.#base) : opts.uri);
    if (opts.params) {
      const query = formEncode(opts.params);
      if (query !== '') url.search = query;
    }
    const headers: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(opts.headers ?? {})) {
      if (typeof value === 'string') headers[name] = value;
    }
    if (opts.username && opts.password) {
      headers.Authorization = `Basic ${Buffer.from(`${opts.username}:${opts.password}`).toString('base64')}`;
    } else if (opts.authStrategy) {
      headers.Authorization = await opts.authStrategy.getAuthString();
    }
    const body = opts.data ? formEncode(opts.data) : undefined;
    if (body !== undefined) headers['Content-Length'] = Buffer.byteLength(body);
    const secure = url.protocol === 'https:';
    const timeoutMs = opts.timeout ?? this.#timeoutMs;

    return new Promise((resolve, reject) => {
      const request = (secure ? https : http).request(
        url,
        {
          method: opts.method.toUpperCase(),
          headers,
          agent: secure ? this.#agents.https : this.#agents.http,
          timeout: timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              statusCode: response.statusCode ?? 0,
              // A string: the library parses it, for a resource and for a `RestException` alike.
              body: Buffer.concat(chunks).toString('utf8') as TData,
              headers: response.headers,
            } as TwilioResponse<TData>),
          );
        },
      );
      request.on('timeout', () => {
        request.destroy(
          Object.assign(new Error(`Twilio did not answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' }),
        );
      });
      request.on('error', reject);
      request.end(body);
    });
  }
}

/**
 * Twilio's REST client for the account; with `apiBaseUrl`, talking to a stand-in of Twilio's API. With
 * a proxy (`HTTP_PROXY`) or a CA bundle of its own (`TWILIO_CA_BUNDLE`) to honour, the library's own
 * HTTP client is used, which handles both.
 */
export function createTwilioClient(options: {
  accountSid: string;
  authToken: string;
  apiBaseUrl?: string;
  timeoutMs?: number;
  maxSockets?: number;
}): twilio.Twilio {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const ownTransport = process.env.HTTP_PROXY === undefined && process.env.TWILIO_CA_BUNDLE === undefined;
  if (!ownTransport && options.apiBaseUrl === undefined) {
    return twilio(options.accountSid, options.authToken, { timeout: timeoutMs });
  }
  const httpClient = new LeanRequestClient({
    base: options.apiBaseUrl ? new URL(options.apiBaseUrl) : undefined,
    timeoutMs,
    maxSockets: options.maxSockets ?? 64,
  });
  return twilio(options.accountSid, options.authToken, { httpClient });
}
