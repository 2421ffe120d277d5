import type { ListUsersResponse } from '@tracker/contracts/http/admin-users';
import { toAdminListItem } from '../domain/user.js';
import type { Caller, IdentityDeps } from '../deps.js';
import { listUsers as listStoredUsers } from '../store/users.js';
import { authorizeAdmin } from './shared/authorize-admin.js';

/** Every account, oldest first, for the administrator's user table. */
export async function listUsers(deps: IdentityDeps, caller: Caller | undefined): Promise<ListUsersResponse> {
  await authorizeAdmin(deps, caller);
  return (await listStoredUsers(deps.db.knex)).map(toAdminListItem);
}
