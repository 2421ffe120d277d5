import { queueBlobDeletions } from '@tracker/kit/storage/blob-deletions';
import type { Knex } from 'knex';
import { INCOME_ATTACHMENT_TABLES, storageKeysOfUser } from '../store/record-attachments.js';
import { deleteIncomeOf } from '../store/income-records.js';

/**
 * Forgets a deleted account's pay records and their attachments in the inbox transaction, and
 * queues the files for removal after the commit. No event per record: every consumer of pay records
 * also consumes the account's deletion.
 */
export async function eraseUserIncome(
  trx: Knex.Transaction,
  userId: string,
): Promise<{ incomeRecords: number; incomeFiles: number }> {
  const keys = await storageKeysOfUser(trx, INCOME_ATTACHMENT_TABLES, userId);
  await queueBlobDeletions(trx, keys);
  const incomeRecords = await deleteIncomeOf(trx, userId);
  return { incomeRecords, incomeFiles: keys.length };
}
