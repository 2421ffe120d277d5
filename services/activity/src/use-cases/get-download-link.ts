import type { DownloadActivityAttachmentResponse } from '@tracker/contracts/http/activities';
import { issueDownloadLink } from '@tracker/kit/attachment-content';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { attachmentAccess } from './attachment-access.js';

/** A short-lived signed link to the attachment's content and the name to save it under. */
export async function getDownloadLink(
  deps: ActivityDeps,
  caller: Caller,
  attachmentId: unknown,
  ctx: RequestContext,
): Promise<DownloadActivityAttachmentResponse> {
  return issueDownloadLink(attachmentAccess(deps, caller, ctx), attachmentId);
}
