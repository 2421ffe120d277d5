import { verificationNoticeRecordedV1 } from '@tracker/contracts/events/verification-notice-recorded-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import { someOf } from '../domain/verification-notices.js';
import { findUser, isUserRemoved } from '../store/users.js';
import { deliverNotice } from '../use-cases/deliver-notice.js';
import type { NoticeDeps } from './notice-deps.js';

/**
 * The state's notice of noncompliance starts the person's window to show compliance: they are told
 * the last day and the months still missing, and that coverage continues meanwhile, everywhere.
 */
export function onVerificationNoticeRecorded(deps: NoticeDeps): EventHandler {
  return on(verificationNoticeRecordedV1, async (event, trx) => {
    const data = event.data;
    if (await isUserRemoved(trx, data.userId)) return;
    await deliverNotice(deps, trx, {
      userId: data.userId,
      user: await findUser(trx, data.userId),
      eventId: event.id,
      email: true,
      text: true,
      notice: {
        topic: 'verification-notice',
        requestId: data.requestId,
        respondBy: data.respondBy,
        missingMonths: data.missingMonths,
        ...someOf(data.monthsToMeet, data.missingMonths),
      },
    });
  });
}
