import { randomUUID } from 'node:crypto';
import { textMessageDraft } from '@tracker/contracts/http/notifications';
import type { Knex } from 'knex';
import { fitsTextBudget } from '../../domain/sms/text-budget.js';
import type { NotificationDeps } from '../../deps.js';
import { insertQueuedText, type QueuedText } from '../../store/outbound-texts.js';

export type QueueTextResult = 'queued' | 'refused';

export interface TextToSend {
  userId: string | null;
  to: string;
  body: string;
  /** A one-time code inside `body`: texted, but masked in the kept copy and never logged. */
  secret?: string;
  /** Not sent after this (a code's expiry). */
  sendBefore?: Date;
  /** Held until then: the end of the person's quiet hours. */
  holdUntil?: Date | null;
  /** What it is about, so it can be withdrawn while unsent (`withdrawUnsentTexts`). */
  about?: string | null;
}

// The draft's own limit is one GSM-7 message of 160 characters; this service's is a number of
// messages in the text's encoding (`TEXT_MAX_SEGMENTS`), which is what a text costs and how it arrives.
const numbers = textMessageDraft.omit({ messageBody: true });

/**
 * The text as it will be written to `outbound_texts`, or null when it cannot be sent at all: every
 * text this service writes fits its budget of messages, and one that does not is a wording bug,
 * logged here.
 */
export function draftText(
  deps: Pick<NotificationDeps, 'sms' | 'logger'>,
  input: TextToSend,
): QueuedText | null {
  const draft = numbers.safeParse({ fromNumber: deps.sms.from, toNumber: input.to });
  if (!draft.success) {
    deps.logger.error({ issues: draft.error.issues }, 'a text was refused before sending');
    return null;
  }
  const body = input.body.trim();
  if (body === '' || !fitsTextBudget(body)) {
    deps.logger.error({ length: body.length }, 'a text was refused before sending: empty or too long');
    return null;
  }
  return {
    id: randomUUID(),
    userId: input.userId,
    fromNumber: draft.data.fromNumber,
    toNumber: draft.data.toNumber,
    body,
    secret: input.secret ?? null,
    sendBefore: input.sendBefore ?? null,
    holdUntil: input.holdUntil ?? null,
    about: input.about ?? null,
  };
}

/** Runs `action` once `db`'s transaction has committed (at once outside a transaction); never on rollback. */
export function afterCommit(db: Knex, action: () => void): void {
  if (db.isTransaction === true) {
    (db as Knex.Transaction).executionPromise.then(action, () => undefined);
  } else {
    action();
  }
}

/**
 * Writes a text to send in `db`'s transaction: the sender loop texts it after the commit, unless the
 * number opted out by then (`text-sender.ts`), and keeps it with the others, a code masked. Nothing
 * here waits on Twilio, so what caused the text never holds its transaction open for it, and a text
 * that cannot go out never undoes its cause.
 */
export async function queueText(
  deps: Pick<NotificationDeps, 'sms' | 'logger' | 'nudgeTexts'>,
  db: Knex,
  input: TextToSend,
): Promise<QueueTextResult> {
  const text = draftText(deps, input);
  if (text === null) return 'refused';
  await insertQueuedText(db, text);
  afterCommit(db, deps.nudgeTexts);
  return 'queued';
}
