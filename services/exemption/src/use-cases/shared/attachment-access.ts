import type { AttachmentAccess } from '@tracker/kit/storage/attachment-content';
import type { Caller } from '../../domain/access.js';
import type { AttachmentRecord } from '../../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../../deps.js';
import { attachmentNotFound, invalidDownloadLink } from '../../errors.js';
import { signExemptionAttachmentLink, verifyExemptionAttachmentLink } from '../../domain/attachment-links.js';
import { type Access, attachmentForCaller } from './access.js';
import { auditRead } from './audit.js';
import { isRecordId } from '../../domain/record-id.js';

type Found = Access & { attachment: AttachmentRecord };

/** How the caller reaches a request's attachment: only the requester's or an administrator's session. */
export function attachmentAccess(
  deps: ExemptionDeps,
  caller: Caller,
  ctx: RequestContext,
): AttachmentAccess<Found> {
  return {
    isRecordId,
    find: (attachmentId) => attachmentForCaller(deps.db.knex, caller, attachmentId),
    audit: ({ attachment, exemption }, read) =>
      auditRead(deps, caller, exemption.userId, `exemption-attachment.${read}`, ctx, attachment.id),
    signLink: (attachmentId) => signExemptionAttachmentLink(deps.linkSecret, attachmentId, deps.now()),
    verifyLink: (attachmentId, link) =>
      verifyExemptionAttachmentLink(deps.linkSecret, attachmentId, link, deps.now()),
    notFound: attachmentNotFound,
    invalidLink: invalidDownloadLink,
  };
}
