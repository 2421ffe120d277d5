import type { Activity } from '@tracker/contracts/http/activities';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps } from '../deps.js';
import { listActivitiesOf } from '../store/activities.js';
import { viewActivities } from './activity-view.js';

/** The caller's own activities, newest first, with their attachments (an administrator's too). */
export async function listActivities(deps: ActivityDeps, caller: Caller): Promise<Activity[]> {
  return viewActivities(deps.db.knex, await listActivitiesOf(deps.db.knex, caller.userId));
}
