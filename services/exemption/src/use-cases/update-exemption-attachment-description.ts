import type { ExemptionAttachment } from '@tracker/contracts/http/exemptions';
import type { Caller } from '../domain/access.js';
import { changedFields } from '@tracker/kit/messaging/audit-changes';
import { toAttachmentResponse } from '../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { notUploader } from '../errors.js';
import { updateAttachmentDescription as storeDescription } from '../store/attachments.js';
import { assertUnlocked, attachmentForCaller } from './shared/access.js';
import { auditWrite } from './shared/audit.js';

/** Only the uploader describes a file; the requester only while the request is open. */
export async function updateExemptionAttachmentDescription(
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
    return {
      attachment: described,
      audited: await auditWrite(
        trx,
        deps,
        caller,
        {
          ownerId: access.exemption.userId,
          action: 'exemption-attachment.described',
          resourceId: described.id,
          changes: changedFields(access.attachment, described, ['description']),
        },
        ctx,
      ),
    };
  });
  if (audited) deps.nudgeOutbox();
  return toAttachmentResponse(attachment);
}
