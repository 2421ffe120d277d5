import {
  type NotificationMonthMetV1,
  notificationMonthMetV1,
} from '@tracker/contracts/events/notification-month-met-v1';
import {
  type NotificationSmsActivityReceivedV1,
  notificationSmsActivityReceivedV1,
} from '@tracker/contracts/events/notification-sms-activity-received-v1';
import {
  type NotificationSmsIncomeReceivedV1,
  notificationSmsIncomeReceivedV1,
} from '@tracker/contracts/events/notification-sms-income-received-v1';
import { recordEvent } from '@tracker/kit/messaging/outbox';
import type { Knex } from 'knex';

export const PRODUCER = 'notification';

/**
 * Announces an activity read from a text, in the transaction that stored the text. The correlation id
 * is the text's id: the activity service carries it onto `activity.logged`, which leads back to the text.
 */
export async function recordSmsActivityReceived(
  trx: Knex.Transaction,
  textId: string,
  data: NotificationSmsActivityReceivedV1,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: notificationSmsActivityReceivedV1,
    subjectId: data.userId,
    correlationId: textId,
    data,
  });
}

/**
 * Announces pay read from a text, in the transaction that stored the text. The correlation id is the
 * text's id: the activity service carries it onto `income.reported`, which leads back to the text.
 */
export async function recordSmsIncomeReceived(
  trx: Knex.Transaction,
  textId: string,
  data: NotificationSmsIncomeReceivedV1,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: notificationSmsIncomeReceivedV1,
    subjectId: data.userId,
    correlationId: textId,
    data,
  });
}

/**
 * Announces that a person's month was met for the first time, in the transaction that claimed it. The
 * correlation id is the event whose record met the month.
 */
export async function recordMonthMet(
  trx: Knex.Transaction,
  causeId: string,
  data: NotificationMonthMetV1,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: notificationMonthMetV1,
    subjectId: data.userId,
    correlationId: causeId,
    data,
  });
}
