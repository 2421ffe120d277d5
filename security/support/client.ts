import { SESSION_COOKIE } from '@tracker/kit/security/tokens';
import type { SecuritySystem } from './system.js';

/** What a call sends besides its method and path. */
export interface CallOptions {
  json?: unknown;
  /** `application/x-www-form-urlencoded` fields. */
  form?: Record<string, string>;
  multipart?: FormData;
  headers?: Record<string, string>;
  /** The `Origin` header: the app's own by default; null sends none. */
  origin?: string | null;
  /** Send this session token instead of the client's own; null sends no session. */
  sessionToken?: string | null;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON the server answers
  body: any;
  text: string;
  /** The session token the answer set, '' when it cleared the cookie, undefined when it did neither. */
  setSessionToken: string | undefined;
}

function sessionTokenSet(headers: Headers): string | undefined {
  for (const line of headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const index = pair.indexOf('=');
    if (pair.slice(0, index).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(index + 1).trim();
    const cleared = /max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line);
    return cleared ? '' : value;
  }
  return undefined;
}

/**
 * A caller of the system through its gateway, like a browser on the app's pages: it sends the app's
 * origin and keeps the session cookie the server sets (and clears).
 */
export class Client {
  /** The session token this client holds, if any. */
  sessionToken: string | undefined;

  constructor(
    private readonly system: Pick<SecuritySystem, 'baseUrl' | 'appUrl' | 'keepSecret'>,
    options: { sessionToken?: string } = {},
  ) {
    this.sessionToken = options.sessionToken;
  }

  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const origin = options.origin === undefined ? this.system.appUrl : options.origin;
    if (origin !== null) headers.origin = origin;
    const token = options.sessionToken === undefined ? this.sessionToken : options.sessionToken;
    if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;

    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.multipart !== undefined) {
      body = options.multipart;
    }

    const response = await fetch(`${this.system.baseUrl}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') {
      parsed = JSON.parse(text);
    }
    const setSessionToken = sessionTokenSet(response.headers);
    if (setSessionToken !== undefined) {
      this.system.keepSecret(setSessionToken);
      // Only the client's own session follows the server's cookies.
      if (options.sessionToken === undefined) this.sessionToken = setSessionToken || undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed, text, setSessionToken };
  }
}
