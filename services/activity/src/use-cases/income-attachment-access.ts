import type { AttachmentAccess } from '@tracker/kit/attachment-content';
import type { IncomeAttachmentRecord, IncomeRecord } from '../domain/income.js';
import type { Caller } from '../domain/access.js';
import { signIncomeAttachmentLink, verifyIncomeAttachmentLink } from '../domain/income-signed-link.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { attachmentNotFound, invalidDownloadLink } from '../errors.js';
import { auditRead, isRecordId } from './authorize.js';
import { incomeAttachmentForCaller } from './authorize-income.js';

type Found = { attachment: IncomeAttachmentRecord; record: IncomeRecord };

/** How the caller reaches a pay record's attachment: only the owner's or an administrator's session. */
export function incomeAttachmentAccess(
  deps: ActivityDeps,
  caller: Caller,
  ctx: RequestContext,
): AttachmentAccess<Found> {
  return {
    isRecordId,
    find: (attachmentId) => incomeAttachmentForCaller(deps.db.knex, caller, attachmentId),
    audit: ({ attachment, record }, read) =>
      auditRead(deps, caller, record.userId, `income-attachment.${read}`, ctx, attachment.id),
    signLink: (attachmentId) => signIncomeAttachmentLink(deps.linkSecret, attachmentId, deps.now()),
    verifyLink: (attachmentId, link) =>
      verifyIncomeAttachmentLink(deps.linkSecret, attachmentId, link, deps.now()),
    notFound: attachmentNotFound,
    invalidLink: invalidDownloadLink,
  };
}
