import type { IncomeRecord as IncomeResponse, IncomeValues } from '@tracker/contracts/http/income';
import { discardStoredFiles } from '@tracker/kit/attachment-files';
import { changedFields } from '@tracker/kit/audit-changes';
import { checkUpload, type IncomingFile } from '@tracker/kit/upload-rules';
import type { Caller } from '../domain/access.js';
import { ATTACHED_FILE } from '../domain/activity.js';
import { INCOME_VALUE_FIELDS, valuesOf } from '../domain/income.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { fileRefused } from '../errors.js';
import { insertIncomeAttachment, type NewIncomeAttachment } from '../store/income-attachments.js';
import { recordIncomeUpdated } from '../store/income-events.js';
import { updateIncomeValues } from '../store/income-records.js';
import { auditWrite } from './authorize.js';
import { incomeForCaller } from './authorize-income.js';
import { viewIncomeRecord } from './income-view.js';
import { storeIncomeFile } from './stored-income-files.js';

/**
 * Replaces a pay record's values, with an optional paystub to attach, all or nothing: a refused file
 * changes nothing. Records `income.updated` with the values before the edit.
 */
export async function updateIncome(
  deps: ActivityDeps,
  caller: Caller,
  id: unknown,
  change: { values: IncomeValues; file?: IncomingFile },
  ctx: RequestContext,
): Promise<IncomeResponse> {
  const current = await incomeForCaller(deps.db.knex, caller, id);
  const checked = change.file ? await checkUpload(change.file) : undefined;
  if (checked && !checked.ok) throw fileRefused('file', checked.message);

  const stored: NewIncomeAttachment[] = [];
  if (checked?.ok) {
    stored.push(
      await storeIncomeFile(
        deps,
        { ownerId: current.userId, incomeId: current.id, uploadedBy: caller.userId },
        checked.file,
      ),
    );
  }

  try {
    const view = await deps.db.knex.transaction(async (trx) => {
      const locked = await incomeForCaller(trx, caller, current.id, { forUpdate: true });
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
        },
        ctx,
      );
      for (const attachment of stored) {
        await insertIncomeAttachment(trx, attachment);
        await auditWrite(
          trx,
          deps,
          caller,
          {
            ownerId: record.userId,
            action: 'income-attachment.uploaded',
            resourceId: attachment.id,
            changes: [ATTACHED_FILE],
          },
          ctx,
        );
      }
      return viewIncomeRecord(trx, record);
    });
    deps.nudgeOutbox();
    return view;
  } catch (error) {
    await discardStoredFiles(deps, stored);
    throw error;
  }
}
