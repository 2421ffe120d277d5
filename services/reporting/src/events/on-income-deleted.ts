import { incomeDeletedV1 } from '@tracker/contracts/events/income-deleted-v1';
import { on } from '@tracker/kit/messaging/inbox';
import { incomeMonthDeltas } from '../domain/income-month-delta.js';
import { deleteIncome, lockIncome, markIncomeRemoved } from '../store/income.js';
import { applyIncomeMonthDeltas } from '../store/income-month-totals.js';
import { isUserRemoved } from '../store/users.js';

/**
 * Takes the record's amount off its month and drops the copy. A delete for a record never seen
 * changes no totals, but is remembered so its reported event, arriving late, is ignored.
 */
export const onIncomeDeleted = on(incomeDeletedV1, async (event, trx) => {
  const data = event.data;
  if (await isUserRemoved(trx, data.userId)) return;
  await markIncomeRemoved(trx, data.incomeId, data.userId);
  const current = await lockIncome(trx, data.incomeId, data.userId);
  if (current === null) return;
  await deleteIncome(trx, data.incomeId);
  await applyIncomeMonthDeltas(trx, data.userId, incomeMonthDeltas(current, null));
});
