import { queueBlobDeletions } from '@tracker/kit/storage/blob-deletions';
import type { Knex } from 'knex';
import { storageKeysOfUser } from '../store/attachments.js';
import { deleteUserExemptionsOf } from '../store/user-exemptions.js';
import { deleteUserRow } from '../store/users.js';

/**
 * Forgets a deleted account: its requests with their notes and attachments, and the read-model row,
 * in the inbox transaction; the files are queued for removal after the commit. No event per request:
 * every consumer of exemptions also consumes the account's deletion. Notes and files the person
 * left on other people's requests (as a reviewer) stay with those requests.
 */
export async function eraseUserExemptions(
  trx: Knex.Transaction,
  userId: string,
): Promise<{ requests: number; files: number }> {
  const keys = await storageKeysOfUser(trx, userId);
  await queueBlobDeletions(trx, keys);
  const requests = await deleteUserExemptionsOf(trx, userId);
  await deleteUserRow(trx, userId);
  return { requests, files: keys.length };
}
