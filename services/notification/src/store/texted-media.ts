import {
  type NotificationSmsDocumentReceivedV1,
  notificationSmsDocumentReceivedV1,
} from '@tracker/contracts/events/notification-sms-document-received-v1';
import { recordEvent } from '@tracker/kit/messaging/outbox';
import type { Knex } from 'knex';
import type { MediumRef } from '../twilio-media.js';
import { PRODUCER } from './events.js';

type Db = Knex | Knex.Transaction;

/**
 * Announces files texted with `DOC` for a waiting request, in the transaction that stores the text; the
 * correlation id is the text's id.
 */
export async function recordSmsDocumentReceived(
  trx: Knex.Transaction,
  textId: string,
  data: NotificationSmsDocumentReceivedV1,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: notificationSmsDocumentReceivedV1,
    subjectId: data.userId,
    correlationId: textId,
    data,
  });
}

/** Queues media for removal from Twilio; a medium already queued stays queued once. */
export async function queueMediaRemovals(db: Db, refs: readonly MediumRef[]): Promise<void> {
  if (refs.length === 0) return;
  await db('texted_media_removals')
    .insert(refs.map((ref) => ({ message_sid: ref.messageSid, media_sid: ref.mediaSid })))
    .onConflict(['message_sid', 'media_sid'])
    .ignore();
}

/** The removals due at `now`, oldest first. */
export async function dueMediaRemovals(db: Db, now: Date, limit: number): Promise<MediumRef[]> {
  const rows = (await db('texted_media_removals')
    .where('next_attempt_at', '<=', now)
    .orderBy([{ column: 'created_at' }, { column: 'media_sid' }])
    .limit(limit)
    .select('message_sid', 'media_sid')) as Array<{ message_sid: string; media_sid: string }>;
  return rows.map((row) => ({ messageSid: row.message_sid, mediaSid: row.media_sid }));
}

export async function forgetMediaRemoval(db: Db, ref: MediumRef): Promise<void> {
  await db('texted_media_removals').where({ message_sid: ref.messageSid, media_sid: ref.mediaSid }).delete();
}

/** Counts a failed removal, keeps why, and sets when to try again. */
export async function postponeMediaRemoval(db: Db, ref: MediumRef, error: string, at: Date): Promise<void> {
  await db('texted_media_removals')
    .where({ message_sid: ref.messageSid, media_sid: ref.mediaSid })
    .update({ attempts: db.raw('attempts + 1'), last_error: error.slice(0, 1000), next_attempt_at: at });
}

/** How many times a removal failed so far. */
export async function mediaRemovalAttempts(db: Db, ref: MediumRef): Promise<number> {
  const row = (await db('texted_media_removals')
    .where({ message_sid: ref.messageSid, media_sid: ref.mediaSid })
    .first('attempts')) as { attempts: number } | undefined;
  return row?.attempts ?? 0;
}
