import type { Knex } from 'knex';
import type { EmailLanguage } from '../domain/email-kind.js';

/** One attempt to send one e-mail. Holds no token and no link: those are secrets of the recipient. */
export interface EmailLogEntry {
  id: string;
  /** The event that asked for it; null for reminders and feedback. */
  eventId: string | null;
  userId: string | null;
  /** What the e-mail was about: identity's kind, a notice topic or `feedback`. */
  kind: string;
  toAddress: string;
  language: EmailLanguage;
  status: 'sent' | 'failed';
  providerMessageId: string | null;
  error: string | null;
}

export const emailLogTable = 'email_log';

export async function insertEmailLog(knex: Knex, entry: EmailLogEntry): Promise<void> {
  await knex(emailLogTable).insert({
    id: entry.id,
    event_id: entry.eventId,
    user_id: entry.userId,
    kind: entry.kind,
    to_address: entry.toAddress,
    language: entry.language,
    status: entry.status,
    provider_message_id: entry.providerMessageId,
    error: entry.error,
  });
}
