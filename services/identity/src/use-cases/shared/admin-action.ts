import type { Knex } from 'knex';
import { type AdminAction, decideAdminAction } from '../../domain/admin-rules.js';
import type { User } from '../../domain/user.js';
import type { Caller, IdentityDeps } from '../../deps.js';
import { adminActionRefused, userNotFound } from '../../errors.js';
import { findUserById } from '../../store/users.js';
import { authorizeAdmin } from './authorize-admin.js';

/**
 * The common start of every administrator action on one user, inside the action's transaction:
 * the caller is an administrator, the subject exists (locked) and the rules allow the action.
 */
export async function beginAdminAction(
  deps: IdentityDeps,
  trx: Knex.Transaction,
  caller: Caller | undefined,
  action: AdminAction,
  subjectId: string,
): Promise<{ admin: User; accountableId: string; subject: User }> {
  const { admin, accountableId } = await authorizeAdmin(deps, caller, trx);
  const found = await findUserById(trx, subjectId, { forUpdate: true });
  if (!found) throw userNotFound();
  const decision = decideAdminAction(action, { actorId: admin.id, subject: found.user });
  if (!decision.allowed) throw adminActionRefused(decision.status, decision.message);
  return { admin, accountableId, subject: found.user };
}
