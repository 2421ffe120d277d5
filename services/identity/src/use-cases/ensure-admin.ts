import { randomUUID } from 'node:crypto';
import type { IdentityDeps } from '../deps.js';
import { recordUserEvent } from '../store/events.js';
import { findUserByEmail, findUserByUsername, insertUser, updateUser } from '../store/users.js';

export interface ConfiguredAdmin {
  username: string;
  email: string;
  password: string;
}

export type EnsureAdminOutcome = 'created' | 'promoted' | 'unchanged';

/**
 * Makes sure the configured administrator exists, is verified and is an administrator. An existing
 * account (found by username, else e-mail) keeps its password.
 */
export async function ensureAdmin(
  deps: Pick<IdentityDeps, 'db' | 'passwords' | 'nudgeOutbox'>,
  admin: ConfiguredAdmin,
): Promise<EnsureAdminOutcome> {
  const outcome = await deps.db.knex.transaction(async (trx): Promise<EnsureAdminOutcome> => {
    const existing =
      (await findUserByUsername(trx, admin.username)) ?? (await findUserByEmail(trx, admin.email));
    if (existing) {
      if (existing.user.isAdmin && existing.user.emailVerified) return 'unchanged';
      const updated = (await updateUser(trx, existing.user.id, { isAdmin: true, emailVerified: true }))!;
      await recordUserEvent(trx, 'updated', updated);
      return 'promoted';
    }
    const user = await insertUser(trx, {
      id: randomUUID(),
      username: admin.username,
      passwordHash: await deps.passwords.hash(admin.password),
      email: admin.email.toLowerCase(),
      firstName: 'Site',
      lastName: 'Administrator',
      address: null,
      city: null,
      state: null,
      zipCode: null,
      cellNumber: null,
      birthdate: null,
      enrollmentStatus: 'Adult',
      preferredLanguage: 'en',
      requiredMonthlyHours: 20,
      isAdmin: true,
      emailVerified: true,
    });
    await recordUserEvent(trx, 'registered', user);
    return 'created';
  });
  if (outcome !== 'unchanged') deps.nudgeOutbox();
  return outcome;
}
