import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { attachmentNotFound } from '../errors.js';
import { deleteAttachmentRow, findAttachment } from '../store/attachments.js';
import { queueBlobDeletions } from '@tracker/kit/blob-deletions';
import { activityForCaller, auditWrite, isRecordId } from './authorize.js';

/** Removes one attachment of the activity (both removal calls end here), then its file. */
export async function deleteAttachment(
  deps: ActivityDeps,
  caller: Caller,
  activityId: unknown,
  attachmentId: unknown,
  ctx: RequestContext,
): Promise<void> {
  const audited = await deps.db.knex.transaction(async (trx) => {
    const found = await activityForCaller(trx, caller, activityId, { forUpdate: true });
    if (!isRecordId(attachmentId)) throw attachmentNotFound();
    const attachment = await findAttachment(trx, attachmentId, { forUpdate: true });
    if (!attachment || attachment.activityId !== found.id) throw attachmentNotFound();
    await deleteAttachmentRow(trx, attachment.id);
    await queueBlobDeletions(trx, [attachment.storageKey]);
    return auditWrite(
      trx,
      deps,
      caller,
      {
        ownerId: found.userId,
        action: 'activity-attachment.deleted',
        resourceId: attachment.id,
        changes: [],
      },
      ctx,
    );
  });
  if (audited) deps.nudgeOutbox();
  await deps.janitor.sweep();
}
