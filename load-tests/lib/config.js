// Settings shared by every scenario, read from k6's -e flags.
import http from 'k6/http';
import { check, fail } from 'k6';

export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/$/, '');
/** Enrollee accounts are `${USER_PREFIX}${n}` for n in 1..USER_COUNT, all with USER_PASSWORD. */
export const USER_PREFIX = __ENV.USER_PREFIX || 'loadtest-';
export const USER_COUNT = Number(__ENV.USER_COUNT || 1000);
export const USER_PASSWORD = __ENV.USER_PASSWORD || '';
export const ADMIN_USERNAME = __ENV.ADMIN_USERNAME || 'admin';
export const ADMIN_PASSWORD = __ENV.ADMIN_PASSWORD || '';

/**
 * The capacity targets every scenario is held to: under 0.1% failed requests; reads p95 under
 * 200 ms and p99 under 500 ms; writes p95 under 400 ms. Requests are tagged `kind: read|write`.
 */
export const thresholds = {
  http_req_failed: ['rate<0.001'],
  'http_req_duration{kind:read}': ['p(95)<200', 'p(99)<500'],
  'http_req_duration{kind:write}': ['p(95)<400'],
  checks: ['rate>0.999'],
};

// State-changing calls must carry the application's own Origin (cross-site protection).
const writeHeaders = { Origin: BASE_URL };

export function read(path, name) {
  const response = http.get(`${BASE_URL}${path}`, { tags: { kind: 'read', name: name || path } });
  check(response, { [`${name || path} answered 200`]: (r) => r.status === 200 });
  return response;
}

export function write(method, path, body, { name, json = true, expected = [200, 201, 204] } = {}) {
  const params = {
    tags: { kind: 'write', name: name || path },
    headers: json ? { ...writeHeaders, 'Content-Type': 'application/json' } : writeHeaders,
  };
  const payload = json && body !== undefined ? JSON.stringify(body) : body;
  const response = http.request(method, `${BASE_URL}${path}`, payload, params);
  check(response, { [`${name || path} succeeded`]: (r) => expected.includes(r.status) });
  return response;
}

/** Signs in; the session cookie stays in this virtual user's cookie jar. */
export function login(username, password) {
  if (!password) fail('set USER_PASSWORD / ADMIN_PASSWORD with -e');
  const response = write('POST', '/api/login', { username, password }, { name: '/api/login' });
  if (response.status !== 200) fail(`login of ${username} failed with ${response.status}`);
}

/** The enrollee account this virtual user plays. */
export function enrolleeFor(vu) {
  return `${USER_PREFIX}${((vu - 1) % USER_COUNT) + 1}`;
}
