import { FINAL_VERIFICATION_STATUSES, type VerificationStatus } from '@tracker/contracts/http/verifications';
import { verificationDeterminedV1 } from '@tracker/contracts/events/verification-determined-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import { verificationSubject } from '../domain/notice.js';
import { determinationNotice } from '../domain/verification-notices.js';
import { removeVerificationAskingNotices, wasAskedAbout } from '../store/notifications.js';
import { withdrawUnsentTexts } from '../store/outbound-texts.js';
import { findUser, isUserRemoved } from '../store/users.js';
import { deliverNotice } from '../use-cases/deliver-notice.js';
import type { NoticeDeps } from './notice-deps.js';

const finalStatuses: ReadonlySet<VerificationStatus> = new Set(FINAL_VERIFICATION_STATUSES);

/**
 * Tells the person what the state's verification of their months came to (`determinationNotice`
 * decides what and how). As with an exemption request: a text about the request's earlier status not
 * sent yet is withdrawn, and once the request is decided the notices that asked the person to act on
 * it are taken back. A request no account has yet concerns nobody this service can tell.
 */
export function onVerificationDetermined(deps: NoticeDeps): EventHandler {
  return on(verificationDeterminedV1, async (event, trx) => {
    const data = event.data;
    const userId = data.userId;
    if (userId === null || (await isUserRemoved(trx, userId))) return;
    // Read before the asking notices are taken back below.
    const askedBefore = await wasAskedAbout(trx, userId, data.requestId);
    await withdrawUnsentTexts(trx, userId, verificationSubject(data.requestId));
    if (finalStatuses.has(data.to)) await removeVerificationAskingNotices(trx, userId, data.requestId);
    const plan = determinationNotice(data, askedBefore);
    if (plan === null) return;
    await deliverNotice(deps, trx, {
      userId,
      user: await findUser(trx, userId),
      eventId: event.id,
      ...plan,
    });
  });
}
