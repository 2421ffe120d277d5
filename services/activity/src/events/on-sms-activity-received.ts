import { notificationSmsActivityReceivedV1 } from '@tracker/contracts/events/notification-sms-activity-received-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import type { ActivityDeps } from '../deps.js';
import { logSmsActivity } from '../use-cases/log-sms-activity.js';

/** An activity texted in is logged (`logSmsActivity`), once per text, with the files texted with it. */
export function onSmsActivityReceived(
  deps: Pick<ActivityDeps, 'nudgeOutbox' | 'blobs' | 'db' | 'logger' | 'janitor'>,
): EventHandler {
  return on(notificationSmsActivityReceivedV1, (event, trx) => logSmsActivity(deps, trx, event));
}
