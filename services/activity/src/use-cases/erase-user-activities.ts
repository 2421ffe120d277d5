import type { Knex } from 'knex';
import { deleteActivitiesOf } from '../store/activities.js';
import { ACTIVITY_ATTACHMENT_TABLES, storageKeysOfUser } from '../store/record-attachments.js';
import { queueBlobDeletions } from '@tracker/kit/storage/blob-deletions';
import { deleteUserRow } from '../store/users.js';

/**
 * Forgets a deleted account: its activities, their attachments and the read-model row go in the
 * inbox transaction, and the files are queued for removal after the commit. No event per activity:
 * every consumer of activities also consumes the account's deletion.
 */
export async function eraseUserActivities(
  trx: Knex.Transaction,
  userId: string,
): Promise<{ activities: number; files: number }> {
  const keys = await storageKeysOfUser(trx, ACTIVITY_ATTACHMENT_TABLES, userId);
  await queueBlobDeletions(trx, keys);
  const activities = await deleteActivitiesOf(trx, userId);
  await deleteUserRow(trx, userId);
  return { activities, files: keys.length };
}
