import type { ListLastLoginsResponse } from '@tracker/contracts/http/admin-users';
import type { Caller, IdentityDeps } from '../deps.js';
import { listLastLogins as listStoredLastLogins } from '../store/users.js';
import { authorizeAdmin } from './shared/authorize-admin.js';

/** User id → last successful login, for the users who have one. */
export async function listLastLogins(
  deps: IdentityDeps,
  caller: Caller | undefined,
): Promise<ListLastLoginsResponse> {
  await authorizeAdmin(deps, caller);
  const out: ListLastLoginsResponse = {};
  for (const { id, lastLoginAt } of await listStoredLastLogins(deps.db.knex))
    out[id] = lastLoginAt.toISOString();
  return out;
}
