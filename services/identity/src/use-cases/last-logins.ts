import type { ListLastLoginsResponse } from '@tracker/contracts/http/admin-users';
import type { Caller, IdentityDeps } from '../deps.js';
import { listLastLogins } from '../store/users.js';
import { authorizeAdmin } from './authorize-admin.js';

/** User id → last successful login, for the users who have one. */
export async function lastLogins(
  deps: IdentityDeps,
  caller: Caller | undefined,
): Promise<ListLastLoginsResponse> {
  await authorizeAdmin(deps, caller);
  const out: ListLastLoginsResponse = {};
  for (const { id, lastLoginAt } of await listLastLogins(deps.db.knex)) out[id] = lastLoginAt.toISOString();
  return out;
}
