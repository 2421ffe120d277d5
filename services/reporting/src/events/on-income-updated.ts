import { incomeUpdatedV1 } from '@tracker/contracts/events/income-updated-v1';
import { on } from '@tracker/kit/messaging/inbox';
import { incomeMonthDeltas } from '../domain/income-month-delta.js';
import { insertIncomeIfNew, isIncomeRemoved, lockIncome, updateIncome } from '../store/income.js';
import { applyIncomeMonthDeltas } from '../store/income-month-totals.js';
import { isUserRemoved } from '../store/users.js';

/**
 * Moves the record's amount from its old month to its new one. The old values are the ones this read
 * model holds (equal to the event's `previous` when events arrive in order), so the totals always
 * match the copies. An update for a record not seen yet inserts it; one older than the copy changes
 * nothing.
 */
export const onIncomeUpdated = on(incomeUpdatedV1, async (event, trx) => {
  const data = event.data;
  if ((await isUserRemoved(trx, data.userId)) || (await isIncomeRemoved(trx, data.incomeId))) return;
  const updatedAt = new Date(data.updatedAt);
  const inserted = await insertIncomeIfNew(trx, {
    id: data.incomeId,
    userId: data.userId,
    grossAmountCents: data.grossAmountCents,
    payDate: data.payDate,
    updatedAt,
  });
  if (inserted) {
    await applyIncomeMonthDeltas(trx, data.userId, incomeMonthDeltas(null, data));
    return;
  }
  const current = await lockIncome(trx, data.incomeId, data.userId);
  if (current === null || current.updatedAt > updatedAt) return;
  await updateIncome(trx, data.incomeId, { ...data, updatedAt });
  await applyIncomeMonthDeltas(trx, data.userId, incomeMonthDeltas(current, data));
});
