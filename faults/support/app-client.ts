export interface Answer {
  status: number;
  body: unknown;
  /** How long the answer took. */
  ms: number;
}

/** A browser-like client of the gateway: same-origin header, the cookies it was given kept between calls. */
export class AppClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.baseUrl, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, ms: performance.now() - started };
  }

  /** Sets the cookies another client holds, to replay its session. */
  copyCookiesFrom(other: AppClient): void {
    for (const [name, value] of other.cookies) this.cookies.set(name, value);
  }
}

/** True when the answer is an error body the web app can show: a JSON object with a text `message`. */
export function hasMessage(answer: Answer): boolean {
  const { body } = answer;
  return (
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
  );
}
