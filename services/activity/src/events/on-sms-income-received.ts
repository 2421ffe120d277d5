import { notificationSmsIncomeReceivedV1 } from '@tracker/contracts/events/notification-sms-income-received-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import type { ActivityDeps } from '../deps.js';
import { reportSmsIncome } from '../use-cases/report-sms-income.js';

/** Pay texted in is reported (`reportSmsIncome`), once per text. */
export function onSmsIncomeReceived(deps: Pick<ActivityDeps, 'nudgeOutbox'>): EventHandler {
  return on(notificationSmsIncomeReceivedV1, (event, trx) => reportSmsIncome(deps, trx, event));
}
