import type { Knex } from 'knex';
import { preparedQuery } from '@tracker/kit/data/prepared-query';

/** A text to send, as written in the transaction that caused it. */
export interface QueuedText {
  id: string;
  userId: string | null;
  fromNumber: string;
  toNumber: string;
  /** As it is sent, a code included. */
  body: string;
  /** The code inside `body`, masked in the kept copy; null for texts without one. */
  secret: string | null;
  /** Not sent after this, when given. */
  sendBefore: Date | null;
  /** Held until then (the end of the person's quiet hours), when given; else sent at once. */
  holdUntil: Date | null;
  /** What it is about (`exemption:<id>`), so it can be withdrawn while unsent; null for most texts. */
  about: string | null;
}

/**
 * The values of a text to send, in the order of `insertQueuedText`'s columns: id, user_id,
 * from_number, to_number, message_body, secret, send_before, hold_until, about.
 */
export function queuedTextValues(text: QueuedText): unknown[] {
  return [
    text.id,
    text.userId,
    text.fromNumber,
    text.toNumber,
    text.body,
    text.secret,
    text.sendBefore,
    text.holdUntil,
    text.about,
  ];
}

/**
 * The columns and values (from `$first`) of a text to send: a held text's first attempt is due when
 * its hold ends.
 */
export function queuedTextInsert(first: number): string {
  const p = (offset: number) => `$${first + offset}`;
  return `(id, user_id, from_number, to_number, message_body, secret, send_before, hold_until, about,
           next_attempt_at)
   values (${p(0)}, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}::timestamptz, ${p(8)},
           coalesce(${p(7)}::timestamptz, now()))`;
}

const insertQueued = preparedQuery(
  'notification_queue_text_about',
  `insert into outbound_texts ${queuedTextInsert(1)}`,
);

export async function insertQueuedText(db: Knex, text: QueuedText): Promise<void> {
  await insertQueued.run(db, queuedTextValues(text));
}

/** A text a sender claimed, with what decides whether it may go out now. */
export interface ClaimedText {
  id: string;
  userId: string | null;
  fromNumber: string;
  toNumber: string;
  body: string;
  secret: string | null;
  /** Attempts so far, this one included. */
  attempts: number;
  /** Earlier attempts whose outcome is unknown (see the migration). */
  unknownOutcomes: number;
  /** The number opted out (STOP) since the text was written. */
  optedOut: boolean;
  /** Not sent after this, when given. */
  sendBefore: Date | null;
}

interface ClaimedRow {
  id: string;
  user_id: string | null;
  from_number: string;
  to_number: string;
  message_body: string;
  secret: string | null;
  attempts: number;
  unknown_outcomes: number;
  opted_out: boolean;
  send_before: Date | string | null;
}

const claimDue = preparedQuery<ClaimedRow>(
  'notification_claim_held_texts',
  `update outbound_texts as t
      set claimed_until = now() + $1 * interval '1 millisecond',
          claim_id = $2,
          attempts = t.attempts + 1,
          unknown_outcomes = t.unknown_outcomes + (case when t.claimed_until is null then 0 else 1 end)
     from (
       select id from outbound_texts
        where next_attempt_at <= now() and (claimed_until is null or claimed_until <= now())
          and (hold_until is null or hold_until <= $4::timestamptz)
        order by next_attempt_at
        limit $3
        for update skip locked
     ) as due
    where t.id = due.id
    returning t.id, t.user_id, t.from_number, t.to_number, t.message_body, t.secret, t.attempts,
              t.unknown_outcomes,
              coalesce((select s.opted_out from sms_subscribers s where s.phone = t.to_number), false)
                as opted_out,
              t.send_before`,
);

/**
 * Claims up to `limit` texts that are due, for `leaseMs`, in one statement that commits on its own:
 * `FOR UPDATE SKIP LOCKED` keeps two senders from claiming the same row at the same moment, and the
 * lease keeps every other sender off it until it ends, without a transaction or a connection held
 * while Twilio is called. A row whose earlier lease ran out without an outcome counts one unknown
 * outcome more. The number's opt-out is read in the same statement, just before sending. A text held
 * through quiet hours is due once its hold ends by the sender's clock (`now`).
 */
export async function claimDueTexts(
  db: Knex,
  claimId: string,
  limit: number,
  leaseMs: number,
  now: Date = new Date(),
): Promise<ClaimedText[]> {
  const rows = await claimDue.run(db, [leaseMs, claimId, limit, now]);
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    fromNumber: row.from_number,
    toNumber: row.to_number,
    body: row.message_body,
    secret: row.secret,
    attempts: Number(row.attempts),
    unknownOutcomes: Number(row.unknown_outcomes),
    optedOut: row.opted_out,
    sendBefore: row.send_before === null ? null : new Date(row.send_before),
  }));
}

/** What came of a claimed text. */
export type TextOutcome =
  /** Handed to Twilio: kept as sent, with Twilio's id and the body as it may be kept. */
  | { id: string; kind: 'sent'; sid: string; keptBody: string }
  /** Given up: kept as failed, with why. */
  | { id: string; kind: 'failed'; error: string; keptBody: string }
  /** Not sent and not kept: the number opted out, or the text is no longer wanted. */
  | { id: string; kind: 'dropped' }
  /** Tried again after `delayMs`. */
  | { id: string; kind: 'retry'; error: string; delayMs: number; unknownOutcome: boolean };

const recordOutcomes = preparedQuery<{ changed: number | string }>(
  'notification_record_text_outcomes',
  `with outcome as (
     select * from jsonb_to_recordset($1::jsonb)
       as o(id uuid, kind text, sid text, body text, error text, delay_ms integer, unknown integer)
   ),
   finished as (
     delete from outbound_texts t using outcome o
      where t.id = o.id and t.claim_id = $2 and o.kind in ('sent', 'failed', 'dropped')
      returning t.id, t.user_id, t.from_number, t.to_number, o.kind, o.sid, o.body, o.error
   ),
   kept as (
     insert into text_messages
       (id, direction, user_id, from_number, to_number, message_body, message_sid, status, processed,
        error_message)
     select id, 'outbound', user_id, from_number, to_number, body, sid, kind, kind = 'sent', error
       from finished where kind in ('sent', 'failed')
     on conflict do nothing
   ),
   retried as (
     update outbound_texts t
        set claimed_until = null, claim_id = null, last_error = o.error,
            next_attempt_at = now() + o.delay_ms * interval '1 millisecond',
            unknown_outcomes = t.unknown_outcomes + o.unknown
       from outcome o
      where t.id = o.id and t.claim_id = $2 and o.kind = 'retry'
      returning t.id
   )
   select (select count(*) from finished)::integer + (select count(*) from retried)::integer as changed`,
);

/**
 * Records the outcomes of texts this sender claimed, in one statement that commits on its own: a
 * finished text leaves `outbound_texts` (and its code with it) and, unless dropped, joins the kept
 * texts under the same id; a text to try again is released until its next attempt. Rows this sender no
 * longer holds (its lease ran out and another sender claimed them, or the account was deleted) are
 * left alone. Resolves with how many rows were changed.
 */
export async function recordTextOutcomes(
  db: Knex,
  claimId: string,
  outcomes: readonly TextOutcome[],
): Promise<number> {
  if (outcomes.length === 0) return 0;
  const rows = outcomes.map((outcome) => ({
    id: outcome.id,
    kind: outcome.kind,
    sid: outcome.kind === 'sent' ? outcome.sid : outcome.kind === 'failed' ? `failed-${outcome.id}` : null,
    body: outcome.kind === 'sent' || outcome.kind === 'failed' ? outcome.keptBody : null,
    error: outcome.kind === 'failed' || outcome.kind === 'retry' ? outcome.error : null,
    delay_ms: outcome.kind === 'retry' ? Math.max(0, Math.round(outcome.delayMs)) : null,
    unknown: outcome.kind === 'retry' && outcome.unknownOutcome ? 1 : 0,
  }));
  const [row] = await recordOutcomes.run(db, [JSON.stringify(rows), claimId]);
  return Number(row?.changed ?? 0);
}

/**
 * Withdraws the user's texts about `about` that no sender holds yet (a text held through the night,
 * or waiting for its next attempt): what they say no longer holds. A text being sent right now is left
 * to its sender. Resolves with how many were withdrawn.
 */
export async function withdrawUnsentTexts(db: Knex, userId: string, about: string): Promise<number> {
  return db('outbound_texts').where({ user_id: userId, about }).whereNull('claim_id').del();
}
