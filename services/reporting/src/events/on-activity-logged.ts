import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { on } from '@tracker/kit/inbox';
import { monthDeltas } from '../domain/month-delta.js';
import { fillActivityOrigin, insertActivityIfNew, isActivityRemoved } from '../store/activities.js';
import { applyMonthDeltas } from '../store/month-totals.js';
import { isUserRemoved } from '../store/users.js';

/**
 * Copies the activity and adds its hours to its month. When an update already brought the activity
 * here, the newer values stand and only where and when it was logged is filled in.
 */
export const onActivityLogged = on(activityLoggedV1, async (event, trx) => {
  const data = event.data;
  if ((await isUserRemoved(trx, data.userId)) || (await isActivityRemoved(trx, data.activityId))) return;
  const createdAt = new Date(data.createdAt);
  const inserted = await insertActivityIfNew(trx, {
    id: data.activityId,
    userId: data.userId,
    type: data.type,
    hours: data.hours,
    date: data.date,
    description: data.description,
    source: data.source,
    createdAt,
    updatedAt: createdAt,
  });
  if (inserted) await applyMonthDeltas(trx, data.userId, monthDeltas(null, data));
  else await fillActivityOrigin(trx, data.activityId, { source: data.source, createdAt });
});
