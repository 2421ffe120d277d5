import { randomUUID } from 'node:crypto';
import { textMessageDraft } from '@tracker/contracts/http/notifications';
import type { Knex } from 'knex';
import { maskSecret, redactSecrets } from '../domain/redact.js';
import type { NotificationDeps } from '../deps.js';
import { isOptedOut } from '../store/sms-subscribers.js';
import { insertOutboundText } from '../store/text-messages.js';

export type SendTextResult = 'sent' | 'failed' | 'opted-out' | 'refused';

export interface TextToSend {
  userId: string | null;
  to: string;
  body: string;
  /** A one-time code inside `body`: texted, but masked in the kept copy and never logged. */
  secret?: string;
}

const maxErrorLength = 500;

/** What a failed send may log and keep. */
interface SendFailure {
  name: string;
  code?: string | number;
  status?: string | number;
  message: string;
}

function scalar(value: unknown): string | number | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/**
 * The error's name, code, status and message (without the secret), never the error itself: an HTTP
 * client's error carries the request it made, that is the whole text and the provider's
 * `Authorization` header, and a logger would write all of it.
 */
function failureOf(error: unknown, secret: string | undefined): SendFailure {
  const text = error instanceof Error ? error.message : String(error);
  const fields = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  return {
    name: error instanceof Error ? error.name : typeof error,
    code: scalar(fields.code),
    status: scalar(fields.status),
    message: redactSecrets(text, [secret]).slice(0, maxErrorLength),
  };
}

/**
 * Texts `body` to `to` unless the number opted out, and keeps the text (sent or failed) with the
 * others. Never throws: a text that cannot go out must not undo what caused it (a logged activity, a
 * reminder), so the failure is recorded and logged instead.
 */
export async function sendText(
  deps: Pick<NotificationDeps, 'sms' | 'logger'>,
  db: Knex,
  input: TextToSend,
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
  const { secret } = input;
  const record = {
    id: randomUUID(),
    userId: input.userId,
    fromNumber: draft.data.fromNumber,
    toNumber: draft.data.toNumber,
    messageBody: secret === undefined ? draft.data.messageBody : maskSecret(draft.data.messageBody, secret),
  };
  try {
    const { sid } = await deps.sms.send({ to: record.toNumber, body: draft.data.messageBody });
    await insertOutboundText(db, { ...record, messageSid: sid, status: 'sent', errorMessage: null });
    return 'sent';
  } catch (error) {
    const failure = failureOf(error, secret);
    deps.logger.warn({ error: failure, userId: input.userId }, 'text not sent');
    // A failed text has no provider id; this one keeps the unique column filled without colliding.
    await insertOutboundText(db, {
      ...record,
      messageSid: `failed-${record.id}`,
      status: 'failed',
      errorMessage: failure.message,
    });
    return 'failed';
  }
}
