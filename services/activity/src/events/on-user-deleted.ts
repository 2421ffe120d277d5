import { identityUserDeletedV1 } from '@tracker/contracts/events/identity-user-deleted-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import type { ActivityDeps } from '../deps.js';
import { eraseUserRecords } from '../use-cases/erase-user-records.js';

export function onUserDeleted(deps: Pick<ActivityDeps, 'janitor' | 'logger'>): EventHandler {
  return on(identityUserDeletedV1, async (event, trx) => {
    const erased = await eraseUserRecords(trx, event.data.userId);
    deps.logger.info(
      { userId: event.data.userId, ...erased },
      'activities and pay records of a deleted account erased',
    );
    // The files go once the rows are gone for good; a rollback leaves them, and the queue, as they were.
    trx.executionPromise.then(
      () => deps.janitor.nudge(),
      () => undefined,
    );
  });
}
