import type { CurrentUser } from '@tracker/contracts/http/identity';
import { currentUserView } from './medicaid-id-view.js';
import type { Caller, IdentityDeps } from '../deps.js';
import { notAuthenticated } from '../errors.js';
import { findUserById } from '../store/users.js';

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

/** The caller's own account, saying who is behind the session while an administrator impersonates. */
export async function getCurrentUser(deps: IdentityDeps, caller: Caller): Promise<CurrentUser> {
  const user = await findCurrentUser(deps, caller);
  if (!user) throw notAuthenticated();
  return user;
}
