import { queueBlobDeletions } from '@tracker/kit/blob-deletions';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { attachmentNotFound } from '../errors.js';
import { deleteIncomeAttachmentRow, findIncomeAttachment } from '../store/income-attachments.js';
import { auditWrite, isRecordId } from './authorize.js';
import { incomeForCaller } from './authorize-income.js';

/** Removes one attachment of the pay record, then its file. */
export async function deleteIncomeAttachment(
  deps: ActivityDeps,
  caller: Caller,
  incomeId: unknown,
  attachmentId: unknown,
  ctx: RequestContext,
): Promise<void> {
  const audited = await deps.db.knex.transaction(async (trx) => {
    const record = await incomeForCaller(trx, caller, incomeId, { forUpdate: true });
    if (!isRecordId(attachmentId)) throw attachmentNotFound();
    const attachment = await findIncomeAttachment(trx, attachmentId, { forUpdate: true });
    if (!attachment || attachment.incomeId !== record.id) throw attachmentNotFound();
    await deleteIncomeAttachmentRow(trx, attachment.id);
    await queueBlobDeletions(trx, [attachment.storageKey]);
    return auditWrite(
      trx,
      deps,
      caller,
      { ownerId: record.userId, action: 'income-attachment.deleted', resourceId: attachment.id, changes: [] },
      ctx,
    );
  });
  if (audited) deps.nudgeOutbox();
  await deps.janitor.sweep();
}
