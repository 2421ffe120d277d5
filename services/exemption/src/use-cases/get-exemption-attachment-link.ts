import type { GetExemptionAttachmentLinkResponse } from '@tracker/contracts/http/exemptions';
import { issueDownloadLink } from '@tracker/kit/storage/attachment-content';
import type { Caller } from '../domain/access.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { attachmentAccess } from './shared/attachment-access.js';

/** A short-lived signed link to the attachment's content and the name to save it under. */
export async function getExemptionAttachmentLink(
  deps: ExemptionDeps,
  caller: Caller,
  attachmentId: unknown,
  ctx: RequestContext,
): Promise<GetExemptionAttachmentLinkResponse> {
  return issueDownloadLink(attachmentAccess(deps, caller, ctx), attachmentId);
}
