import type { Language } from '@tracker/contracts/constants/accounts';
import type {
  ListNotificationsRequest,
  ListNotificationsResponse,
  Notification,
} from '@tracker/contracts/http/notifications';
import { writeNotice } from '../domain/build-email.js';
import type { NotificationDeps } from '../deps.js';
import { notificationNotFound } from '../errors.js';
import {
  countUnread,
  listNotifications as listStored,
  markAllRead,
  markRead,
  type StoredNotification,
} from '../store/notifications.js';
import { findUser } from '../store/users.js';
import { type Acting, auditedWrite, auditRead } from './shared/audit.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who asks, and the language to word their notifications in when their account does not say. */
export interface Reader extends Acting {
  fallbackLanguage: Language;
}

type ReadingDeps = Pick<NotificationDeps, 'db' | 'now' | 'nudgeOutbox' | 'appUrl'>;

async function languageOf(deps: Pick<NotificationDeps, 'db'>, reader: Reader): Promise<Language> {
  return (await findUser(deps.db.knex, reader.caller.userId))?.preferredLanguage ?? reader.fallbackLanguage;
}

/** Words a stored notification in `language`. */
export function present(stored: StoredNotification, language: Language, appUrl: string): Notification {
  const wording = writeNotice(stored.notice, language, appUrl);
  return {
    id: stored.id,
    userId: stored.userId,
    kind: stored.kind,
    title: wording.title,
    message: wording.paragraphs.join(' '),
    link: stored.link,
    isRead: stored.readAt !== null,
    readAt: stored.readAt?.toISOString() ?? null,
    createdAt: stored.createdAt.toISOString(),
  };
}

/**
 * The reader's notifications, newest first, in their language, with how many are unread; audited
 * first when an administrator reads them while impersonating.
 */
export async function listNotifications(
  deps: ReadingDeps,
  reader: Reader,
  request: ListNotificationsRequest,
): Promise<ListNotificationsResponse> {
  await auditRead(deps, reader, 'notifications.viewed');
  const { userId } = reader.caller;
  const language = await languageOf(deps, reader);
  const stored = await listStored(deps.db.knex, userId, request);
  return {
    notifications: stored.map((item) => present(item, language, deps.appUrl)),
    unreadCount: await countUnread(deps.db.knex, userId),
  };
}

/** Marks one of the reader's notifications read; anyone else's is not found, as if it did not exist. */
export async function markNotificationRead(
  deps: ReadingDeps,
  reader: Reader,
  id: string,
): Promise<Notification> {
  if (!uuidPattern.test(id)) throw notificationNotFound();
  const stored = await auditedWrite(
    deps,
    reader,
    { action: 'notification.marked-read', resourceId: id },
    async (db) => {
      // Thrown inside the write, so a missing notification leaves no audit record either.
      const marked = await markRead(db, reader.caller.userId, id);
      if (!marked) throw notificationNotFound();
      return marked;
    },
  );
  return present(stored, await languageOf(deps, reader), deps.appUrl);
}

export async function markAllNotificationsRead(
  deps: ReadingDeps,
  reader: Reader,
): Promise<{ updated: number }> {
  const updated = await auditedWrite(
    deps,
    reader,
    { action: 'notifications.marked-read', resourceId: null },
    (db) => markAllRead(db, reader.caller.userId),
  );
  return { updated };
}
