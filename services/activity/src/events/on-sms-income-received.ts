import { createHash } from 'node:crypto';
import { notificationSmsIncomeReceivedV1 } from '@tracker/contracts/events/notification-sms-income-received-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import type { ActivityDeps } from '../deps.js';
import { recordIncomeReported } from '../store/income-events.js';
import { findIncome, insertIncome } from '../store/income-records.js';

/**
 * The id of the pay record a text becomes, derived from the text's id (a name-based UUID, version 5
 * in form): the same text always names the same record, so it never records two payments, even when
 * it arrives as two different events.
 */
export function incomeIdOfText(messageSid: string): string {
  const hex = createHash('sha1').update(`sms-income:${messageSid}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Records the pay a text message reported, inside the inbox transaction: a pay record with source
 * `sms`, paid on the day of the text, for a period of that one day (a text names none; the enrollee
 * may edit it on the web), without hours, and its `income.reported` event, which carries the text's
 * id as correlation id back to the notification service. Nothing when the text already recorded one.
 */
export function onSmsIncomeReceived(deps: Pick<ActivityDeps, 'nudgeOutbox'>): EventHandler {
  return on(notificationSmsIncomeReceivedV1, async (event, trx) => {
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
  });
}
