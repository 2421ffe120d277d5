import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import {
  type IdentityEmailRequestedV1,
  identityEmailRequestedV1,
} from '@tracker/contracts/events/identity-email-requested-v1';
import type { Database } from '@tracker/kit/data/db';
import { on } from '@tracker/kit/messaging/inbox';
import type { Logger } from '@tracker/kit/runtime/logger';
import type { Knex } from 'knex';
import { emailNotSent } from '../domain/notification-error.js';
import type { Mailer } from '../mailer.js';
import { type EmailLogEntry, insertEmailLog } from '../store/email-log.js';
import { type SendEmailResult, sendEmail } from '../use-cases/send-email.js';

export interface EmailRequestedDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
}

function logEntry(event: EventEnvelope<IdentityEmailRequestedV1>, result: SendEmailResult): EmailLogEntry {
  return {
    id: randomUUID(),
    eventId: event.id,
    userId: event.data.userId ?? null,
    kind: event.data.kind,
    toAddress: event.data.to,
    language: event.data.language,
    status: result.status,
    providerMessageId: result.status === 'sent' ? result.messageId : null,
    error: result.status === 'failed' ? result.error : null,
  };
}

/**
 * Sends the e-mail identity asked for and logs the attempt. Runs inside the inbox transaction, so a
 * duplicate delivery never reaches it. A failed send throws, so the bus delivers the event again
 * (and dead-letters it after the delivery limit).
 */
export function onEmailRequested(deps: EmailRequestedDeps) {
  const failureLogWrites = new Set<Promise<void>>();

  // The inbox transaction rolls back when the handler throws, so the failure is logged on a
  // connection of its own. It is not awaited: with the embedded database that connection only
  // becomes free once the inbox transaction has ended.
  function logFailureOutsideTransaction(entry: EmailLogEntry): void {
    const write = insertEmailLog(deps.db.knex, entry)
      .catch((error: unknown) => {
        deps.logger.error({ err: error, eventId: entry.eventId }, 'could not log a failed e-mail');
      })
      .finally(() => failureLogWrites.delete(write));
    failureLogWrites.add(write);
  }

  async function handle(
    event: EventEnvelope<IdentityEmailRequestedV1>,
    trx: Knex.Transaction,
  ): Promise<void> {
    const result = await sendEmail({ mailer: deps.mailer, appUrl: deps.appUrl }, event.data);
    const entry = logEntry(event, result);
    if (result.status === 'sent') {
      await insertEmailLog(trx, entry);
      deps.logger.info({ eventId: event.id, kind: entry.kind, messageId: result.messageId }, 'e-mail sent');
      return;
    }
    logFailureOutsideTransaction(entry);
    deps.logger.warn({ eventId: event.id, kind: entry.kind, error: result.error }, 'e-mail not sent');
    throw emailNotSent(entry.kind, result.error);
  }

  return {
    handler: on(identityEmailRequestedV1, handle),
    handle,
    /** Resolves once every failure is in the log; `stop()` waits for it. */
    async settled(): Promise<void> {
      await Promise.all([...failureLogWrites]);
    },
  };
}
