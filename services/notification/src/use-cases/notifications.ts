import type { Language } from '@tracker/contracts/constants';
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

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who asks, and the language to word their notifications in when their account does not say. */
export interface Reader {
  userId: string;
  fallbackLanguage: Language;
}

async function languageOf(deps: Pick<NotificationDeps, 'db'>, reader: Reader): Promise<Language> {
  return (await findUser(deps.db.knex, reader.userId))?.preferredLanguage ?? reader.fallbackLanguage;
}

/** Words a stored notification in `language`. */
export function present(stored: StoredNotification, language: Language): Notification {
  const wording = writeNotice(stored.notice, language);
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

/** The reader's notifications, newest first, in their language, with how many are unread. */
export async function listNotifications(
  deps: Pick<NotificationDeps, 'db'>,
  reader: Reader,
  request: ListNotificationsRequest,
): Promise<ListNotificationsResponse> {
  const language = await languageOf(deps, reader);
  const stored = await listStored(deps.db.knex, reader.userId, request);
  return {
    notifications: stored.map((item) => present(item, language)),
    unreadCount: await countUnread(deps.db.knex, reader.userId),
  };
}

/** Marks one of the reader's notifications read; anyone else's is not found, as if it did not exist. */
export async function markNotificationRead(
  deps: Pick<NotificationDeps, 'db'>,
  reader: Reader,
  id: string,
): Promise<Notification> {
  if (!uuidPattern.test(id)) throw notificationNotFound();
  const stored = await markRead(deps.db.knex, reader.userId, id);
  if (!stored) throw notificationNotFound();
  return present(stored, await languageOf(deps, reader));
}

export async function markAllNotificationsRead(
  deps: Pick<NotificationDeps, 'db'>,
  reader: Reader,
): Promise<{ updated: number }> {
  return { updated: await markAllRead(deps.db.knex, reader.userId) };
}
