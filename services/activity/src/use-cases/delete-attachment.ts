import { queueBlobDeletions } from '@tracker/kit/storage/blob-deletions';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { attachmentNotFound } from '../errors.js';
import { deleteAttachmentRow, findAttachment } from '../store/record-attachments.js';
import { isRecordId } from '../domain/record-id.js';
import { auditWrite } from './shared/audit.js';
import { recordForCaller } from './shared/record-access.js';
import type { RecordKind } from './shared/record-kind.js';

/** Removes one attachment of the record (every removal call ends here), then its file. */
export async function deleteAttachment(
  kind: RecordKind,
  deps: ActivityDeps,
  caller: Caller,
  recordId: unknown,
  attachmentId: unknown,
  ctx: RequestContext,
): Promise<void> {
  await deps.db.knex.transaction(async (trx) => {
    const record = await recordForCaller(kind, trx, caller, recordId, { forUpdate: true });
    if (!isRecordId(attachmentId)) throw attachmentNotFound();
    const attachment = await findAttachment(trx, kind.tables, attachmentId, { forUpdate: true });
    if (!attachment || attachment.recordId !== record.id) throw attachmentNotFound();
    await deleteAttachmentRow(trx, kind.tables, record.id, attachment.id);
    await queueBlobDeletions(trx, [attachment.storageKey]);
    await auditWrite(
      trx,
      deps,
      caller,
      {
        ownerId: record.userId,
        action: kind.audit.attachmentDeleted,
        resourceId: attachment.id,
        changes: [],
      },
      ctx,
    );
  });
  // The removal recorded the record's new file count, whoever removed it.
  deps.nudgeOutbox();
  await deps.janitor.sweep();
}
