import { activityDeletedV1 } from '@tracker/contracts/events/activity-deleted-v1';
import { on } from '@tracker/kit/messaging/inbox';
import { monthDeltas } from '../domain/month-delta.js';
import { deleteActivity, lockActivity, markActivityRemoved } from '../store/activities.js';
import { applyMonthDeltas } from '../store/month-totals.js';
import { isUserRemoved } from '../store/users.js';

/**
 * Takes the activity's hours off its month and drops the copy. A delete for an activity never seen
 * changes no totals, but is remembered so its logged event, arriving late, is ignored.
 */
export const onActivityDeleted = on(activityDeletedV1, async (event, trx) => {
  const data = event.data;
  if (await isUserRemoved(trx, data.userId)) return;
  await markActivityRemoved(trx, data.activityId, data.userId);
  const current = await lockActivity(trx, data.activityId, data.userId);
  if (current === null) return;
  await deleteActivity(trx, data.activityId);
  await applyMonthDeltas(trx, data.userId, monthDeltas(current, null));
});
