import type { Activity } from '@tracker/contracts/http/activities';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { viewActivity } from './shared/activity-view.js';
import { auditRead } from './shared/audit.js';
import { ACTIVITIES } from './shared/activity-kind.js';
import { recordForCaller } from './shared/record-access.js';

export async function getActivity(
  deps: ActivityDeps,
  caller: Caller,
  id: unknown,
  ctx: RequestContext,
): Promise<Activity> {
  const activity = await recordForCaller(ACTIVITIES, deps.db.knex, caller, id);
  await auditRead(deps, caller, activity.userId, 'activity.viewed', ctx, activity.id);
  return viewActivity(deps.db.knex, activity);
}
