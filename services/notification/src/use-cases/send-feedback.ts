import { randomUUID } from 'node:crypto';
import type { Feedback, SendFeedbackRequest } from '@tracker/contracts/http/notifications';
import { buildFeedbackEmail } from '../domain/feedback-email.js';
import type { NotificationDeps } from '../deps.js';
import { insertEmailLog } from '../store/email-log.js';
import { insertFeedback } from '../store/feedback.js';
import { findUser } from '../store/users.js';
import { type Acting, auditedWrite } from './shared/audit.js';

const maxErrorLength = 500;

/**
 * Stores the caller's feedback (audited with it when an administrator sends it while impersonating)
 * and, when FEEDBACK_EMAIL is set, e-mails it to the program's staff. The feedback is kept whether or
 * not the e-mail goes out; the attempt is logged either way.
 */
export async function sendFeedback(
  deps: Pick<NotificationDeps, 'db' | 'mailer' | 'settings' | 'logger' | 'now' | 'nudgeOutbox'>,
  acting: Acting,
  input: SendFeedbackRequest,
): Promise<Feedback> {
  const { userId } = acting.caller;
  const id = randomUUID();
  const feedback = await auditedWrite(deps, acting, { action: 'feedback.sent', resourceId: id }, (db) =>
    insertFeedback(db, { id, userId, ...input }),
  );
  const to = deps.settings.feedbackEmail;
  if (to === null) return feedback;

  const sender = await findUser(deps.db.knex, userId);
  const content = buildFeedbackEmail(feedback, {
    username: sender?.username ?? null,
    contactEmail: feedback.mayContact ? (sender?.email ?? null) : null,
  });
  const entry = {
    id: randomUUID(),
    eventId: null,
    userId,
    kind: 'feedback',
    toAddress: to,
    language: 'en' as const,
  };
  try {
    const { messageId } = await deps.mailer.send({ to, ...content });
    await insertEmailLog(deps.db.knex, {
      ...entry,
      status: 'sent',
      providerMessageId: messageId,
      error: null,
    });
  } catch (error) {
    deps.logger.warn({ err: error, feedbackId: feedback.id }, 'feedback e-mail not sent');
    const message = (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength);
    await insertEmailLog(deps.db.knex, {
      ...entry,
      status: 'failed',
      providerMessageId: null,
      error: message,
    });
  }
  return feedback;
}
