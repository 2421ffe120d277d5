import type { ExemptionAttachment } from '@tracker/contracts/http/exemptions';
import type { Caller } from '../domain/access.js';
import { toAttachmentResponse } from '../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { notUploader } from '../errors.js';
import { updateAttachmentDescription as storeDescription } from '../store/attachments.js';
import { assertUnlocked, attachmentForCaller, auditAccess } from './authorize.js';

/** Only the uploader describes a file; the requester only while the request is open. */
export async function updateAttachmentDescription(
  deps: ExemptionDeps,
  caller: Caller,
  id: unknown,
  description: string | null,
  ctx: RequestContext,
): Promise<ExemptionAttachment> {
  const { attachment, audited } = await deps.db.knex.transaction(async (trx) => {
    const access = await attachmentForCaller(trx, caller, id, { forUpdate: true });
    if (access.attachment.uploadedByUserId !== caller.userId) throw notUploader('edit');
    assertUnlocked(access);
    const described = await storeDescription(trx, access.attachment.id, description);
    const ownerId = access.exemption.userId;
    return {
      attachment: described,
      audited: await auditAccess(
        trx,
        deps,
        caller,
        ownerId,
        'exemption-attachment.described',
        ctx,
        described.id,
      ),
    };
  });
  if (audited) deps.nudgeOutbox();
  return toAttachmentResponse(attachment);
}
