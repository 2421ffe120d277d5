import type { ListUserLoginsResponse } from '@tracker/contracts/http/admin-users';
import type { Caller, IdentityDeps, RequestContext } from '../deps.js';
import { userNotFound } from '../errors.js';
import { appendAudit } from '../store/audit-log.js';
import { listLoginRecords } from '../store/login-records.js';
import { findUserById } from '../store/users.js';
import { authorizeAdmin } from './shared/authorize-admin.js';

/** A user's most recent login attempts, newest first; the reading is audited. */
export async function listUserLogins(
  deps: IdentityDeps,
  caller: Caller | undefined,
  userId: string,
  limit: number,
  ctx: RequestContext,
): Promise<ListUserLoginsResponse> {
  const { accountableId } = await authorizeAdmin(deps, caller);
  if (!(await findUserById(deps.db.knex, userId))) throw userNotFound();
  await appendAudit(deps.db.knex, {
    actorId: accountableId,
    subjectId: userId,
    action: 'login-history.viewed',
    detail: { limit },
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  return listLoginRecords(deps.db.knex, userId, limit);
}
