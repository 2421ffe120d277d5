import { incomeReportedV1 } from '@tracker/contracts/events/income-reported-v1';
import { on } from '@tracker/kit/messaging/inbox';
import { incomeMonthDeltas } from '../domain/income-month-delta.js';
import { insertIncomeIfNew, isIncomeRemoved } from '../store/income.js';
import { applyIncomeMonthDeltas } from '../store/income-month-totals.js';
import { isUserRemoved } from '../store/users.js';

/**
 * Copies the pay record and adds its amount to the month of its pay date. Nothing for a deleted
 * account or record (a late event must not bring either back); when an update already brought the
 * record here, its newer values stand and were counted then.
 */
export const onIncomeReported = on(incomeReportedV1, async (event, trx) => {
  const data = event.data;
  if ((await isUserRemoved(trx, data.userId)) || (await isIncomeRemoved(trx, data.incomeId))) return;
  const inserted = await insertIncomeIfNew(trx, {
    id: data.incomeId,
    userId: data.userId,
    grossAmountCents: data.grossAmountCents,
    payDate: data.payDate,
    updatedAt: new Date(data.createdAt),
  });
  if (inserted) await applyIncomeMonthDeltas(trx, data.userId, incomeMonthDeltas(null, data));
});
