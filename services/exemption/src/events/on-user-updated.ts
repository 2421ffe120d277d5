import { identityUserUpdatedV1 } from '@tracker/contracts/events/identity-user-updated-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import { upsertUser } from '../store/users.js';
import { userSummaryOf } from './user-summary.js';

/** The event carries the whole user, so it also fills in a user whose registration was missed. */
export function onUserUpdated(): EventHandler {
  return on(identityUserUpdatedV1, async (event, trx) => {
    await upsertUser(trx, userSummaryOf(event.data));
  });
}
