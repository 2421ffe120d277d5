import twilio from 'twilio';
import type TwilioRequestClient from 'twilio/lib/base/RequestClient.js';

/**
 * `uri` sent to `base` instead: Twilio's path and query kept whole, after any path `base` has, so a
 * stand-in mounted under a prefix sees the same `/2010-04-01/Accounts/...` paths Twilio would.
 */
export function rebaseUrl(uri: string, base: URL): string {
  const original = new URL(uri);
  const prefix = base.pathname.replace(/\/+$/, '');
  return new URL(`${prefix}${original.pathname}${original.search}`, base.origin).href;
}

/**
 * Twilio's own HTTP client (headers, basic auth, form encoding, timeouts), with every request sent to
 * `base`. The origin is swapped after the library chose it, so no request, whatever Twilio host or
 * region it was meant for, reaches Twilio.
 */
class RebasedRequestClient extends twilio.RequestClient {
  readonly #base: URL;

  constructor(base: URL) {
    super();
    this.#base = base;
  }

  override request<TData>(opts: TwilioRequestClient.RequestOptions<TData>) {
    return super.request<TData>({ ...opts, uri: rebaseUrl(opts.uri, this.#base) });
  }
}

/** Twilio's REST client for the account; with `apiBaseUrl`, talking to a stand-in of Twilio's API. */
export function createTwilioClient(options: {
  accountSid: string;
  authToken: string;
  apiBaseUrl?: string;
}): twilio.Twilio {
  const httpClient = options.apiBaseUrl ? new RebasedRequestClient(new URL(options.apiBaseUrl)) : undefined;
  return twilio(options.accountSid, options.authToken, httpClient ? { httpClient } : {});
}
