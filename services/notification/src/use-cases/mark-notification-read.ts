import type { Notification } from '@tracker/contracts/http/notifications';
import { notificationNotFound } from '../errors.js';
import { markRead } from '../store/notifications.js';
import { auditedWrite } from './shared/audit.js';
import { languageOf, present, type Reader, type ReadingDeps } from './shared/notification-view.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
