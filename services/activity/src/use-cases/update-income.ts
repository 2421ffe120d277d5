import type { IncomeRecord as IncomeResponse, IncomeValues } from '@tracker/contracts/http/income';
import { changedFields } from '@tracker/kit/messaging/audit-changes';
import type { IncomingFile } from '@tracker/kit/storage/upload-rules';
import type { Caller } from '../domain/access.js';
import { INCOME_VALUE_FIELDS, valuesOf } from '../domain/income.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { recordIncomeUpdated } from '../store/income-events.js';
import { updateIncomeValues } from '../store/income-records.js';
import { auditWrite } from './shared/audit.js';
import { viewIncomeRecord } from './shared/income-view.js';
import { INCOME_RECORDS } from './shared/income-kind.js';
import { type EntryWriteContext, judgeEntryWrite } from './shared/entry-window.js';
import { recordForCaller } from './shared/record-access.js';
import { attachStoredFiles, commitWithFiles, storeOptionalFile } from './shared/stored-files.js';

/**
 * Replaces a pay record's values, with an optional paystub to attach, all or nothing: a refused file
 * changes nothing. Records `income.updated` with the values before the edit. The edit must leave
 * closed months alone (neither change pay dated in one nor move it into one) unless state staff make
 * it a late entry.
 */
export async function updateIncome(
  deps: ActivityDeps,
  caller: Caller,
  id: unknown,
  change: { values: IncomeValues; file?: IncomingFile },
  ctx: RequestContext,
  entry: EntryWriteContext,
): Promise<IncomeResponse> {
  const current = await recordForCaller(INCOME_RECORDS, deps.db.knex, caller, id);
  const payDates = (before: string) => ({ field: 'payDate' as const, before, after: change.values.payDate });
  // Judged before a file is stored, and again on the locked row below.
  judgeEntryWrite(deps, caller, payDates(current.payDate), entry);
  const stored = await storeOptionalFile(
    deps,
    INCOME_RECORDS,
    { ownerId: current.userId, recordId: current.id, uploadedBy: caller.userId },
    change.file,
  );

  const view = await commitWithFiles(deps, stored, () =>
    deps.db.knex.transaction(async (trx) => {
      const locked = await recordForCaller(INCOME_RECORDS, trx, caller, current.id, { forUpdate: true });
      const lateEntryReason = judgeEntryWrite(deps, caller, payDates(locked.payDate), entry);
      const previous = valuesOf(locked);
      const record = await updateIncomeValues(trx, locked.id, change.values);
      await recordIncomeUpdated(trx, record, previous, ctx.correlationId);
      await auditWrite(
        trx,
        deps,
        caller,
        {
          ownerId: record.userId,
          action: 'income-record.updated',
          resourceId: record.id,
          changes: changedFields(previous, valuesOf(record), INCOME_VALUE_FIELDS),
          reason: lateEntryReason,
        },
        ctx,
      );
      await attachStoredFiles(trx, deps, caller, INCOME_RECORDS, { ownerId: record.userId, stored }, ctx);
      return viewIncomeRecord(trx, record);
    }),
  );
  deps.nudgeOutbox();
  return view;
}
