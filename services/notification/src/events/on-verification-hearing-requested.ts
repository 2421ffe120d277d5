import { isoDateIn } from '@tracker/contracts/rules/calendar';
import { verificationHearingRequestedV1 } from '@tracker/contracts/events/verification-hearing-requested-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import { findUser, isUserRemoved } from '../store/users.js';
import { deliverNotice } from '../use-cases/deliver-notice.js';
import type { NoticeDeps } from './notice-deps.js';

/**
 * Confirms that the person's request for a fair hearing was received, in the app and by e-mail: they
 * just made it on the web, so it is not texted.
 */
export function onVerificationHearingRequested(deps: NoticeDeps): EventHandler {
  return on(verificationHearingRequestedV1, async (event, trx) => {
    const data = event.data;
    if (await isUserRemoved(trx, data.userId)) return;
    const user = await findUser(trx, data.userId);
    await deliverNotice(deps, trx, {
      userId: data.userId,
      user,
      eventId: event.id,
      email: true,
      text: false,
      notice: {
        topic: 'verification-hearing',
        requestId: data.requestId,
        // The day where the person is, as they would name it.
        requestedOn: isoDateIn(user?.timeZone ?? deps.settings.timeZone, new Date(data.requestedAt)),
      },
    });
  });
}
