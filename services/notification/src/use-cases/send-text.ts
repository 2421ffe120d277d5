import { randomUUID } from 'node:crypto';
import { textMessageDraft } from '@tracker/contracts/http/notifications';
import type { Knex } from 'knex';
import type { NotificationDeps } from '../deps.js';
import { isOptedOut } from '../store/sms-subscribers.js';
import { insertOutboundText } from '../store/text-messages.js';

export type SendTextResult = 'sent' | 'failed' | 'opted-out' | 'refused';

const maxErrorLength = 500;

/**
 * Texts `body` to `to` unless the number opted out, and keeps the text (sent or failed) with the
 * others. Never throws: a text that cannot go out must not undo what caused it (a logged activity, a
 * reminder), so the failure is recorded and logged instead.
 */
export async function sendText(
  deps: Pick<NotificationDeps, 'sms' | 'logger'>,
  db: Knex,
  input: { userId: string | null; to: string; body: string },
): Promise<SendTextResult> {
  if (await isOptedOut(db, input.to)) return 'opted-out';
  const draft = textMessageDraft.safeParse({
    fromNumber: deps.sms.from,
    toNumber: input.to,
    messageBody: input.body,
  });
  if (!draft.success) {
    // Every text this service writes fits one message; one that does not is a wording bug.
    deps.logger.error({ issues: draft.error.issues }, 'a text was refused before sending');
    return 'refused';
  }
  const record = {
    id: randomUUID(),
    userId: input.userId,
    fromNumber: draft.data.fromNumber,
    toNumber: draft.data.toNumber,
    messageBody: draft.data.messageBody,
  };
  try {
    const { sid } = await deps.sms.send({ to: record.toNumber, body: record.messageBody });
    await insertOutboundText(db, { ...record, messageSid: sid, status: 'sent', errorMessage: null });
    return 'sent';
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength);
    deps.logger.warn({ err: error, userId: input.userId }, 'text not sent');
    // A failed text has no provider id; this one keeps the unique column filled without colliding.
    await insertOutboundText(db, {
      ...record,
      messageSid: `failed-${record.id}`,
      status: 'failed',
      errorMessage: message,
    });
    return 'failed';
  }
}
