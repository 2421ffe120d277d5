import { afterAll, describe, expect, it } from 'vitest';
import { registerEnrollee, signIn } from './support/actors.js';
import {
  infrastructureConfigured,
  queryDatabase,
  type SecuritySystem,
  startSecuritySystem,
} from './support/system.js';

// The bootstrap administrator is configured by name. Whoever registers that name after the first
// administrator renamed or deleted itself must not become an administrator at the next start
// (a rollout, a new replica, a crash).
const ADMIN = {
  ADMIN_USERNAME: 'bootstrap_admin',
  ADMIN_EMAIL: 'bootstrap-admin@example.org',
  ADMIN_PASSWORD: 'Bootstrap-Admin-Password-31',
};

describe.runIf(infrastructureConfigured())('the bootstrap administrator across restarts', () => {
  let system: SecuritySystem | undefined;

  const restart = async () => {
    const databaseName = system!.databaseName;
    await system!.stop();
    system = await startSecuritySystem({ env: ADMIN, databaseName, keepDatabase: true });
  };
  const isAdministrator = async (username: string) => {
    const rows = await queryDatabase<{ is_admin: boolean }>(
      system!,
      'select is_admin from identity.users where lower(username) = lower($1)',
      [username],
    );
    return rows[0]?.is_admin;
  };

  afterAll(async () => {
    await system?.stop(false);
  });

  it('never makes a stranger who took the configured name an administrator', async () => {
    system = await startSecuritySystem({ env: ADMIN, keepDatabase: true });
    const admin = await signIn(system, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);

    // The administrator renames itself; a stranger registers the configured name and address.
    const renamed = await admin.call('PATCH', '/api/profile', { json: { username: 'renamed_admin' } });
    expect(renamed.status, renamed.text).toBe(200);
    const byName = await registerEnrollee(system, { username: ADMIN.ADMIN_USERNAME });
    await restart();
    expect(await isAdministrator(byName.username)).toBe(false);
    const stranger = await signIn(system, byName.username, byName.password);
    expect((await stranger.call('GET', '/api/admin/users')).status).toBe(403);

    // Then the last administrator deletes its own account: a start now finds none, and still
    // promotes nobody; it says so in the log instead.
    const again = await signIn(system, 'renamed_admin', ADMIN.ADMIN_PASSWORD);
    expect((await again.call('DELETE', '/api/account')).status).toBe(200);
    await restart();
    expect(await isAdministrator(byName.username)).toBe(false);
    expect(await queryDatabase(system, 'select id from identity.users where is_admin')).toEqual([]);
    const refusal = system.logLines.find((line) => line.includes('nobody was made an administrator'));
    expect(refusal).toBeDefined();
    expect(JSON.parse(refusal!).level).toBe('error');
  });
});
