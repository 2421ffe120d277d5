import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import { upsertUser } from '../store/users.js';
import { userSummaryOf } from './user-summary.js';

/** A new account: remember its username, so the portal and the notes can name the person. */
export function onUserRegistered(): EventHandler {
  return on(identityUserRegisteredV1, async (event, trx) => {
    await upsertUser(trx, userSummaryOf(event.data));
  });
}
