import type { DownloadIncomeAttachmentResponse } from '@tracker/contracts/http/income';
import { issueDownloadLink } from '@tracker/kit/attachment-content';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { incomeAttachmentAccess } from './income-attachment-access.js';

/** A short-lived signed link to a pay record attachment's content and the name to save it under. */
export function getIncomeDownloadLink(
  deps: ActivityDeps,
  caller: Caller,
  attachmentId: unknown,
  ctx: RequestContext,
): Promise<DownloadIncomeAttachmentResponse> {
  return issueDownloadLink(incomeAttachmentAccess(deps, caller, ctx), attachmentId);
}
