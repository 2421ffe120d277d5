import { randomUUID } from 'node:crypto';
import { notificationSmsActivityReceivedV1 } from '@tracker/contracts/events/notification-sms-activity-received-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import type { ActivityDeps } from '../deps.js';
import { recordActivityLogged } from '../store/events.js';
import { insertSmsActivity } from '../store/sms-activities.js';
import { attachTextedFiles } from '../use-cases/attach-texted-files.js';

/**
 * Logs the activity a text message reported, inside the inbox transaction, in two statements: the
 * activity (nothing when the same message already logged one) and its `activity.logged` event, which
 * carries the text's id as correlation id back to the notification service. Photos or PDFs texted with
 * it are attached to it in the same transaction.
 */
export function onSmsActivityReceived(
  deps: Pick<ActivityDeps, 'nudgeOutbox' | 'blobs' | 'db' | 'logger' | 'janitor'>,
): EventHandler {
  return on(notificationSmsActivityReceivedV1, async (event, trx) => {
    const { data } = event;
    const activity = await insertSmsActivity(trx, {
      id: randomUUID(),
      userId: data.userId,
      type: data.type,
      description: data.description,
      hours: data.hours,
      date: data.date,
      source: 'sms',
      smsMessageSid: data.messageSid,
    });
    if (data.files) await attachTextedFiles(deps, trx, data.userId, activity, data.files);
    if (activity === undefined) return;
    await recordActivityLogged(trx, activity, event.correlationId);
    trx.executionPromise.then(
      () => deps.nudgeOutbox(),
      () => undefined,
    );
  });
}
