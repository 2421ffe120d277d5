import { identityUserDeletedV1 } from '@tracker/contracts/events/identity-user-deleted-v1';
import { on } from '@tracker/kit/messaging/inbox';
import { removeUser } from '../store/users.js';

/** Erases what this service keeps of the account. */
export const onUserDeleted = on(identityUserDeletedV1, async (event, trx) => {
  await removeUser(trx, event.data.userId);
});
