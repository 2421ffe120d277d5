import type { Activity } from '@tracker/contracts/http/activities';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { viewActivity } from './activity-view.js';
import { activityForCaller, auditAccess } from './authorize.js';

export async function getActivity(
  deps: ActivityDeps,
  caller: Caller,
  id: unknown,
  ctx: RequestContext,
): Promise<Activity> {
  const activity = await activityForCaller(deps.db.knex, caller, id);
  auditAccess(deps, caller, activity.userId, 'activity.viewed', ctx, { activityId: activity.id });
  return viewActivity(deps.db.knex, activity);
}
