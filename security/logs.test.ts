import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  builtInAccounts,
  idOf,
  impersonating,
  linkTokenFor,
  newPassword,
  registerUnverified,
  signIn,
} from './support/actors.js';
import { Client } from './support/client.js';
import {
  infrastructureConfigured,
  leakedSecrets,
  type SecuritySystem,
  startSecuritySystem,
} from './support/system.js';

// Every file of the suite checks its own system's logs at the end. This one walks the flows that
// carry the most secrets (registration with a birthdate, Medicaid ids, e-mailed links, password
// changes and resets, impersonation, malformed bodies) with the system logging at debug level.

/** A Medicaid id shaped like a real one and found nowhere else. */
const medicaidIdLike = () =>
  `${randomInt(10, 99)}${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;

describe.runIf(infrastructureConfigured())('what the system logs, through a day of use', () => {
  let system: SecuritySystem;
  let admin: Account;
  let enrollee: Account & { client: Client };
  const birthdate = '1987-02-13';
  const laterBirthdate = '1986-11-07';
  const medicaidId = medicaidIdLike();

  beforeAll(async () => {
    system = await startSecuritySystem();
    system.keepSecret(birthdate, laterBirthdate, medicaidId);
    admin = (await builtInAccounts(system)).admin;

    // Registration with a birthdate, verified through the link's GET form (the token in the query).
    const account = await registerUnverified(system, { birthdate });
    const token = await linkTokenFor(system, account.email, '/verify-email');
    const verified = await new Client(system).call(
      'GET',
      `/api/verify-email?token=${encodeURIComponent(token)}`,
    );
    expect(verified.status).toBe(200);
    const client = await signIn(system, account.username, account.password);
    enrollee = { ...account, id: await idOf(client), client };
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('takes a Medicaid id and shows it back to its owner', async () => {
    const saved = await enrollee.client.call('PATCH', '/api/user/medicaid-account', {
      json: {
        medicaidState: 'CA',
        medicaidId,
        medicaidStartDate: '2024-01-01',
        medicaidEnrolledThroughDate: '2027-01-01',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await enrollee.client.call('GET', '/api/user')).body).toMatchObject({ medicaidId, birthdate });
    // A birthdate on file is corrected by staff, with the person's own attempt refused.
    const refused = await enrollee.client.call('PATCH', '/api/profile', {
      json: { birthdate: laterBirthdate },
    });
    expect(refused.status, refused.text).toBe(403);
    const adminClient = await signIn(system, admin.username, admin.password);
    const corrected = await adminClient.call('PATCH', `/api/admin/user/${enrollee.id}/requirement`, {
      json: { birthdate: laterBirthdate },
    });
    expect(corrected.status, corrected.text).toBe(200);
    expect(corrected.body.dateOfBirth).toBe(laterBirthdate);
  });

  it('refuses wrong passwords and malformed bodies that carry passwords', async () => {
    const wrong = newPassword();
    system.keepSecret(wrong);
    expect(
      (
        await new Client(system).call('POST', '/api/login', {
          json: { username: enrollee.username, password: wrong },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await new Client(system).call('POST', '/api/login', {
          json: { username: 'nobody-here', password: wrong },
        })
      ).status,
    ).toBe(401);
    for (const path of ['/api/login', '/api/register', '/api/reset-password']) {
      const response = await fetch(`${system.baseUrl}${path}`, {
        method: 'POST',
        headers: { origin: system.appUrl, 'content-type': 'application/json' },
        body: `{"username":"${enrollee.username}","password":"${wrong}","newPassword":"${wrong}",`,
      });
      expect(response.status).toBe(400);
    }
    const malformed = await fetch(`${system.baseUrl}/api/change-password`, {
      method: 'PATCH',
      headers: {
        origin: system.appUrl,
        'content-type': 'application/json',
        cookie: `tracker_session=${enrollee.client.sessionToken}`,
      },
      body: `{"currentPassword":"${enrollee.password}","newPassword":"${wrong}"`,
    });
    expect(malformed.status).toBe(400);
    const bearer = await new Client(system).call('GET', '/api/user', {
      headers: { authorization: `Bearer ${wrong}.${wrong}.${wrong}` },
    });
    expect(bearer.status).toBe(401);
  });

  it('changes and resets the password', async () => {
    const changed = newPassword();
    system.keepSecret(changed);
    const change = await enrollee.client.call('PATCH', '/api/change-password', {
      json: { currentPassword: enrollee.password, newPassword: changed, confirmPassword: changed },
    });
    expect(change.status, change.text).toBe(200);

    expect(
      (await new Client(system).call('POST', '/api/forgot-password', { json: { email: enrollee.email } }))
        .status,
    ).toBe(200);
    const token = await linkTokenFor(system, enrollee.email, '/reset-password');
    const tooShort = await new Client(system).call('POST', '/api/reset-password', {
      json: { token, newPassword: 'short', confirmPassword: 'short' },
    });
    expect(tooShort.status).toBe(400);
    const reset = newPassword();
    system.keepSecret(reset);
    const done = await new Client(system).call('POST', '/api/reset-password', {
      json: { token, newPassword: reset, confirmPassword: reset },
    });
    expect(done.status, done.text).toBe(200);
    const replay = await new Client(system).call('POST', '/api/reset-password', {
      json: { token, newPassword: reset, confirmPassword: reset },
    });
    expect(replay.status).toBe(400);
    enrollee.client = await signIn(system, enrollee.username, reset);
  });

  it('lets an administrator look at the account and act as the enrollee', async () => {
    const adminClient = await signIn(system, admin.username, admin.password);
    const profile = await adminClient.call('GET', `/api/admin/user/${enrollee.id}`);
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).not.toContain(medicaidId);
    expect((await adminClient.call('GET', `/api/admin/user-logins/${enrollee.id}`)).status).toBe(200);
    const acting = await impersonating(system, admin, enrollee.id);
    expect((await acting.call('GET', '/api/user')).status).toBe(200);
    expect((await acting.call('POST', '/api/admin/stop-impersonating')).status).toBe(200);
    expect((await enrollee.client.call('POST', '/api/logout')).status).toBe(200);
  });

  it('logged the walk at debug level, so the check below has something to search', () => {
    const lines = system.logLines.join('');
    expect(system.logLines.length).toBeGreaterThan(100);
    expect(lines).toContain('"level":"debug"');
    expect(lines).toContain('/api/reset-password');
    expect(lines).toContain('/api/verify-email');
  });

  it('wrote no password, token, Medicaid id or birthdate to the logs', () => {
    expect(leakedSecrets(system)).toEqual([]);
  });
});
