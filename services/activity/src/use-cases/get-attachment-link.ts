import { issueDownloadLink } from '@tracker/kit/storage/attachment-content';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { attachmentAccess } from './shared/attachment-access.js';
import type { RecordKind } from './shared/record-kind.js';

/** A short-lived signed link to the attachment's content and the name to save it under. */
export function getAttachmentLink(
  kind: RecordKind,
  deps: ActivityDeps,
  caller: Caller,
  attachmentId: unknown,
  ctx: RequestContext,
): Promise<{ downloadUrl: string; fileName: string }> {
  return issueDownloadLink(attachmentAccess(kind, deps, caller, ctx), attachmentId);
}
