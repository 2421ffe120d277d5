import type { CurrentUser } from '@tracker/contracts/http/identity';
import { maskMedicaidId } from '../../domain/medicaid-id.js';
import { toCurrentUser, type User } from '../../domain/user.js';
import type { Caller, IdentityDeps } from '../../deps.js';
import { findUserById } from '../../store/users.js';

/** The user's Medicaid id in clear text, for the user. */
export function openMedicaidId(deps: IdentityDeps, user: User): string | null {
  return user.sealedMedicaidId === null ? null : deps.medicaidIds.open(user.sealedMedicaidId, user.id);
}

/** The user's Medicaid id as administrators see it: the last 4 characters. */
export function maskedMedicaidId(deps: IdentityDeps, user: User): string | null {
  const medicaidId = openMedicaidId(deps, user);
  return medicaidId === null ? null : maskMedicaidId(medicaidId);
}

/**
 * The account as its owner sees it. While an administrator impersonates, the Medicaid id is masked
 * as on every administrator screen: impersonation is for support, not for reading the full id.
 */
export function currentUserView(
  deps: IdentityDeps,
  user: User,
  impersonator?: { username: string },
): CurrentUser {
  const medicaidId = impersonator ? maskedMedicaidId(deps, user) : openMedicaidId(deps, user);
  return toCurrentUser(user, medicaidId, impersonator);
}

/** The caller's own account, or null when it is gone; says who is behind an impersonating session. */
export async function findCurrentUser(deps: IdentityDeps, caller: Caller): Promise<CurrentUser | null> {
  const found = await findUserById(deps.db.knex, caller.userId);
  if (!found) return null;
  if (caller.actorId === undefined) return currentUserView(deps, found.user);
  const impersonator = await findUserById(deps.db.knex, caller.actorId);
  return currentUserView(deps, found.user, {
    username: impersonator?.user.username ?? 'unknown administrator',
  });
}
