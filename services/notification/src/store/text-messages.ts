import type { TextMessageStatus } from '@tracker/contracts/http/notifications';
import type { Knex } from 'knex';
import { preparedQuery } from '@tracker/kit/data/prepared-query';
import { toRecord, type UserRecord, userColumnsSql, type UserRow } from './users.js';

/** What is known about a number when a text arrives from it. */
export interface SenderOfText {
  /** The text with this MessageSid, when it is already stored: a retried webhook. */
  earlier: { reply: string | null } | null;
  /** Whether the number asked for no more texts (STOP) and has not asked for them again (START). */
  optedOut: boolean;
  /**
   * Accounts that gave this number (five at most), those that confirmed it first: anyone may type any
   * number into a registration, so a handful of unconfirmed claims must not hide the account that
   * proved it holds it.
   */
  holders: UserRecord[];
}

type SenderRow = Partial<UserRow> & {
  earlier_id: string | null;
  earlier_reply: string | null;
  opted_out: boolean | null;
};

const senderOfText = preparedQuery<SenderRow>(
  'notification_sender_of_text',
  `select e.id as earlier_id, e.reply_body as earlier_reply, s.opted_out, u.*
     from (select 1) as one
     left join text_messages e on e.message_sid = $1
     left join sms_subscribers s on s.phone = $2
     left join lateral (
       select ${userColumnsSql} from users where phone = $2 order by phone_verified desc, id limit 5
     ) u on true
    order by u.phone_verified desc, u.id`,
);

/**
 * The number's accounts, its opt-out and any earlier delivery of the same text, in one statement
 * outside any transaction: one row per account, or one row of nulls for a number on no account.
 */
export async function findSenderOfText(db: Knex, phone: string, messageSid: string): Promise<SenderOfText> {
  const rows = await senderOfText.run(db, [messageSid, phone]);
  const [first] = rows;
  return {
    earlier: first?.earlier_id ? { reply: first.earlier_reply ?? null } : null,
    optedOut: first?.opted_out === true,
    holders: rows.filter((row) => typeof row.id === 'string').map((row) => toRecord(row as UserRow)),
  };
}

/** An inbound text as Twilio delivered it, with what handling it came to. */
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
  userId: string | null;
  status: TextMessageStatus;
  processed: boolean;
  errorMessage: string | null;
  replyBody: string | null;
}

/** A number's choice to get texts or not (STOP, START), recorded with the text that made it. */
export interface OptChoice {
  optedOut: boolean;
}

const insertText = `insert into text_messages
    (id, direction, user_id, from_number, to_number, message_body, message_sid, status, processed,
     error_message, reply_body, num_media, media_urls, media_content_types, has_attachments)
  values ($1, 'inbound', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14)
  on conflict (message_sid) do nothing
  returning id`;

const storeText = preparedQuery<{ id: string }>('notification_store_inbound_text', insertText);

// The choice belongs to the account the text is stored under, when exactly one is known.
const storeTextWithChoice = preparedQuery<{ id: string }>(
  'notification_store_inbound_text_with_choice',
  `with stored as (${insertText}),
   choice as (
     insert into sms_subscribers (phone, user_id, opted_out, changed_at)
     select $3, $2, $15, now() from stored
     on conflict (phone) do update
       set user_id = excluded.user_id, opted_out = excluded.opted_out, changed_at = excluded.changed_at
   )
   select id from stored`,
);

/**
 * Stores the inbound text with its outcome, and with it the number's STOP or START when it made one,
 * in one statement; resolves with whether it was new. A text whose MessageSid is already stored changes
 * nothing: inside or outside a transaction, a concurrent retry of the same webhook waits here until the
 * first one commits, then stores nothing.
 */
export async function storeInboundText(db: Knex, text: InboundText, choice?: OptChoice): Promise<boolean> {
  const values = [
    text.id,
    text.userId,
    text.fromNumber,
    text.toNumber,
    text.messageBody,
    text.messageSid,
    text.status,
    text.processed,
    text.errorMessage,
    text.replyBody,
    text.numMedia,
    JSON.stringify(text.mediaUrls),
    JSON.stringify(text.mediaContentTypes),
    text.hasAttachments,
  ];
  const rows =
    choice === undefined
      ? await storeText.run(db, values)
      : await storeTextWithChoice.run(db, [...values, choice.optedOut]);
  return rows.length > 0;
}

/** The answer given to an already stored text, for a retried webhook; null when none was given. */
export async function replyGivenTo(db: Knex, messageSid: string): Promise<string | null> {
  const row = (await db('text_messages').where({ message_sid: messageSid }).first('reply_body')) as
    { reply_body: string | null } | undefined;
  return row?.reply_body ?? null;
}

/** Marks pay texted in as recorded: the text is processed and tied to the pay record it became. */
export async function markTextedIncome(
  db: Knex,
  textId: string,
  userId: string,
  incomeId: string,
): Promise<void> {
  await db('text_messages')
    .where({ id: textId, user_id: userId, direction: 'inbound' })
    .update({ income_id: incomeId, status: 'processed', processed: true });
}
