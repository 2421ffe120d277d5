import type {
  ListNotificationsRequest,
  ListNotificationsResponse,
} from '@tracker/contracts/http/notifications';
import { countUnread, listNotifications as listStoredNotifications } from '../store/notifications.js';
import { auditRead } from './shared/audit.js';
import { languageOf, present, type Reader, type ReadingDeps } from './shared/notification-view.js';

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
  const stored = await listStoredNotifications(deps.db.knex, userId, request);
  return {
    notifications: stored.map((item) => present(item, language, deps.appUrl)),
    unreadCount: await countUnread(deps.db.knex, userId),
  };
}
