import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { buildNoticeEmail } from '../../domain/build-email.js';
import type { Notice } from '../../domain/notice.js';
import type { NotificationDeps } from '../../deps.js';
import type { UserRecord } from '../../store/users.js';
import { insertEmailLog } from '../../store/email-log.js';

const maxErrorLength = 500;

/**
 * E-mails a notice to the user in their language and logs the attempt. Never throws: the in-app
 * notification made with it stands whether or not the mail server took the message.
 */
export async function sendNoticeEmail(
  deps: Pick<NotificationDeps, 'mailer' | 'appUrl' | 'logger'>,
  db: Knex,
  input: { user: UserRecord; notice: Notice; eventId: string | null },
): Promise<'sent' | 'failed'> {
  const { user, notice } = input;
  const entry = {
    id: randomUUID(),
    eventId: input.eventId,
    userId: user.id,
    kind: notice.topic,
    toAddress: user.email,
    language: user.preferredLanguage,
  };
  try {
    const content = buildNoticeEmail(
      notice,
      { language: user.preferredLanguage, firstName: user.firstName },
      deps.appUrl,
    );
    const { messageId } = await deps.mailer.send({ to: user.email, ...content });
    await insertEmailLog(db, { ...entry, status: 'sent', providerMessageId: messageId, error: null });
    return 'sent';
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength);
    deps.logger.warn({ err: error, userId: user.id, topic: notice.topic }, 'notice e-mail not sent');
    await insertEmailLog(db, { ...entry, status: 'failed', providerMessageId: null, error: message });
    return 'failed';
  }
}
