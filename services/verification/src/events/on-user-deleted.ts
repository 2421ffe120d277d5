import { identityUserDeletedV1 } from '@tracker/contracts/events/identity-user-deleted-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import { removePerson } from '../store/people.js';

/** The account is gone: what this service kept of it goes too. */
export function onUserDeleted(): EventHandler {
  return on(identityUserDeletedV1, async (event, trx) => {
    await removePerson(trx, event.data.userId);
  });
}
