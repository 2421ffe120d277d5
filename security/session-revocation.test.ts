import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  builtInAccounts,
  impersonating,
  linkTokenFor,
  newPassword,
  registerEnrollee,
  signIn,
} from './support/actors.js';
import { Client } from './support/client.js';
import {
  infrastructureConfigured,
  leakedSecrets,
  type SecuritySystem,
  startSecuritySystem,
} from './support/system.js';

describe.runIf(infrastructureConfigured())('sessions end when they must', () => {
  let system: SecuritySystem;
  let admin: Account & { client: Client };
  let demoId: string;

  /** The status of `GET /api/user` with a copied token. */
  const replay = async (token: string) =>
    (await new Client(system).call('GET', '/api/user', { sessionToken: token })).status;

  /** A new enrollee signed in on two devices. */
  async function enrolleeOnTwoDevices() {
    const account = await registerEnrollee(system);
    const second = await signIn(system, account.username, account.password);
    return { account, first: account.client, second };
  }

  /** A new enrollee made an administrator, signed in again to hold an administrator's session. */
  async function secondAdministrator() {
    const account = await registerEnrollee(system);
    const granted = await admin.client.call('POST', `/api/admin/make-admin/${account.id}`);
    expect(granted.status, granted.text).toBe(200);
    const client = await signIn(system, account.username, account.password);
    expect((await client.call('GET', '/api/admin/users')).status).toBe(200);
    return { account, client };
  }

  beforeAll(async () => {
    system = await startSecuritySystem();
    const builtIn = await builtInAccounts(system);
    admin = builtIn.admin;
    demoId = builtIn.demo.id;
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('logout ends that session and clears its cookie, leaving the person’s other devices signed in', async () => {
    const { first, second } = await enrolleeOnTwoDevices();
    const token = first.sessionToken!;
    const answer = await first.call('POST', '/api/logout');
    expect(answer.status).toBe(200);
    expect(answer.setSessionToken).toBe('');
    expect(await replay(token)).toBe(401);
    expect(await replay(second.sessionToken!)).toBe(200);
  });

  it('a password change ends every session, the changing one’s old token included, and hands out a new one', async () => {
    const { account, first, second } = await enrolleeOnTwoDevices();
    const [oldFirst, oldSecond] = [first.sessionToken!, second.sessionToken!];
    const password = newPassword();
    system.keepSecret(password);
    const answer = await first.call('PATCH', '/api/change-password', {
      json: { currentPassword: account.password, newPassword: password, confirmPassword: password },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.setSessionToken).toBeTruthy();
    expect(await replay(oldFirst)).toBe(401);
    expect(await replay(oldSecond)).toBe(401);
    expect(await replay(first.sessionToken!)).toBe(200);
  });

  it('a password reset from the e-mailed link ends every session', async () => {
    const { account, first } = await enrolleeOnTwoDevices();
    const asked = await new Client(system).call('POST', '/api/forgot-password', {
      json: { email: account.email },
    });
    expect(asked.status).toBe(200);
    const token = await linkTokenFor(system, account.email, '/reset-password');
    const password = newPassword();
    system.keepSecret(password);
    const reset = await new Client(system).call('POST', '/api/reset-password', {
      json: { token, newPassword: password, confirmPassword: password },
    });
    expect(reset.status, reset.text).toBe(200);
    expect(await replay(first.sessionToken!)).toBe(401);
  });

  it('removing administrator rights ends the former administrator’s sessions', async () => {
    const { account, client } = await secondAdministrator();
    const removed = await admin.client.call('POST', `/api/admin/remove-admin/${account.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect(await replay(client.sessionToken!)).toBe(401);
    expect((await client.call('GET', '/api/admin/users')).status).toBe(401);
  });

  it('removing administrator rights also ends an impersonation that administrator is in', async () => {
    const { account } = await secondAdministrator();
    const impersonation = await impersonating(system, account, demoId);
    expect((await impersonation.call('GET', '/api/user')).body.id).toBe(demoId);
    const removed = await admin.client.call('POST', `/api/admin/remove-admin/${account.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect(await replay(impersonation.sessionToken!)).toBe(401);
  });

  it('deleting a user from administration ends their sessions, impersonations they hold included', async () => {
    const { account, client } = await secondAdministrator();
    const impersonation = await impersonating(system, account, demoId);
    const deleted = await admin.client.call('DELETE', `/api/admin/delete-user/${account.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(await replay(client.sessionToken!)).toBe(401);
    expect(await replay(impersonation.sessionToken!)).toBe(401);
  });

  it('deleting one’s own account ends every session of it', async () => {
    const { account, first, second } = await enrolleeOnTwoDevices();
    const token = first.sessionToken!;
    const answer = await first.call('DELETE', '/api/account');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.setSessionToken).toBe('');
    expect(await replay(token)).toBe(401);
    expect(await replay(second.sessionToken!)).toBe(401);
    const again = await new Client(system).call('POST', '/api/login', {
      json: { username: account.username, password: account.password },
    });
    expect(again.status).toBe(401);
  });

  it('wrote no password, token, Medicaid id or birthdate to the logs', () => {
    expect(leakedSecrets(system)).toEqual([]);
  });
});
