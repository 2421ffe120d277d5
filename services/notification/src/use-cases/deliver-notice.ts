import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { writeNotice } from '../domain/build-email.js';
import { pagePath } from '../domain/links.js';
import { type Notice, noticeKinds, noticeLinks } from '../domain/notice.js';
import type { NotificationDeps } from '../deps.js';
import { insertNotification } from '../store/notifications.js';
import type { UserRecord } from '../store/users.js';
import { sendNoticeEmail } from './send-notice-email.js';
import { sendText } from './send-text.js';

export interface DeliverNoticeInput {
  userId: string;
  /** Null when the account's events have not arrived yet: the notification waits in the app alone. */
  user: UserRecord | null;
  notice: Notice;
  /** The event that caused it, for the e-mail log. */
  eventId: string | null;
  email: boolean;
  /**
   * Texted only to a number its owner confirmed and that has not opted out, and only notices that
   * have a text.
   */
  text: boolean;
}

/** Tells the user: an in-app notification always, then by e-mail and text as asked. */
export async function deliverNotice(
  deps: Pick<NotificationDeps, 'mailer' | 'sms' | 'appUrl' | 'logger'>,
  db: Knex,
  input: DeliverNoticeInput,
): Promise<void> {
  const { user, notice } = input;
  await insertNotification(db, {
    id: randomUUID(),
    userId: input.userId,
    kind: noticeKinds[notice.topic],
    notice,
    link: pagePath(noticeLinks[notice.topic]),
  });
  if (user === null) return;
  if (input.email) await sendNoticeEmail(deps, db, { user, notice, eventId: input.eventId });
  // A number the owner never confirmed may be anyone's: a reminder or a confirmation would tell a
  // stranger about the person's hours.
  if (input.text && user.phone !== null && user.phoneVerified) {
    const body = writeNotice(notice, user.preferredLanguage).text;
    if (body !== null) await sendText(deps, db, { userId: user.id, to: user.phone, body });
  }
}
