import type { LastLoginsResponse } from '@tracker/contracts/http/admin-users';
import type { Caller, IdentityDeps } from '../deps.js';
import { listLastLogins } from '../store/users.js';
import { authorizeAdmin } from './authorize-admin.js';

/** User id → last successful login, for the users who have one. */
export async function lastLogins(
  deps: IdentityDeps,
  caller: Caller | undefined,
): Promise<LastLoginsResponse> {
  await authorizeAdmin(deps, caller);
  const out: LastLoginsResponse = {};
  for (const { id, lastLoginAt } of await listLastLogins(deps.db.knex)) out[id] = lastLoginAt.toISOString();
  return out;
}
