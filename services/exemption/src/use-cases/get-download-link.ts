import type { DownloadExemptionAttachmentResponse } from '@tracker/contracts/http/exemptions';
import type { Caller } from '../domain/access.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { signExemptionAttachmentLink } from './attachment-links.js';
import { attachmentForCaller, auditRead } from './authorize.js';

/** A short-lived signed link to the attachment's content and the name to save it under. */
export async function getDownloadLink(
  deps: ExemptionDeps,
  caller: Caller,
  attachmentId: unknown,
  ctx: RequestContext,
): Promise<DownloadExemptionAttachmentResponse> {
  const { attachment, exemption } = await attachmentForCaller(deps.db.knex, caller, attachmentId);
  await auditRead(deps, caller, exemption.userId, 'exemption-attachment.link-issued', ctx, attachment.id);
  return {
    downloadUrl: signExemptionAttachmentLink(deps.linkSecret, attachment.id, deps.now()),
    fileName: attachment.originalName,
  };
}
