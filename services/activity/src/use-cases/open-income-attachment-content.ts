import type { Readable } from 'node:stream';
import type { AttachmentContentQuery } from '@tracker/contracts/http/activities';
import { openAttachmentContent } from '@tracker/kit/attachment-content';
import type { IncomeAttachmentRecord } from '../domain/income.js';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { incomeAttachmentAccess } from './income-attachment-access.js';

/** The bytes behind a signed link, for the pay record's owner or an administrator only. */
export async function openIncomeAttachmentContent(
  deps: ActivityDeps,
  caller: Caller,
  attachmentId: unknown,
  link: AttachmentContentQuery | undefined,
  ctx: RequestContext,
): Promise<{ attachment: IncomeAttachmentRecord; content: Readable }> {
  const { found, content } = await openAttachmentContent(
    deps,
    incomeAttachmentAccess(deps, caller, ctx),
    attachmentId,
    link,
  );
  return { attachment: found.attachment, content };
}
