import type { AttachmentAccess } from '@tracker/kit/attachment-content';
import type { ActivityRecord, AttachmentRecord } from '../domain/activity.js';
import type { Caller } from '../domain/access.js';
import { signAttachmentLink, verifyAttachmentLink } from '../domain/signed-link.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { attachmentNotFound, invalidDownloadLink } from '../errors.js';
import { attachmentForCaller, auditRead, isRecordId } from './authorize.js';

type Found = { attachment: AttachmentRecord; activity: ActivityRecord };

/** How the caller reaches an activity's attachment: only the owner's or an administrator's session. */
export function attachmentAccess(
  deps: ActivityDeps,
  caller: Caller,
  ctx: RequestContext,
): AttachmentAccess<Found> {
  return {
    isRecordId,
    find: (attachmentId) => attachmentForCaller(deps.db.knex, caller, attachmentId),
    audit: ({ attachment, activity }, read) =>
      auditRead(deps, caller, activity.userId, `activity-attachment.${read}`, ctx, attachment.id),
    signLink: (attachmentId) => signAttachmentLink(deps.linkSecret, attachmentId, deps.now()),
    verifyLink: (attachmentId, link) => verifyAttachmentLink(deps.linkSecret, attachmentId, link, deps.now()),
    notFound: attachmentNotFound,
    invalidLink: invalidDownloadLink,
  };
}
