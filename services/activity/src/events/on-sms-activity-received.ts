import { notificationSmsActivityReceivedV1 } from '@tracker/contracts/events/notification-sms-activity-received-v1';
import { type EventHandler, on } from '@tracker/kit/inbox';
import type { ActivityDeps } from '../deps.js';
import { logSmsActivity } from '../use-cases/log-sms-activity.js';

export function onSmsActivityReceived(deps: Pick<ActivityDeps, 'nudgeOutbox'>): EventHandler {
  return on(notificationSmsActivityReceivedV1, async (event, trx) => {
    if (!(await logSmsActivity(trx, event))) return;
    trx.executionPromise.then(
      () => deps.nudgeOutbox(),
      () => undefined,
    );
  });
}
