import { uniqueName } from '@tracker/kit/testing/environment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerEnrollee } from './support/actors.js';
import { type Answer, Client } from './support/client.js';
import {
  infrastructureConfigured,
  leakedSecrets,
  type SecuritySystem,
  startSecuritySystem,
} from './support/system.js';

// Tight limits, and a gateway that trusts the proxy on this machine to say who the client is, so each
// scenario can come from addresses of its own (documentation ranges, RFC 5737).
const LOGIN_FAILURES = 4;
const REQUESTS_PER_MINUTE = 30;
const EMAILS_PER_HOUR = 3;

let nextHost = 1;
/** A client address no other scenario uses. */
const newAddress = () => `203.0.113.${nextHost++}`;

function expectRetryAfter(answer: Answer, maxSeconds: number): void {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.headers.get('retry-after'));
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  expect(answer.body.message).toEqual(expect.any(String));
}

describe.runIf(infrastructureConfigured())('rate limits, through the gateway', () => {
  let system: SecuritySystem;
  let account: Account;

  const call = (address: string, method: string, path: string, json?: unknown) =>
    new Client(system).call(method, path, { json, headers: { 'x-forwarded-for': address } });
  const login = (address: string, username: string, password: string) =>
    call(address, 'POST', '/api/login', { username, password });

  beforeAll(async () => {
    system = await startSecuritySystem({
      env: {
        TRUST_PROXY: 'loopback',
        // The gateway's limit per address and identity's per account share this setting.
        LOGIN_FAILURE_LIMIT: String(LOGIN_FAILURES),
        RATE_LIMIT_PER_MINUTE: String(REQUESTS_PER_MINUTE),
        EMAIL_REQUEST_LIMIT: String(EMAILS_PER_HOUR),
      },
    });
    account = await registerEnrollee(system);
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('locks an account after repeated wrong passwords, whichever addresses they come from', async () => {
    let answer: Answer | undefined;
    let attempts = 0;
    for (; attempts <= LOGIN_FAILURES; attempts += 1) {
      answer = await login(newAddress(), account.username, 'Wrong-password-1');
      if (answer.status !== 401) break;
    }
    expect(attempts).toBeGreaterThanOrEqual(LOGIN_FAILURES - 1);
    expectRetryAfter(answer!, 15 * 60);
    // The right password does not get through the lock either.
    expectRetryAfter(await login(newAddress(), account.username, account.password), 15 * 60);
  });

  it('turns an address away after repeated refused logins, whichever accounts they name', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < LOGIN_FAILURES; attempt += 1) {
      expect((await login(address, uniqueName('nobody'), 'Wrong-password-2')).status).toBe(401);
    }
    const refused = await login(address, uniqueName('nobody'), 'Wrong-password-2');
    expectRetryAfter(refused, 15 * 60);
    expect(refused.body.message).toMatch(/address/i);
    // Another address is not affected.
    expect((await login(newAddress(), uniqueName('nobody'), 'Wrong-password-2')).status).toBe(401);
  });

  it('checks at most the limit of passwords when guesses for one account arrive all at once', async () => {
    const target = await registerEnrollee(system);
    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, i) => login(newAddress(), target.username, `Wrong-password-${i}`)),
    );
    // A 401 is a password that was checked; every other guess was turned away before any check.
    expect(burst.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(LOGIN_FAILURES);
    expect(burst.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(
      24 - LOGIN_FAILURES,
    );
  });

  it('forwards at most the limit of logins from one address that arrive all at once', async () => {
    const address = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 24 }, () => login(address, uniqueName('nobody'), 'Wrong-password-3')),
    );
    expect(burst.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(LOGIN_FAILURES);
    for (const refused of burst.filter((answer) => answer.status !== 401)) expectRetryAfter(refused, 15 * 60);
  });

  it('limits the requests of one address per minute', async () => {
    const address = newAddress();
    for (let request = 0; request < REQUESTS_PER_MINUTE; request += 1) {
      expect((await call(address, 'GET', '/api/sms/number')).status).toBe(200);
    }
    expectRetryAfter(await call(address, 'GET', '/api/sms/number'), 60);
    expectRetryAfter(await call(address, 'POST', '/api/login', { username: 'x', password: 'y' }), 60);
    expect((await call(newAddress(), 'GET', '/api/sms/number')).status).toBe(200);
  });

  it('limits the e-mails sent to one e-mail address, whoever asks', async () => {
    // The registration's verification e-mail was the first of the address's allowance.
    for (let request = 1; request < EMAILS_PER_HOUR; request += 1) {
      expect(
        (await call(newAddress(), 'POST', '/api/forgot-password', { email: account.email })).status,
      ).toBe(200);
    }
    expectRetryAfter(
      await call(newAddress(), 'POST', '/api/forgot-password', { email: account.email }),
      60 * 60,
    );
  });

  it('wrote no password, token, Medicaid id or birthdate to the logs', () => {
    expect(leakedSecrets(system)).toEqual([]);
  });
});
