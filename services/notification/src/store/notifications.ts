import type { NotificationKind } from '@tracker/contracts/http/notifications';
import type { Knex } from 'knex';
import { type Notice, notice as noticeSchema, VERIFICATION_ASKING_TOPICS } from '../domain/notice.js';
import { preparedQuery } from '@tracker/kit/data/prepared-query';
import { type QueuedText, queuedTextInsert, queuedTextValues } from './outbound-texts.js';

/** A notification as stored: the notice's facts, not yet worded. */
export interface StoredNotification {
  id: string;
  userId: string;
  kind: NotificationKind;
  notice: Notice;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
}

interface NotificationRow {
  id: string;
  user_id: string;
  kind: NotificationKind;
  notice: unknown;
  link: string | null;
  read_at: Date | null;
  created_at: Date;
}

function toStored(row: NotificationRow): StoredNotification {
  const raw = typeof row.notice === 'string' ? (JSON.parse(row.notice) as unknown) : row.notice;
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    notice: noticeSchema.parse(raw),
    link: row.link,
    readAt: row.read_at,
    createdAt: row.created_at,
  };
}

export interface NewNotification {
  id: string;
  userId: string;
  kind: NotificationKind;
  notice: Notice;
  link: string | null;
}

// The statement's clock, not the transaction's: notifications made by one event keep their order.
const insertSql = `insert into notifications (id, user_id, kind, notice, link, created_at)
  values ($1, $2, $3, $4::jsonb, $5, clock_timestamp())`;

const insertOne = preparedQuery('notification_insert_notification', insertSql);

const insertWithText = preparedQuery(
  'notification_insert_notification_with_text_about',
  `with notice as (${insertSql})
   insert into outbound_texts ${queuedTextInsert(6)}`,
);

function notificationValues(input: NewNotification): unknown[] {
  return [input.id, input.userId, input.kind, JSON.stringify(input.notice), input.link];
}

export async function insertNotification(db: Knex, input: NewNotification): Promise<void> {
  await insertOne.run(db, notificationValues(input));
}

/** The notification and the text that goes with it, written in one statement. */
export async function insertNotificationWithText(
  db: Knex,
  input: NewNotification,
  text: QueuedText,
): Promise<void> {
  await insertWithText.run(db, [...notificationValues(input), ...queuedTextValues(text)]);
}

/** The user's notifications, newest first. */
export async function listNotifications(
  db: Knex,
  userId: string,
  options: { unreadOnly: boolean; limit: number },
): Promise<StoredNotification[]> {
  const query = db('notifications')
    .where({ user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(options.limit);
  if (options.unreadOnly) query.whereNull('read_at');
  return ((await query) as NotificationRow[]).map(toStored);
}

export async function countUnread(db: Knex, userId: string): Promise<number> {
  const row = (await db('notifications')
    .where({ user_id: userId })
    .whereNull('read_at')
    .count({ count: '*' })
    .first()) as { count: string | number } | undefined;
  return Number(row?.count ?? 0);
}

/** Marks the user's notification read (keeping the first read time); null when the user has no such one. */
export async function markRead(db: Knex, userId: string, id: string): Promise<StoredNotification | null> {
  const [row] = (await db('notifications')
    .where({ id, user_id: userId })
    .update({ read_at: db.raw('coalesce(read_at, now())') })
    .returning('*')) as NotificationRow[];
  return row ? toStored(row) : null;
}

/** Marks every unread notification of the user read; resolves with how many changed. */
export async function markAllRead(db: Knex, userId: string): Promise<number> {
  return db('notifications').where({ user_id: userId }).whereNull('read_at').update({ read_at: db.fn.now() });
}

/**
 * Takes back the notices that a request was waiting on its requester, once it no longer is: they
 * asked for something already answered or decided, and would sit above the decision on the
 * dashboard. Notices kept before they named their request are left as they are. Resolves with how
 * many went.
 */
export async function removeWaitingNotices(db: Knex, userId: string, exemptionId: string): Promise<number> {
  return db('notifications')
    .where({ user_id: userId })
    .whereRaw("notice->>'topic' = 'exemption-status'")
    .whereRaw("notice->>'status' = 'waiting_on_enrollee'")
    .whereRaw("notice->>'exemptionId' = ?", [exemptionId])
    .del();
}

const askingTopic = `notice->>'topic' in (${VERIFICATION_ASKING_TOPICS.map(() => '?').join(', ')})`;

/** Whether the person was told that a verification request waits on them (asked, sent a notice, reminded). */
export async function wasAskedAbout(db: Knex, userId: string, requestId: string): Promise<boolean> {
  const row: unknown = await db('notifications')
    .where({ user_id: userId })
    .whereRaw("notice->>'requestId' = ?", [requestId])
    .whereRaw(askingTopic, [...VERIFICATION_ASKING_TOPICS])
    .first('id');
  return row !== undefined;
}

/**
 * Takes back the notices that asked the person to act on a verification request, once it is decided:
 * the days they named are moot, and they would sit beside the decision on the dashboard. Resolves
 * with how many went.
 */
export async function removeVerificationAskingNotices(
  db: Knex,
  userId: string,
  requestId: string,
): Promise<number> {
  return db('notifications')
    .where({ user_id: userId })
    .whereRaw("notice->>'requestId' = ?", [requestId])
    .whereRaw(askingTopic, [...VERIFICATION_ASKING_TOPICS])
    .del();
}
