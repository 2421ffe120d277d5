import type twilio from 'twilio';

// The media of inbound MMS: fetched from the hosts allowed for them only, then removed from Twilio.

/** What fetching one medium came to: its bytes, or why there are none. */
export type FetchedMedium =
  | { ok: true; bytes: Buffer; contentType: string }
  | { ok: false; problem: 'host' | 'too-large' | 'unavailable' };

/** A medium as Twilio names it in its REST API: the message it came with and its own id. */
export interface MediumRef {
  messageSid: string;
  mediaSid: string;
}

/** Fetches inbound media and removes them from Twilio once they are kept. */
export interface MediaSource {
  fetch(url: string): Promise<FetchedMedium>;
  /** The medium behind a URL Twilio gave, to remove later; null for a URL that is not Twilio's. */
  refOf(url: string): MediumRef | null;
  /** Removes the medium from Twilio; resolves when it is gone (or was already), rejects otherwise. */
  remove(ref: MediumRef): Promise<void>;
}

export interface MediaSourceOptions {
  /** Hosts (`api.twilio.com`) or hosts with a port (`127.0.0.1:8443`) media may come from. */
  allowedHosts: readonly string[];
  /** The account whose credentials fetch media (basic auth) and remove them; none without Twilio. */
  account?: { sid: string; authToken: string; client: Pick<twilio.Twilio, 'api'> };
  /** The largest medium kept, in bytes: the upload limit. */
  maxBytes: number;
  /** Longest wait for each request, in milliseconds. */
  timeoutMs?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 3;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const MEDIUM_PATH = /\/Messages\/((?:MM|SM)[0-9a-fA-F]{32})\/Media\/(ME[0-9a-fA-F]{32})(?:\.json)?$/;

/**
 * Whether `url` may be fetched: on an allowed host (an entry with a port allows that port only), with
 * no credentials of its own, over https, or plain http to this machine (a stand-in, the simulator).
 */
export function isAllowedMediaUrl(url: URL, allowedHosts: readonly string[]): boolean {
  if (url.username !== '' || url.password !== '') return false;
  const hostname = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(hostname))) return false;
  const host = url.host.toLowerCase();
  return allowedHosts.some((entry) => (/:\d+$/.test(entry) ? entry === host : entry === hostname));
}

function parseUrl(text: string, base?: URL): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/** Reads a body up to `limit` bytes; null when it is longer. */
async function readAtMost(response: Response, limit: number): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/**
 * Media fetched as Twilio serves them: the URL of the webhook with the account's credentials, following
 * its redirect to a media host, every hop checked against the allowed hosts before anything is sent to
 * it. The credentials go only to the host the webhook named, never to the one a redirect leads to (a
 * short-lived signed address that needs none). Nothing over `maxBytes` is read to the end.
 */
export function createMediaSource(options: MediaSourceOptions): MediaSource {
  const { allowedHosts, account, maxBytes } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const authorization = account
    ? `Basic ${Buffer.from(`${account.sid}:${account.authToken}`).toString('base64')}`
    : undefined;

  return {
    async fetch(text) {
      let url = parseUrl(text);
      const named = url?.host;
      for (let hop = 0; url !== null && hop <= MAX_REDIRECTS; hop++) {
        if (!isAllowedMediaUrl(url, allowedHosts)) return { ok: false, problem: 'host' };
        const headers: Record<string, string> = {};
        if (authorization && url.host === named) headers.authorization = authorization;
        let response: Response;
        try {
          response = await fetch(url, {
            redirect: 'manual',
            headers,
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch {
          return { ok: false, problem: 'unavailable' };
        }
        if (REDIRECTS.has(response.status)) {
          await response.body?.cancel();
          const location = response.headers.get('location');
          url = location === null ? null : parseUrl(location, url);
          continue;
        }
        if (!response.ok) {
          await response.body?.cancel();
          return { ok: false, problem: 'unavailable' };
        }
        let bytes: Buffer | null;
        try {
          bytes = await readAtMost(response, maxBytes);
        } catch {
          return { ok: false, problem: 'unavailable' };
        }
        if (bytes === null) return { ok: false, problem: 'too-large' };
        const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
        return { ok: true, bytes, contentType: contentType.toLowerCase() };
      }
      return { ok: false, problem: 'unavailable' };
    },

    refOf(text) {
      if (!account) return null;
      const url = parseUrl(text);
      const match = url ? MEDIUM_PATH.exec(url.pathname) : null;
      if (!match?.[1] || !match[2] || !url?.pathname.includes(`/Accounts/${account.sid}/`)) return null;
      return { messageSid: match[1], mediaSid: match[2] };
    },

    async remove(ref) {
      if (!account) return;
      try {
        await account.client.api.v2010
          .accounts(account.sid)
          .messages(ref.messageSid)
          .media(ref.mediaSid)
          .remove();
      } catch (error) {
        // Already gone: what removing it was for.
        if ((error as { status?: number }).status === 404) return;
        throw error;
      }
    },
  };
}
