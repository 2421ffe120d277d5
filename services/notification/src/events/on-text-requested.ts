import { identityTextRequestedV1 } from '@tracker/contracts/events/identity-text-requested-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import type { NotificationDeps } from '../deps.js';
import { sendPhoneCode } from '../use-cases/send-phone-code.js';

/**
 * Queues the text of the code identity asked for, once per event (the inbox drops a redelivery). The
 * sender tries again while the code is valid; after that the person asks for a new code, a new event.
 */
export function onTextRequested(
  deps: Pick<NotificationDeps, 'sms' | 'logger' | 'now' | 'nudgeTexts'>,
): EventHandler {
  return on(identityTextRequestedV1, async (event, trx) => {
    await sendPhoneCode(deps, trx, event);
  });
}
