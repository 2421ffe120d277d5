import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { type EventHandler, on } from '@tracker/kit/inbox';
import { upsertUser } from '../store/users.js';

/** A new account: remember it, so the administrator's activity log knows the user. */
export function onUserRegistered(): EventHandler {
  return on(identityUserRegisteredV1, async (event, trx) => {
    const { userId, username, firstName, lastName } = event.data;
    await upsertUser(trx, { id: userId, username, firstName, lastName });
  });
}
