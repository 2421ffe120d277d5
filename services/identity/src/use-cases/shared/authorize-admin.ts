import type { Knex } from 'knex';
import type { User } from '../../domain/user.js';
import type { Caller, IdentityDeps } from '../../deps.js';
import { adminRequired, notAuthenticated } from '../../errors.js';
import { findUserById } from '../../store/users.js';

/**
 * The administrator making a request: the session must say so and the account must still say so.
 * While impersonating, the person accountable (for the audit trail) is the administrator behind the session.
 */
export async function authorizeAdmin(
  deps: Pick<IdentityDeps, 'db'>,
  caller: Caller | undefined,
  db: Knex | Knex.Transaction = deps.db.knex,
): Promise<{ admin: User; accountableId: string }> {
  if (!caller) throw notAuthenticated();
  if (!caller.isAdmin) throw adminRequired();
  const found = await findUserById(db, caller.userId);
  if (!found) throw notAuthenticated();
  if (!found.user.isAdmin) throw adminRequired();
  return { admin: found.user, accountableId: caller.actorId ?? caller.userId };
}
