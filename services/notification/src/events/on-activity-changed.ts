import { activityDeletedV1 } from '@tracker/contracts/events/activity-deleted-v1';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { activityUpdatedV1 } from '@tracker/contracts/events/activity-updated-v1';
import { type EventHandler, on } from '@tracker/kit/inbox';
import type { NotificationDeps } from '../deps.js';
import { type ActivityCopy, keepActivityUnlessGone, removeActivity } from '../store/activities.js';
import { isUserRemoved } from '../store/users.js';
import { confirmTextActivity } from '../use-cases/confirm-text-activity.js';

/**
 * Keeps the activity for the month's hours (one statement, which also drops it for a deleted account
 * or activity); one texted in is also confirmed to its sender.
 */
export function onActivityLogged(
  deps: Pick<NotificationDeps, 'mailer' | 'sms' | 'appUrl' | 'logger' | 'settings' | 'nudgeTexts' | 'now'>,
): EventHandler {
  return on(activityLoggedV1, async (event, trx) => {
    const data = event.data;
    const activity: ActivityCopy = { ...data, id: data.activityId, updatedAt: new Date(data.createdAt) };
    if (data.source === 'sms') await confirmTextActivity(deps, trx, event, activity);
    else await keepActivityUnlessGone(trx, activity);
  });
}

/** Moves the activity's hours; an update older than the kept state changes nothing. */
export const onActivityUpdated = on(activityUpdatedV1, async (event, trx) => {
  const data = event.data;
  await keepActivityUnlessGone(trx, { ...data, id: data.activityId, updatedAt: new Date(data.updatedAt) });
});

/** Takes the activity off its month, and remembers it so a late logged event cannot bring it back. */
export const onActivityDeleted = on(activityDeletedV1, async (event, trx) => {
  const data = event.data;
  if (await isUserRemoved(trx, data.userId)) return;
  await removeActivity(trx, data.activityId, data.userId);
});
