import type { TextMessageStatus } from '@tracker/contracts/http/notifications';
import type { Knex } from 'knex';

/** An inbound text as Twilio delivered it, before it is handled. */
export interface InboundText {
  id: string;
  fromNumber: string;
  toNumber: string;
  messageBody: string;
  messageSid: string;
  numMedia: number;
  mediaUrls: string[];
  mediaContentTypes: string[];
  hasAttachments: boolean;
}

/**
 * Stores the inbound text unless its MessageSid is already stored; resolves with whether it was new.
 * Inside a transaction, a concurrent retry of the same webhook waits here until the first one commits.
 */
export async function insertInboundText(db: Knex, text: InboundText): Promise<boolean> {
  const inserted = await db('text_messages')
    .insert({
      id: text.id,
      direction: 'inbound',
      from_number: text.fromNumber,
      to_number: text.toNumber,
      message_body: text.messageBody,
      message_sid: text.messageSid,
      status: 'received',
      num_media: text.numMedia,
      media_urls: JSON.stringify(text.mediaUrls),
      media_content_types: JSON.stringify(text.mediaContentTypes),
      has_attachments: text.hasAttachments,
    })
    .onConflict('message_sid')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/** The answer given to an already stored text, for a retried webhook; null when none was given. */
export async function replyGivenTo(db: Knex, messageSid: string): Promise<string | null> {
  const row = (await db('text_messages').where({ message_sid: messageSid }).first('reply_body')) as
    { reply_body: string | null } | undefined;
  return row?.reply_body ?? null;
}

/** What handling an inbound text came to. */
export interface InboundOutcome {
  userId: string | null;
  status: TextMessageStatus;
  processed: boolean;
  errorMessage: string | null;
  replyBody: string | null;
}

export async function recordInboundOutcome(db: Knex, id: string, outcome: InboundOutcome): Promise<void> {
  await db('text_messages').where({ id }).update({
    user_id: outcome.userId,
    status: outcome.status,
    processed: outcome.processed,
    error_message: outcome.errorMessage,
    reply_body: outcome.replyBody,
  });
}

/**
 * Ties an activity text to the activity it logged; resolves with the number it came from, or null
 * when no text of this user has this id.
 */
export async function markTextLogged(
  db: Knex,
  textId: string,
  userId: string,
  activityId: string,
): Promise<string | null> {
  const [row] = (await db('text_messages')
    .where({ id: textId, user_id: userId, direction: 'inbound' })
    .update({ activity_id: activityId, status: 'processed', processed: true })
    .returning('from_number')) as Array<{ from_number: string }>;
  return row?.from_number ?? null;
}

/** A text this service sent (or tried to), kept like the inbound ones. */
export interface OutboundText {
  id: string;
  userId: string | null;
  fromNumber: string;
  toNumber: string;
  messageBody: string;
  messageSid: string;
  status: 'sent' | 'failed';
  errorMessage: string | null;
}

export async function insertOutboundText(db: Knex, text: OutboundText): Promise<void> {
  await db('text_messages').insert({
    id: text.id,
    direction: 'outbound',
    user_id: text.userId,
    from_number: text.fromNumber,
    to_number: text.toNumber,
    message_body: text.messageBody,
    message_sid: text.messageSid,
    status: text.status,
    processed: text.status === 'sent',
    error_message: text.errorMessage,
  });
}
