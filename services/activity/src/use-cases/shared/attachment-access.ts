import type { AttachmentAccess } from '@tracker/kit/storage/attachment-content';
import type { Caller } from '../../domain/access.js';
import type { RecordAttachment } from '../../domain/record-attachment.js';
import { signAttachmentLink, verifyAttachmentLink } from '../../domain/signed-link.js';
import type { ActivityDeps, RequestContext } from '../../deps.js';
import { attachmentNotFound, invalidDownloadLink } from '../../errors.js';
import { isRecordId } from '../../domain/record-id.js';
import { auditRead } from './audit.js';
import { attachmentForCaller } from './record-access.js';
import type { OwnedRecord, RecordKind } from './record-kind.js';

type Found<TRecord> = { attachment: RecordAttachment; record: TRecord };

/** How the caller reaches an attachment of the kind: only the owner's or an administrator's session. */
export function attachmentAccess<TRecord extends OwnedRecord>(
  kind: RecordKind<TRecord>,
  deps: ActivityDeps,
  caller: Caller,
  ctx: RequestContext,
): AttachmentAccess<Found<TRecord>> {
  const attachmentsPath = kind.paths.attachments;
  return {
    isRecordId,
    find: (attachmentId) => attachmentForCaller(kind, deps.db.knex, caller, attachmentId),
    audit: ({ attachment, record }, read) =>
      auditRead(deps, caller, record.userId, kind.audit.attachmentRead[read], ctx, attachment.id),
    signLink: (attachmentId) =>
      signAttachmentLink(deps.linkSecret, attachmentsPath, attachmentId, deps.now()),
    verifyLink: (attachmentId, link) =>
      verifyAttachmentLink(deps.linkSecret, attachmentsPath, attachmentId, link, deps.now()),
    notFound: attachmentNotFound,
    invalidLink: invalidDownloadLink,
  };
}
