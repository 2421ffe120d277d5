import { activityFilesCountedV1 } from '@tracker/contracts/events/activity-files-counted-v1';
import { on } from '@tracker/kit/messaging/inbox';
import { keepFileCount } from '../store/record-files.js';
import { isUserRemoved } from '../store/users.js';

/** Keeps how many files an activity or pay record has, for the report's proof column. */
export const onFilesCounted = on(activityFilesCountedV1, async (event, trx) => {
  const data = event.data;
  if (await isUserRemoved(trx, data.userId)) return;
  await keepFileCount(trx, data, new Date(event.occurredAt));
});
