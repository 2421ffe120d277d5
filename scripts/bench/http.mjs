// What every measurement shares: logging in, a timed autocannon run with its own latency samples
// (autocannon reports no p95), percentiles, and the multipart body the web app sends to log an activity.
import autocannon from 'autocannon';

/** The `q` quantile of ascending `sorted` samples, nearest rank, rounded to 0.1 ms. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return Math.round(sorted[index] * 10) / 10;
}

/** p50, p95 and p99 of unsorted samples in milliseconds. */
export function percentiles(samples) {
  const sorted = Float64Array.from(samples).sort();
  return { p50Ms: quantile(sorted, 0.5), p95Ms: quantile(sorted, 0.95), p99Ms: quantile(sorted, 0.99) };
}

/** Logs in through `baseUrl` and returns the `Cookie` header value that carries the session. */
export async function login(baseUrl, origin, username, password) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok)
    throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Runs `work` over `items`, `concurrency` at a time; resolves with the results in order. */
export async function pool(items, concurrency, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** Spreads `cookies` over the requests in turn, so the load comes from many sessions, as from many people. */
export function rotateCookies(cookies) {
  let turn = 0;
  return (request) => ({
    ...request,
    headers: { ...request.headers, cookie: cookies[turn++ % cookies.length] },
  });
}

/**
 * One autocannon run for `seconds` (or `amount` requests). `vary(request)` may change each request
 * (its cookie, its body). Resolves with throughput, p50/p95/p99 over every answer, and the failures
 * (errors, timeouts and answers outside 2xx).
 */
export function load({ url, method = 'GET', headers = {}, body, vary, connections, seconds, amount }) {
  return new Promise((resolve, reject) => {
    const samples = [];
    const options = {
      url,
      method,
      headers,
      body,
      connections,
      ...(amount === undefined ? { duration: seconds } : { amount }),
      ...(vary ? { requests: [{ setupRequest: vary }] } : {}),
    };
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      resolve({
        requests: result.requests.total,
        requestsPerSecond: Math.round(result.requests.total / result.duration),
        ...percentiles(samples),
        failures: result.errors + result.timeouts + result.non2xx,
        ok: result['2xx'],
        seconds: Math.round(result.duration * 10) / 10,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
}

const BOUNDARY = '----tracker-bench-boundary';

/** A `multipart/form-data` activity as the web app's form sends it; returns the body and its headers. */
export function activityForm({ type, hours, date, description }) {
  const fields = { type, hours: String(hours), date, description };
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: `${parts.join('')}--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}
