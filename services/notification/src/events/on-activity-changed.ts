import { activityDeletedV1 } from '@tracker/contracts/events/activity-deleted-v1';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { activityUpdatedV1 } from '@tracker/contracts/events/activity-updated-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import type { NotificationDeps } from '../deps.js';
import { type ActivityCopy, keepActivityUnlessGone, removeActivity } from '../store/activities.js';
import { isUserRemoved } from '../store/users.js';
import { announceMonthMet } from '../use-cases/announce-month-met.js';
import { confirmTextActivity } from '../use-cases/confirm-text-activity.js';

type ActivityDeps = Pick<
  NotificationDeps,
  'mailer' | 'sms' | 'appUrl' | 'logger' | 'settings' | 'nudgeTexts' | 'now'
>;

/**
 * Keeps the activity for the month's hours (one statement, which also drops it for a deleted account
 * or activity); one texted in is also confirmed to its sender, whose confirmation says when the month
 * is met. One logged on the web that meets its month is announced (`announceMonthMet`).
 */
export function onActivityLogged(deps: ActivityDeps): EventHandler {
  return on(activityLoggedV1, async (event, trx) => {
    const data = event.data;
    const activity: ActivityCopy = { ...data, id: data.activityId, updatedAt: new Date(data.createdAt) };
    if (data.source === 'sms') {
      await confirmTextActivity(deps, trx, event, activity);
    } else if (await keepActivityUnlessGone(trx, activity)) {
      // An administrator's entry counts as the web's: only texts are another channel.
      await announceMonthMet(deps, trx, {
        userId: data.userId,
        date: data.date,
        eventId: event.id,
        channel: 'web',
      });
    }
  });
}

/**
 * Moves the activity's hours; an update older than the kept state changes nothing. More hours may
 * meet the month they are now in.
 */
export function onActivityUpdated(deps: ActivityDeps): EventHandler {
  return on(activityUpdatedV1, async (event, trx) => {
    const data = event.data;
    const kept = await keepActivityUnlessGone(trx, {
      ...data,
      id: data.activityId,
      updatedAt: new Date(data.updatedAt),
    });
    // Records are changed on the web (by the person or an administrator), never by text.
    if (kept) {
      await announceMonthMet(deps, trx, {
        userId: data.userId,
        date: data.date,
        eventId: event.id,
        channel: 'web',
      });
    }
  });
}

/** Takes the activity off its month, and remembers it so a late logged event cannot bring it back. */
export const onActivityDeleted = on(activityDeletedV1, async (event, trx) => {
  const data = event.data;
  if (await isUserRemoved(trx, data.userId)) return;
  await removeActivity(trx, data.activityId, data.userId);
});
