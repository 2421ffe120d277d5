import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import type { NotificationSmsActivityReceivedV1 } from '@tracker/contracts/events/notification-sms-activity-received-v1';
import type { TextedFile } from '@tracker/contracts/events/texted-file';
import { textedFilesFolder } from '@tracker/contracts/events/texted-file';
import { discardStoredFiles } from '@tracker/kit/storage/attachment-files';
import { queueBlobDeletions } from '@tracker/kit/storage/blob-deletions';
import { copyTextedFiles } from '@tracker/kit/storage/texted-files';
import type { Knex } from 'knex';
import type { ActivityRecord } from '../domain/activity.js';
import type { ActivityDeps } from '../deps.js';
import { recordActivityLogged } from '../store/events.js';
import { insertAttachment } from '../store/record-attachments.js';
import { insertSmsActivity } from '../store/sms-activities.js';
import { ACTIVITIES } from './shared/activity-kind.js';

type SmsActivityDeps = Pick<ActivityDeps, 'nudgeOutbox' | 'blobs' | 'db' | 'logger' | 'janitor'>;

/**
 * Logs the activity a text message reported, inside the inbox transaction, in two statements: the
 * activity (nothing when the same message already logged one) and its `activity.logged` event, which
 * carries the text's id as correlation id back to the notification service. Photos or PDFs texted with
 * it are attached to it in the same transaction.
 */
export async function logSmsActivity(
  deps: SmsActivityDeps,
  trx: Knex.Transaction,
  event: EventEnvelope<NotificationSmsActivityReceivedV1>,
): Promise<void> {
  const { data } = event;
  const activity = await insertSmsActivity(trx, {
    id: randomUUID(),
    userId: data.userId,
    type: data.type,
    description: data.description,
    hours: data.hours,
    date: data.date,
    source: 'sms',
    smsMessageSid: data.messageSid,
  });
  if (data.files) await attachTextedFiles(deps, trx, data.userId, activity, data.files);
  if (activity === undefined) return;
  await recordActivityLogged(trx, activity, event.correlationId);
  trx.executionPromise.then(
    () => deps.nudgeOutbox(),
    () => undefined,
  );
}

/**
 * Attaches the photos or PDFs texted with an activity to it, inside the inbox transaction that logs
 * it, as its owner's upload: each is read back from where the notification service left it, checked
 * with the upload rules and copied into the activity's files. The texted copies are queued for
 * deletion whether or not the activity was new, so a repeated text leaves nothing behind.
 */
async function attachTextedFiles(
  deps: SmsActivityDeps,
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
