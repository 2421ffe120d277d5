import { verificationDataMatchedV1 } from '@tracker/contracts/events/verification-data-matched-v1';
import { on } from '@tracker/kit/inbox';

/**
 * The state's matched data, which the queue receives because the subscriptions table lists it for the
 * month's determination: taken and set aside here, so it is not refused as an event without a handler.
 * Feeding it to the determination replaces this handler.
 */
export const onDataMatched = on(verificationDataMatchedV1, async () => {
  // Nothing kept yet: see above.
});
