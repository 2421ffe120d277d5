import type { CurrentUser } from '@tracker/contracts/http/identity';
import { toCurrentUser } from '../domain/user.js';
import type { Caller, IdentityDeps } from '../deps.js';
import { notAuthenticated } from '../errors.js';
import { findUserById } from '../store/users.js';

/** The caller's own account, saying who is behind the session while an administrator impersonates. */
export async function getCurrentUser(deps: IdentityDeps, caller: Caller): Promise<CurrentUser> {
  const found = await findUserById(deps.db.knex, caller.userId);
  if (!found) throw notAuthenticated();
  if (caller.actorId === undefined) return toCurrentUser(found.user);
  const impersonator = await findUserById(deps.db.knex, caller.actorId);
  return toCurrentUser(found.user, { username: impersonator?.user.username ?? 'unknown administrator' });
}
