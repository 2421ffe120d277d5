import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, builtInAccounts, registerEnrollee, IMPERSONATION_REASON } from './support/actors.js';
import { Client } from './support/client.js';
import {
  infrastructureConfigured,
  leakedSecrets,
  type SecuritySystem,
  startSecuritySystem,
} from './support/system.js';

/** The status of `GET /api/user` with `token` replayed from another client, as a thief would. */
async function replayStatus(system: SecuritySystem, token: string): Promise<number> {
  return (await new Client(system).call('GET', '/api/user', { sessionToken: token })).status;
}

describe.runIf(infrastructureConfigured())('the session token rotates when privileges change', () => {
  let system: SecuritySystem;
  let admin: Account;
  let enrollee: Account & { client: Client };
  let demoId: string;

  beforeAll(async () => {
    system = await startSecuritySystem();
    const builtIn = await builtInAccounts(system);
    admin = builtIn.admin;
    demoId = builtIn.demo.id;
    enrollee = await registerEnrollee(system);
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('gives a new token at login and ends the session the browser held before', async () => {
    const browser = new Client(system);
    const first = await browser.call('POST', '/api/login', {
      json: { username: enrollee.username, password: enrollee.password },
    });
    expect(first.status).toBe(200);
    const before = browser.sessionToken!;

    // The same browser signs in again, still sending the first cookie.
    const second = await browser.call('POST', '/api/login', {
      json: { username: enrollee.username, password: enrollee.password },
    });
    expect(second.status).toBe(200);
    expect(second.setSessionToken).toBeTruthy();
    expect(second.setSessionToken).not.toBe(before);
    expect(await replayStatus(system, before)).toBe(401);
    expect(await replayStatus(system, browser.sessionToken!)).toBe(200);
  });

  it('gives a new token when someone else signs in on the same browser', async () => {
    const browser = new Client(system);
    await browser.call('POST', '/api/login', {
      json: { username: enrollee.username, password: enrollee.password },
    });
    const enrolleeToken = browser.sessionToken!;
    const answer = await browser.call('POST', '/api/login', {
      json: { username: admin.username, password: admin.password },
    });
    expect(answer.status).toBe(200);
    expect(browser.sessionToken).not.toBe(enrolleeToken);
    expect(await replayStatus(system, enrolleeToken)).toBe(401);
  });

  it('gives a new token when impersonation starts and when it stops, ending the one before each time', async () => {
    const browser = new Client(system);
    await browser.call('POST', '/api/login', {
      json: { username: admin.username, password: admin.password },
    });
    const adminToken = browser.sessionToken!;

    const started = await browser.call('POST', `/api/admin/impersonate/${demoId}`, {
      json: { reason: IMPERSONATION_REASON },
    });
    expect(started.status).toBe(200);
    const impersonationToken = browser.sessionToken!;
    expect(impersonationToken).not.toBe(adminToken);
    expect(await replayStatus(system, adminToken)).toBe(401);
    const asDemo = await browser.call('GET', '/api/user');
    expect(asDemo.body).toMatchObject({ id: demoId, isImpersonating: true, isAdmin: false });

    const stopped = await browser.call('POST', '/api/admin/stop-impersonating');
    expect(stopped.status).toBe(200);
    const backToAdmin = browser.sessionToken!;
    expect([adminToken, impersonationToken]).not.toContain(backToAdmin);
    expect(await replayStatus(system, impersonationToken)).toBe(401);
    expect(await replayStatus(system, adminToken)).toBe(401);
    expect((await browser.call('GET', '/api/admin/users')).status).toBe(200);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, for the whole site', async () => {
    const response = await fetch(`${system.baseUrl}/api/login`, {
      method: 'POST',
      headers: { origin: system.appUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ username: enrollee.username, password: enrollee.password }),
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('tracker_session='));
    system.keepSecret(cookie?.split(';')[0]?.split('=')[1]);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
  });

  it('wrote no password, token, Medicaid id or birthdate to the logs', () => {
    expect(leakedSecrets(system)).toEqual([]);
  });
});
