import type { MarkAllNotificationsReadResponse } from '@tracker/contracts/http/notifications';
import { markAllRead } from '../store/notifications.js';
import { auditedWrite } from './shared/audit.js';
import type { Reader, ReadingDeps } from './shared/notification-view.js';

/** Marks every notification of the reader read; answers how many were unread. */
export async function markAllNotificationsRead(
  deps: ReadingDeps,
  reader: Reader,
): Promise<MarkAllNotificationsReadResponse> {
  const updated = await auditedWrite(
    deps,
    reader,
    { action: 'notifications.marked-read', resourceId: null },
    (db) => markAllRead(db, reader.caller.userId),
  );
  return { updated };
}
