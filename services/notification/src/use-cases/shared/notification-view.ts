import type { Language } from '@tracker/contracts/constants/accounts';
import type { Notification } from '@tracker/contracts/http/notifications';
import { writeNotice } from '../../domain/build-email.js';
import type { NotificationDeps } from '../../deps.js';
import type { StoredNotification } from '../../store/notifications.js';
import { findUser } from '../../store/users.js';
import type { Acting } from './audit.js';

/** Who asks, and the language to word their notifications in when their account does not say. */
export interface Reader extends Acting {
  fallbackLanguage: Language;
}

/** What reading one's notifications needs: the store, the audit's clock and relay, and the app's address. */
export type ReadingDeps = Pick<NotificationDeps, 'db' | 'now' | 'nudgeOutbox' | 'appUrl'>;

/** The language the reader's notifications are worded in: their account's, else their browser's. */
export async function languageOf(deps: Pick<NotificationDeps, 'db'>, reader: Reader): Promise<Language> {
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
