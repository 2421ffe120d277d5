import { randomUUID } from 'node:crypto';
import type { IdentityDeps } from '../deps.js';
import {
  anyAdministrator,
  lockForStartup,
  readBootstrapState,
  writeBootstrapState,
} from '../store/bootstrap-state.js';
import { recordUserEvent } from '../store/events.js';
import { findClashes, findUserById, insertUser, updateUser } from '../store/users.js';

export interface ConfiguredAdmin {
  username: string;
  email: string;
  password: string;
}

/**
 * - `exists`: an administrator exists; nothing changed.
 * - `created`: there was none, so the configured account was created (and is remembered by id).
 * - `restored`: there was none, and the account this bootstrap once created got its rights back.
 * - `refused`: there was none, and the configured username or e-mail belongs to an account this
 *   bootstrap did not create; nobody was promoted. The caller reports it as an error.
 */
export type EnsureAdminOutcome = 'exists' | 'created' | 'restored' | 'refused';

/**
 * Makes sure the deployment has an administrator. Only while none exists does it act, and then it
 * never promotes an account someone else registered: whoever took the configured name after the
 * first administrator renamed or deleted it would otherwise become an administrator at the next
 * start. The account it creates keeps its own password afterwards; the configured one only seeds it.
 */
export async function ensureAdmin(
  deps: Pick<IdentityDeps, 'db' | 'passwords' | 'nudgeOutbox' | 'requiredMonthlyHours'>,
  admin: ConfiguredAdmin,
): Promise<EnsureAdminOutcome> {
  // Hashed before the lock is taken: argon2 takes long enough to hold up other replicas' starts.
  const passwordHash = await deps.passwords.hash(admin.password);
  const outcome = await deps.db.knex.transaction(async (trx): Promise<EnsureAdminOutcome> => {
    await lockForStartup(trx, 'bootstrap-admin');
    if (await anyAdministrator(trx)) return 'exists';

    const rememberedId = await readBootstrapState(trx, 'admin-user-id');
    const remembered = rememberedId ? await findUserById(trx, rememberedId, { forUpdate: true }) : undefined;
    if (remembered) {
      const restored = (await updateUser(trx, remembered.user.id, { isAdmin: true, emailVerified: true }))!;
      await recordUserEvent(trx, 'updated', restored);
      return 'restored';
    }

    const taken = await findClashes(trx, { username: admin.username, email: admin.email });
    if (taken.username || taken.email) return 'refused';
    const user = await insertUser(trx, {
      id: randomUUID(),
      username: admin.username,
      passwordHash,
      email: admin.email.toLowerCase(),
      firstName: 'Site',
      lastName: 'Administrator',
      address: null,
      city: null,
      state: null,
      zipCode: null,
      cellNumber: null,
      cellNumberVerifiedAt: null,
      birthdate: null,
      enrollmentStatus: 'Adult',
      preferredLanguage: 'en',
      requiredMonthlyHours: deps.requiredMonthlyHours,
      requiredHoursSetByAdmin: false,
      isAdmin: true,
      emailVerified: true,
    });
    await writeBootstrapState(trx, 'admin-user-id', user.id);
    await recordUserEvent(trx, 'registered', user);
    return 'created';
  });
  if (outcome === 'created' || outcome === 'restored') deps.nudgeOutbox();
  return outcome;
}
