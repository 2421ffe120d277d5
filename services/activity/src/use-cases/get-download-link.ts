import type { DownloadActivityAttachmentResponse } from '@tracker/contracts/http/activities';
import type { Caller } from '../domain/access.js';
import { signAttachmentLink } from '../domain/signed-link.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { attachmentForCaller, auditRead } from './authorize.js';

/** A short-lived signed link to the attachment's content and the name to save it under. */
export async function getDownloadLink(
  deps: ActivityDeps,
  caller: Caller,
  attachmentId: unknown,
  ctx: RequestContext,
): Promise<DownloadActivityAttachmentResponse> {
  const { attachment, activity } = await attachmentForCaller(deps.db.knex, caller, attachmentId);
  await auditRead(deps, caller, activity.userId, 'activity-attachment.link-issued', ctx, attachment.id);
  return {
    downloadUrl: signAttachmentLink(deps.linkSecret, attachment.id, deps.now()),
    fileName: attachment.originalName,
  };
}
