import { queueBlobDeletions } from '@tracker/kit/storage/blob-deletions';
import type { Knex } from 'knex';
import { deleteActivitiesOf } from '../store/activities.js';
import { deleteIncomeOf } from '../store/income-records.js';
import {
  ACTIVITY_ATTACHMENT_TABLES,
  type AttachmentTables,
  INCOME_ATTACHMENT_TABLES,
  storageKeysOfUser,
} from '../store/record-attachments.js';
import { deleteUserRow } from '../store/users.js';

/** How much of a deleted account was erased, for the log. */
export interface ErasedRecords {
  activities: number;
  files: number;
  incomeRecords: number;
  incomeFiles: number;
}

/**
 * Forgets a deleted account: its activities and pay records, their attachments and the read-model
 * row go in the inbox transaction, and the files are queued for removal after the commit. No event
 * per record: every consumer of activities and pay records also consumes the account's deletion.
 */
export async function eraseUserRecords(trx: Knex.Transaction, userId: string): Promise<ErasedRecords> {
  const incomeFiles = await queueFilesOf(trx, INCOME_ATTACHMENT_TABLES, userId);
  const incomeRecords = await deleteIncomeOf(trx, userId);
  const files = await queueFilesOf(trx, ACTIVITY_ATTACHMENT_TABLES, userId);
  const activities = await deleteActivitiesOf(trx, userId);
  await deleteUserRow(trx, userId);
  return { activities, files, incomeRecords, incomeFiles };
}

/** Queues the removal of the user's files of one kind of record; answers how many there are. */
async function queueFilesOf(
  trx: Knex.Transaction,
  tables: AttachmentTables,
  userId: string,
): Promise<number> {
  const keys = await storageKeysOfUser(trx, tables, userId);
  await queueBlobDeletions(trx, keys);
  return keys.length;
}
