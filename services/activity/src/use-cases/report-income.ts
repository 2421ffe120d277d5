import { randomUUID } from 'node:crypto';
import type { IncomeRecord as IncomeResponse, IncomeValues } from '@tracker/contracts/http/income';
import { givenFields } from '@tracker/kit/audit-changes';
import { discardStoredFiles } from '@tracker/kit/attachment-files';
import { checkUpload, type IncomingFile } from '@tracker/kit/upload-rules';
import { type Caller, webSourceOf } from '../domain/access.js';
import { ATTACHED_FILE } from '../domain/activity.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { fileRefused } from '../errors.js';
import { insertIncomeAttachment, type NewIncomeAttachment } from '../store/income-attachments.js';
import { recordIncomeReported } from '../store/income-events.js';
import { insertIncome } from '../store/income-records.js';
import { auditWrite } from './authorize.js';
import { viewIncomeRecord } from './income-view.js';
import { storeIncomeFile } from './stored-income-files.js';

/**
 * Records a paycheque for the caller, with its optional paystub, all or nothing: a refused file
 * creates nothing, and the rows and the `income.reported` event commit only once the file is stored.
 */
export async function reportIncome(
  deps: ActivityDeps,
  caller: Caller,
  values: IncomeValues,
  file: IncomingFile | undefined,
  ctx: RequestContext,
): Promise<IncomeResponse> {
  const checked = file ? await checkUpload(file) : undefined;
  if (checked && !checked.ok) throw fileRefused('file', checked.message);

  const incomeId = randomUUID();
  const stored: NewIncomeAttachment[] = [];
  if (checked?.ok) {
    stored.push(
      await storeIncomeFile(
        deps,
        { ownerId: caller.userId, incomeId, uploadedBy: caller.userId },
        checked.file,
      ),
    );
  }

  try {
    const view = await deps.db.knex.transaction(async (trx) => {
      const record = await insertIncome(trx, {
        ...values,
        id: incomeId,
        userId: caller.userId,
        source: webSourceOf(caller),
      });
      for (const attachment of stored) await insertIncomeAttachment(trx, attachment);
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
        },
        ctx,
      );
      return viewIncomeRecord(trx, record);
    });
    deps.nudgeOutbox();
    return view;
  } catch (error) {
    await discardStoredFiles(deps, stored);
    throw error;
  }
}
