import type { Readable } from 'node:stream';
import type { AttachmentContentQuery } from '@tracker/contracts/http/activities';
import { openAttachmentContent } from '@tracker/kit/storage/attachment-content';
import type { Caller } from '../domain/access.js';
import type { RecordAttachment } from '../domain/record-attachment.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { attachmentAccess } from './shared/attachment-access.js';
import type { RecordKind } from './shared/record-kind.js';

/** The bytes behind a signed link, for the record's owner or an administrator only. */
export async function downloadAttachment(
  kind: RecordKind,
  deps: ActivityDeps,
  caller: Caller,
  attachmentId: unknown,
  link: AttachmentContentQuery | undefined,
  ctx: RequestContext,
): Promise<{ attachment: RecordAttachment; content: Readable }> {
  const { found, content } = await openAttachmentContent(
    deps,
    attachmentAccess(kind, deps, caller, ctx),
    attachmentId,
    link,
  );
  return { attachment: found.attachment, content };
}
