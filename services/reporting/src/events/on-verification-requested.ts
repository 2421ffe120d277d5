import { verificationRequestedV1 } from '@tracker/contracts/events/verification-requested-v1';
import { on } from '@tracker/kit/messaging/inbox';
import { watchMonths } from '../store/watched-months.js';
import { isUserRemoved } from '../store/users.js';
import { determineWatchedMonths, type WatchDeps } from '../use-cases/determine-watched-months.js';

/**
 * Watches the months the state asked the person to show and answers for them at once, whether or not
 * an earlier request already had them answered: the new request waits for its answer.
 */
export const onVerificationRequested = (deps: WatchDeps) =>
  on(verificationRequestedV1, async (event, trx) => {
    const { userId, months } = event.data;
    if (await isUserRemoved(trx, userId)) return;
    await watchMonths(trx, userId, months);
    await determineWatchedMonths(trx, deps, userId, {
      alwaysAnswer: months,
      correlationId: event.correlationId,
    });
  });
