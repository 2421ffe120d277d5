import { activityUpdatedV1 } from '@tracker/contracts/events/activity-updated-v1';
import { on } from '@tracker/kit/messaging/inbox';
import { monthDeltas } from '../domain/month-delta.js';
import { insertActivityIfNew, isActivityRemoved, lockActivity, updateActivity } from '../store/activities.js';
import { applyMonthDeltas } from '../store/month-totals.js';
import { isUserRemoved } from '../store/users.js';

/**
 * Moves the activity's hours from its old month and type to the new ones. The old values are the
 * ones this read model holds (equal to the event's `previous` when events arrive in order), so the
 * totals always match the copies. An update for an activity not seen yet inserts it; one older than
 * the copy changes nothing.
 */
export const onActivityUpdated = on(activityUpdatedV1, async (event, trx) => {
  const data = event.data;
  if ((await isUserRemoved(trx, data.userId)) || (await isActivityRemoved(trx, data.activityId))) return;
  const updatedAt = new Date(data.updatedAt);
  const inserted = await insertActivityIfNew(trx, {
    id: data.activityId,
    userId: data.userId,
    type: data.type,
    hours: data.hours,
    date: data.date,
    description: data.description,
    source: null,
    createdAt: updatedAt,
    updatedAt,
  });
  if (inserted) {
    await applyMonthDeltas(trx, data.userId, monthDeltas(null, data));
    return;
  }
  const current = await lockActivity(trx, data.activityId, data.userId);
  if (current === null || current.updatedAt > updatedAt) return;
  await updateActivity(trx, data.activityId, { ...data, updatedAt });
  await applyMonthDeltas(trx, data.userId, monthDeltas(current, data));
});
