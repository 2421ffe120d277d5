import { randomUUID } from 'node:crypto';
import type { IncomeRecord as IncomeResponse, IncomeValues } from '@tracker/contracts/http/income';
import { givenFields } from '@tracker/kit/messaging/audit-changes';
import type { IncomingFile } from '@tracker/kit/storage/upload-rules';
import { type Caller, webSourceOf } from '../domain/access.js';
import { ATTACHED_FILE } from '../domain/record-attachment.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { recordIncomeReported } from '../store/income-events.js';
import { insertIncome } from '../store/income-records.js';
import { INCOME_ATTACHMENT_TABLES, insertAttachment } from '../store/record-attachments.js';
import { auditWrite } from './shared/audit.js';
import { viewIncomeRecord } from './shared/income-view.js';
import { INCOME_RECORDS } from './shared/income-kind.js';
import { type EntryWriteContext, judgeEntryWrite } from './shared/entry-window.js';
import { commitWithFiles, storeOptionalFile } from './shared/stored-files.js';

/**
 * Records a paycheque for the caller, with its optional paystub, all or nothing: a refused file
 * creates nothing, and the rows and the `income.reported` event commit only once the file is stored.
 * Its pay date must lie in the entry window, unless state staff make it a late entry.
 */
export async function reportIncome(
  deps: ActivityDeps,
  caller: Caller,
  values: IncomeValues,
  file: IncomingFile | undefined,
  ctx: RequestContext,
  entry: EntryWriteContext,
): Promise<IncomeResponse> {
  const lateEntryReason = judgeEntryWrite(deps, caller, { field: 'payDate', after: values.payDate }, entry);
  const incomeId = randomUUID();
  const stored = await storeOptionalFile(
    deps,
    INCOME_RECORDS,
    { ownerId: caller.userId, recordId: incomeId, uploadedBy: caller.userId },
    file,
  );

  const view = await commitWithFiles(deps, stored, () =>
    deps.db.knex.transaction(async (trx) => {
      const record = await insertIncome(trx, {
        ...values,
        id: incomeId,
        userId: caller.userId,
        source: webSourceOf(caller),
      });
      for (const attachment of stored) await insertAttachment(trx, INCOME_ATTACHMENT_TABLES, attachment);
      await recordIncomeReported(trx, record, ctx.correlationId);
      // Audited for an administrator reporting for themself or for the enrollee they impersonate.
      await auditWrite(
        trx,
        deps,
        caller,
        {
          ownerId: record.userId,
          action: 'income-record.reported',
          resourceId: record.id,
          changes: [...givenFields(values), ...(stored.length > 0 ? [ATTACHED_FILE] : [])],
          reason: lateEntryReason,
        },
        ctx,
      );
      return viewIncomeRecord(trx, record);
    }),
  );
  deps.nudgeOutbox();
  return view;
}
