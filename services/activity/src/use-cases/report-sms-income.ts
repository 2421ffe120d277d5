import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import type { NotificationSmsIncomeReceivedV1 } from '@tracker/contracts/events/notification-sms-income-received-v1';
import type { Knex } from 'knex';
import { incomeIdOfText } from '../domain/texted-income-id.js';
import type { ActivityDeps } from '../deps.js';
import { recordIncomeReported } from '../store/income-events.js';
import { findIncome, insertIncome } from '../store/income-records.js';

/**
 * Records the pay a text message reported, inside the inbox transaction: a pay record with source
 * `sms`, paid on the day of the text, for a period of that one day (a text names none; the enrollee
 * may edit it on the web), without hours, and its `income.reported` event, which carries the text's
 * id as correlation id back to the notification service. Nothing when the text already recorded one.
 */
export async function reportSmsIncome(
  deps: Pick<ActivityDeps, 'nudgeOutbox'>,
  trx: Knex.Transaction,
  event: EventEnvelope<NotificationSmsIncomeReceivedV1>,
): Promise<void> {
  const { data } = event;
  const id = incomeIdOfText(data.messageSid);
  if ((await findIncome(trx, id)) !== undefined) return;
  const record = await insertIncome(trx, {
    id,
    userId: data.userId,
    source: 'sms',
    employer: data.employer,
    grossAmountCents: data.grossAmountCents,
    payDate: data.payDate,
    periodStart: data.payDate,
    periodEnd: data.payDate,
    hoursWorked: null,
  });
  await recordIncomeReported(trx, record, event.correlationId);
  trx.executionPromise.then(
    () => deps.nudgeOutbox(),
    () => undefined,
  );
}
