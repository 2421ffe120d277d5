import type { ActivityRecord } from '../domain/activity.js';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps } from '../deps.js';
import { activityForCaller } from './authorize.js';

/**
 * Checks access to an activity before an upload is read, so nobody can make the server buffer
 * files for an activity that is not theirs.
 */
export async function findActivityForCaller(
  deps: ActivityDeps,
  caller: Caller,
  id: unknown,
): Promise<ActivityRecord> {
  return activityForCaller(deps.db.knex, caller, id);
}
