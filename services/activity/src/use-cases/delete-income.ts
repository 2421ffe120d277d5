import { queueBlobDeletions } from '@tracker/kit/blob-deletions';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { storageKeysOfIncome } from '../store/income-attachments.js';
import { recordIncomeDeleted } from '../store/income-events.js';
import { deleteIncomeRow } from '../store/income-records.js';
import { auditWrite } from './authorize.js';
import { incomeForCaller } from './authorize-income.js';

/** Deletes the pay record and its attachments, records `income.deleted`, then removes the files. */
export async function deleteIncome(
  deps: ActivityDeps,
  caller: Caller,
  id: unknown,
  ctx: RequestContext,
): Promise<void> {
  await deps.db.knex.transaction(async (trx) => {
    const found = await incomeForCaller(trx, caller, id, { forUpdate: true });
    await queueBlobDeletions(trx, await storageKeysOfIncome(trx, found.id));
    await deleteIncomeRow(trx, found.id);
    await recordIncomeDeleted(trx, found, ctx.correlationId);
    await auditWrite(
      trx,
      deps,
      caller,
      { ownerId: found.userId, action: 'income-record.deleted', resourceId: found.id, changes: [] },
      ctx,
    );
  });
  deps.nudgeOutbox();
  await deps.janitor.sweep();
}
