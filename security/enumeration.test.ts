import { randomUUID } from 'node:crypto';
import { uniqueName } from '@tracker/kit/testing/environment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  newPassword,
  registerEnrollee,
  registerUnverified,
  registrationFor,
} from './support/actors.js';
import { type Answer, Client } from './support/client.js';
import {
  infrastructureConfigured,
  leakedSecrets,
  type SecuritySystem,
  startSecuritySystem,
} from './support/system.js';

// Whether an account exists must not show in what login, registration, forgot-password or
// resend-verification answer. That unknown logins cost as much as known ones (a password check on a
// dummy hash) is checked in services/identity/test/api/login-security.test.ts, where the hasher can be watched.

/** What an attacker can compare between two answers. */
function visible(answer: Answer) {
  return {
    status: answer.status,
    body: answer.body,
    contentType: answer.headers.get('content-type'),
    setsSession: answer.setSessionToken !== undefined,
  };
}

describe.runIf(infrastructureConfigured())('no account enumeration, through the gateway', () => {
  let system: SecuritySystem;
  let known: Account;
  let unverified: Omit<Account, 'id'>;

  const post = (path: string, json: unknown) => new Client(system).call('POST', path, { json });
  const unknownName = () => uniqueName('nobody');

  beforeAll(async () => {
    system = await startSecuritySystem();
    known = await registerEnrollee(system);
    unverified = await registerUnverified(system);
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('login: a wrong password and an unknown username get the same answer', async () => {
    const wrongPassword = await post('/api/login', {
      username: known.username,
      password: 'Wrong-password-1',
    });
    const unknown = await post('/api/login', { username: unknownName(), password: 'Wrong-password-1' });
    expect(wrongPassword.status).toBe(401);
    expect(visible(unknown)).toEqual(visible(wrongPassword));
  });

  it('login: a wrong password and an unknown e-mail address get the same answer', async () => {
    const wrongPassword = await post('/api/login', { username: known.email, password: 'Wrong-password-2' });
    const unknown = await post('/api/login', {
      username: `${unknownName()}@example.org`,
      password: 'Wrong-password-2',
    });
    expect(wrongPassword.status).toBe(401);
    expect(visible(unknown)).toEqual(visible(wrongPassword));
  });

  it('login: an unverified account with a wrong password answers like any wrong password', async () => {
    const unverifiedWrong = await post('/api/login', {
      username: unverified.username,
      password: 'Wrong-password-3',
    });
    const unknown = await post('/api/login', { username: unknownName(), password: 'Wrong-password-3' });
    expect(visible(unverifiedWrong)).toEqual(visible(unknown));
  });

  it('registration: a taken username and a taken e-mail address get the same answer as a new account', async () => {
    const fresh = await post('/api/register', registrationFor(uniqueName('fresh'), newPassword()));
    const takenUsername = await post(
      '/api/register',
      registrationFor(known.username, newPassword(), { email: `${unknownName()}@example.org` }),
    );
    const takenEmail = await post(
      '/api/register',
      registrationFor(uniqueName('other'), newPassword(), { email: known.email }),
    );
    expect(fresh.status).toBe(201);
    expect(visible(takenUsername)).toEqual(visible(fresh));
    expect(visible(takenEmail)).toEqual(visible(fresh));
  });

  it('registration with a taken e-mail address creates nothing and leaves the account as it was', async () => {
    const password = newPassword();
    system.keepSecret(password);
    await post('/api/register', registrationFor(uniqueName('squatter'), password, { email: known.email }));
    const original = await post('/api/login', { username: known.email, password: known.password });
    expect(original.status).toBe(200);
    expect(original.body.username).toBe(known.username);
    const squatter = await post('/api/login', { username: known.email, password });
    expect(squatter.status).toBe(401);
  });

  it('forgot-password: a known and an unknown e-mail address get the same answer', async () => {
    const forKnown = await post('/api/forgot-password', { email: known.email });
    const forUnknown = await post('/api/forgot-password', { email: `${unknownName()}@example.org` });
    expect(forKnown.status).toBe(200);
    expect(visible(forUnknown)).toEqual(visible(forKnown));
  });

  it('resend-verification: unverified, verified and unknown addresses get the same answer', async () => {
    const forUnverified = await post('/api/resend-verification', { email: unverified.email });
    const forVerified = await post('/api/resend-verification', { email: known.email });
    const forUnknown = await post('/api/resend-verification', { email: `${randomUUID()}@example.org` });
    expect(forUnverified.status).toBe(200);
    expect(visible(forVerified)).toEqual(visible(forUnverified));
    expect(visible(forUnknown)).toEqual(visible(forUnverified));
  });

  it('wrote no password, token, Medicaid id or birthdate to the logs', () => {
    expect(leakedSecrets(system)).toEqual([]);
  });
});
