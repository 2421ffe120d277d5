import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { writeNotice } from '../domain/build-email.js';
import { pagePath } from '../domain/links.js';
import { type Notice, noticeKinds, noticeLinks, noticeSubject } from '../domain/notice.js';
import { quietHoursEnd } from '../domain/quiet-hours.js';
import type { NotificationDeps } from '../deps.js';
import type { QueuedText } from '../store/outbound-texts.js';
import { insertNotification, insertNotificationWithText } from '../store/notifications.js';
import type { UserRecord } from '../store/users.js';
import { afterCommit, draftText } from './shared/queue-text.js';
import { sendNoticeEmail } from './shared/send-notice-email.js';

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
  /**
   * The notice confirms what the person just texted in: its text is an answer they are waiting for,
   * sent at once like a reply, not held through quiet hours.
   */
  answersText?: boolean;
}

/**
 * Tells the user: an in-app notification always, then by e-mail and text as asked. The text is written
 * with the notification, in one statement, for the sender to text after the commit (`queueText`);
 * between 9 pm and 8 am in the person's time zone (their browser's at their latest login, else the
 * configured one) it is held until 8 am, in the same table, so a restart does not lose it.
 */
export async function deliverNotice(
  deps: Pick<NotificationDeps, 'mailer' | 'sms' | 'appUrl' | 'logger' | 'nudgeTexts' | 'settings' | 'now'>,
  db: Knex,
  input: DeliverNoticeInput,
): Promise<void> {
  const { user, notice } = input;
  const notification = {
    id: randomUUID(),
    userId: input.userId,
    kind: noticeKinds[notice.topic],
    notice,
    link: pagePath(noticeLinks[notice.topic]),
  };
  const text = input.text && user !== null ? textOf(deps, user, notice, input.answersText === true) : null;
  if (text === null) {
    await insertNotification(db, notification);
  } else {
    await insertNotificationWithText(db, notification, text);
    afterCommit(db, deps.nudgeTexts);
  }
  if (user !== null && input.email) await sendNoticeEmail(deps, db, { user, notice, eventId: input.eventId });
}

// A number the owner never confirmed may be anyone's: a reminder or a confirmation would tell a
// stranger about the person's hours.
function textOf(
  deps: Pick<NotificationDeps, 'sms' | 'logger' | 'settings' | 'now' | 'appUrl'>,
  user: UserRecord,
  notice: Notice,
  answersText: boolean,
): QueuedText | null {
  if (user.phone === null || !user.phoneVerified) return null;
  const body = writeNotice(notice, user.preferredLanguage, deps.appUrl).text;
  if (body === null) return null;
  const holdUntil = answersText ? null : quietHoursEnd(deps.now(), user.timeZone, deps.settings.timeZone);
  return draftText(deps, { userId: user.id, to: user.phone, body, holdUntil, about: noticeSubject(notice) });
}
