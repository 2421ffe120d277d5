import { verificationReminderDueV1 } from '@tracker/contracts/events/verification-reminder-due-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import { someOf } from '../domain/verification-notices.js';
import { findUser, isUserRemoved } from '../store/users.js';
import { deliverNotice } from '../use-cases/deliver-notice.js';
import type { NoticeDeps } from './notice-deps.js';

/** A notice window runs out in so many days with months still missing: the person is reminded everywhere. */
export function onVerificationReminderDue(deps: NoticeDeps): EventHandler {
  return on(verificationReminderDueV1, async (event, trx) => {
    const data = event.data;
    if (await isUserRemoved(trx, data.userId)) return;
    await deliverNotice(deps, trx, {
      userId: data.userId,
      user: await findUser(trx, data.userId),
      eventId: event.id,
      email: true,
      text: true,
      notice: {
        topic: 'verification-reminder',
        requestId: data.requestId,
        daysLeft: data.daysLeft,
        respondBy: data.respondBy,
        missingMonths: data.missingMonths,
        ...someOf(data.monthsToMeet, data.missingMonths),
      },
    });
  });
}
