import { incomeDeletedV1 } from '@tracker/contracts/events/income-deleted-v1';
import { incomeReportedV1 } from '@tracker/contracts/events/income-reported-v1';
import { incomeUpdatedV1 } from '@tracker/contracts/events/income-updated-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import type { NotificationDeps } from '../deps.js';
import { keepIncomeUnlessGone, removeIncome } from '../store/income.js';
import { isUserRemoved } from '../store/users.js';
import { announceMonthMet } from '../use-cases/announce-month-met.js';
import { confirmTextIncome } from '../use-cases/confirm-text-income.js';

type IncomeDeps = Pick<
  NotificationDeps,
  'mailer' | 'sms' | 'appUrl' | 'logger' | 'settings' | 'nudgeTexts' | 'now'
>;

/**
 * Keeps the pay record for the month's pay; one texted in is also confirmed to its sender, whose
 * confirmation says when the month is met. Pay reported on the web that meets its month is announced
 * (`announceMonthMet`).
 */
export function onIncomeReported(deps: IncomeDeps): EventHandler {
  return on(incomeReportedV1, async (event, trx) => {
    const data = event.data;
    const kept = await keepIncomeUnlessGone(trx, {
      id: data.incomeId,
      userId: data.userId,
      grossAmountCents: data.grossAmountCents,
      payDate: data.payDate,
      updatedAt: new Date(data.createdAt),
    });
    if (!kept) return;
    if (data.source === 'sms') await confirmTextIncome(deps, trx, event);
    else {
      // An administrator's entry counts as the web's: only texts are another channel.
      await announceMonthMet(deps, trx, {
        userId: data.userId,
        date: data.payDate,
        eventId: event.id,
        channel: 'web',
      });
    }
  });
}

/**
 * Moves the record's pay to its new amount and month; an update older than the kept state changes
 * nothing. More pay may meet the month it is now in.
 */
export function onIncomeUpdated(deps: IncomeDeps): EventHandler {
  return on(incomeUpdatedV1, async (event, trx) => {
    const data = event.data;
    const kept = await keepIncomeUnlessGone(trx, {
      id: data.incomeId,
      userId: data.userId,
      grossAmountCents: data.grossAmountCents,
      payDate: data.payDate,
      updatedAt: new Date(data.updatedAt),
    });
    // Records are changed on the web (by the person or an administrator), never by text.
    if (kept) {
      await announceMonthMet(deps, trx, {
        userId: data.userId,
        date: data.payDate,
        eventId: event.id,
        channel: 'web',
      });
    }
  });
}

/** Takes the record off its month, and remembers it so a late reported event cannot bring it back. */
export const onIncomeDeleted = on(incomeDeletedV1, async (event, trx) => {
  const data = event.data;
  if (await isUserRemoved(trx, data.userId)) return;
  await removeIncome(trx, data.incomeId, data.userId);
});
