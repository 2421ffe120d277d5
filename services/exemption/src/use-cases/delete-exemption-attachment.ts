import { queueBlobDeletions } from '@tracker/kit/storage/blob-deletions';
import type { Caller } from '../domain/access.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { attachmentNotFound, notUploader } from '../errors.js';
import { deleteAttachmentRow } from '../store/attachments.js';
import { assertUnlocked, attachmentForCaller } from './shared/access.js';
import { auditWrite } from './shared/audit.js';

/**
 * Removes an attachment (both removal calls end here), then its file. Only the uploader may; the
 * requester only while the request is open. The administrator's form names the request too, and
 * an attachment of another request is not found there.
 */
export async function deleteExemptionAttachment(
  deps: ExemptionDeps,
  caller: Caller,
  id: unknown,
  options: { exemptionId?: unknown },
  ctx: RequestContext,
): Promise<void> {
  const audited = await deps.db.knex.transaction(async (trx) => {
    const found = await attachmentForCaller(trx, caller, id, { forUpdate: true });
    if (options.exemptionId !== undefined && options.exemptionId !== found.exemption.id) {
      throw attachmentNotFound();
    }
    if (found.attachment.uploadedByUserId !== caller.userId) throw notUploader('delete');
    assertUnlocked(found);
    await deleteAttachmentRow(trx, found.attachment.id);
    await queueBlobDeletions(trx, [found.attachment.storageKey]);
    return auditWrite(
      trx,
      deps,
      caller,
      {
        ownerId: found.exemption.userId,
        action: 'exemption-attachment.deleted',
        resourceId: found.attachment.id,
        changes: [],
      },
      ctx,
    );
  });
  if (audited) deps.nudgeOutbox();
  await deps.janitor.sweep();
}
