import type { CurrentUser } from '@tracker/contracts/http/identity';
import { maskMedicaidId } from '../domain/medicaid-id.js';
import { toCurrentUser, type User } from '../domain/user.js';
import type { IdentityDeps } from '../deps.js';

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
