import type { Activity } from '@tracker/contracts/http/activities';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { userNotFound } from '../errors.js';
import { hasActivities, listActivitiesOf } from '../store/activities.js';
import { userIsKnown } from '../store/users.js';
import { viewActivities } from './shared/activity-view.js';
import { isRecordId } from '../domain/record-id.js';
import { auditRead } from './shared/audit.js';

/**
 * One user's activity log for an administrator (the route has checked the role). A user is known
 * from the identity events or, should those not have arrived yet, from their activities.
 */
export async function listUserActivities(
  deps: ActivityDeps,
  caller: Caller,
  userId: unknown,
  ctx: RequestContext,
): Promise<Activity[]> {
  if (!isRecordId(userId)) throw userNotFound();
  const known = (await userIsKnown(deps.db.knex, userId)) || (await hasActivities(deps.db.knex, userId));
  if (!known) throw userNotFound();
  await auditRead(deps, caller, userId, 'activities.viewed', ctx);
  return viewActivities(deps.db.knex, await listActivitiesOf(deps.db.knex, userId));
}
