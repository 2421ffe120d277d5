import type { AdminUserProfile } from '@tracker/contracts/http/admin-users';
import { toAdminProfile } from '../domain/user.js';
import { maskedMedicaidId } from './shared/user-views.js';
import type { Caller, IdentityDeps, RequestContext } from '../deps.js';
import { userNotFound } from '../errors.js';
import { appendAudit } from '../store/audit-log.js';
import { findUserById } from '../store/users.js';
import { authorizeAdmin } from './shared/authorize-admin.js';

/** The read-only profile of one user for an administrator; the reading is audited. */
export async function getUserProfile(
  deps: IdentityDeps,
  caller: Caller | undefined,
  userId: string,
  ctx: RequestContext,
): Promise<AdminUserProfile> {
  const { accountableId } = await authorizeAdmin(deps, caller);
  const found = await findUserById(deps.db.knex, userId);
  if (!found) throw userNotFound();
  await appendAudit(deps.db.knex, {
    actorId: accountableId,
    subjectId: userId,
    action: 'profile.viewed',
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  return toAdminProfile(found.user, maskedMedicaidId(deps, found.user));
}
