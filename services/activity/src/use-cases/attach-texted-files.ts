import type { TextedFile } from '@tracker/contracts/events/texted-file';
import { textedFilesFolder } from '@tracker/contracts/events/texted-file';
import { discardStoredFiles } from '@tracker/kit/storage/attachment-files';
import { queueBlobDeletions } from '@tracker/kit/storage/blob-deletions';
import { copyTextedFiles } from '@tracker/kit/storage/texted-files';
import type { Knex } from 'knex';
import type { ActivityRecord } from '../domain/activity.js';
import type { ActivityDeps } from '../deps.js';
import { insertAttachment } from '../store/record-attachments.js';
import { ACTIVITIES } from './shared/activity-kind.js';

/**
 * Attaches the photos or PDFs texted with an activity to it, inside the inbox transaction that logs
 * it, as its owner's upload: each is read back from where the notification service left it, checked
 * with the upload rules and copied into the activity's files. The texted copies are queued for
 * deletion whether or not the activity was new, so a repeated text leaves nothing behind.
 */
export async function attachTextedFiles(
  deps: Pick<ActivityDeps, 'blobs' | 'db' | 'logger' | 'janitor'>,
  trx: Knex.Transaction,
  userId: string,
  activity: ActivityRecord | undefined,
  files: readonly TextedFile[],
): Promise<void> {
  // Only the person's own texted files are ever removed, whatever an event names.
  const texted = files
    .map((file) => file.storageKey)
    .filter((key) => key.startsWith(textedFilesFolder(userId)));
  if (texted.length === 0) return;
  await queueBlobDeletions(trx, texted);
  trx.executionPromise.then(
    () => deps.janitor.nudge(),
    () => undefined,
  );
  if (activity === undefined) return;
  const written = await copyTextedFiles(deps, userId, files, {
    area: ACTIVITIES.storageArea,
    ownerId: userId,
    recordId: activity.id,
  });
  // Copies made for a transaction that rolls back are removed again.
  trx.executionPromise.catch(() => discardStoredFiles(deps, written));
  for (const file of written) {
    await insertAttachment(trx, ACTIVITIES.tables, { ...file, recordId: activity.id, uploadedBy: userId });
  }
}
