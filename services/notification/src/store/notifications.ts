import type { NotificationKind } from '@tracker/contracts/http/notifications';
import type { Knex } from 'knex';
import { type Notice, notice as noticeSchema } from '../domain/notice.js';

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

export async function insertNotification(
  db: Knex,
  input: { id: string; userId: string; kind: NotificationKind; notice: Notice; link: string | null },
): Promise<void> {
  await db('notifications').insert({
    id: input.id,
    user_id: input.userId,
    kind: input.kind,
    notice: JSON.stringify(input.notice),
    link: input.link,
    // The statement's clock, not the transaction's: notifications made by one event keep their order.
    created_at: db.raw('clock_timestamp()'),
  });
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
