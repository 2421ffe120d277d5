import type { CurrentUser } from '@tracker/contracts/http/identity';
import type { Caller, IdentityDeps } from '../deps.js';
import { notAuthenticated } from '../errors.js';
import { findCurrentUser } from './shared/user-views.js';

/** The caller's own account, saying who is behind the session while an administrator impersonates. */
export async function getCurrentUser(deps: IdentityDeps, caller: Caller): Promise<CurrentUser> {
  const user = await findCurrentUser(deps, caller);
  if (!user) throw notAuthenticated();
  return user;
}
