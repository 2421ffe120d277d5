import { verificationDataMatchedV1 } from '@tracker/contracts/events/verification-data-matched-v1';
import { on } from '@tracker/kit/messaging/inbox';
import { upsertStateRecords } from '@tracker/kit/data/state-records';
import { isUserRemoved } from '../store/users.js';

/**
 * Keeps what the state's data says of the person's months, so STATUS texts, month-met notices and
 * reminders determine a month with it, as the dashboard does. Each record replaces what its source said
 * of that month before; an older match arriving late is ignored, and so is a deleted account.
 */
export const onDataMatched = on(verificationDataMatchedV1, async (event, trx) => {
  const { userId, records } = event.data;
  if (await isUserRemoved(trx, userId)) return;
  await upsertStateRecords(trx, userId, records, new Date(event.occurredAt));
});
