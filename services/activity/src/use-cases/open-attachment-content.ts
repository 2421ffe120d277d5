import type { Readable } from 'node:stream';
import type { AttachmentContentQuery } from '@tracker/contracts/http/activities';
import { openAttachmentContent as openContent } from '@tracker/kit/attachment-content';
import type { AttachmentRecord } from '../domain/activity.js';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { attachmentAccess } from './attachment-access.js';

/** The bytes behind a signed link, for the activity's owner or an administrator only. */
export async function openAttachmentContent(
  deps: ActivityDeps,
  caller: Caller,
  attachmentId: unknown,
  link: AttachmentContentQuery | undefined,
  ctx: RequestContext,
): Promise<{ attachment: AttachmentRecord; content: Readable }> {
  const { found, content } = await openContent(deps, attachmentAccess(deps, caller, ctx), attachmentId, link);
  return { attachment: found.attachment, content };
}
