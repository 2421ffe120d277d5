import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { on } from '@tracker/kit/messaging/inbox';
import { applyLoggedActivity } from '../store/apply-logged-activity.js';

/**
 * Copies the activity and adds its hours to its month, in one statement with the inbox row's
 * transaction. When an update already brought the activity here, the newer values stand and only
 * where and when it was logged is filled in.
 */
export const onActivityLogged = on(activityLoggedV1, async (event, trx) => {
  const data = event.data;
  await applyLoggedActivity(trx, {
    id: data.activityId,
    userId: data.userId,
    type: data.type,
    hours: data.hours,
    date: data.date,
    description: data.description,
    source: data.source,
    createdAt: new Date(data.createdAt),
  });
});
