import type { Readable } from 'node:stream';
import type { AttachmentContentQuery } from '@tracker/contracts/http/activities';
import { BlobNotFoundError } from '@tracker/kit/blob';
import type { AttachmentRecord } from '../domain/activity.js';
import type { Caller } from '../domain/access.js';
import { verifyAttachmentLink } from '../domain/signed-link.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { attachmentNotFound, invalidDownloadLink } from '../errors.js';
import { attachmentForCaller, auditRead, isRecordId } from './authorize.js';

/**
 * The bytes behind a signed link. The link alone is not enough: the caller's session must be the
 * owner's or an administrator's too, so a leaked link is useless to anyone else.
 */
export async function openAttachmentContent(
  deps: ActivityDeps,
  caller: Caller,
  attachmentId: unknown,
  link: AttachmentContentQuery | undefined,
  ctx: RequestContext,
): Promise<{ attachment: AttachmentRecord; content: Readable }> {
  if (!isRecordId(attachmentId)) throw attachmentNotFound();
  if (!link || !verifyAttachmentLink(deps.linkSecret, attachmentId, link, deps.now())) {
    throw invalidDownloadLink();
  }
  const { attachment, activity } = await attachmentForCaller(deps.db.knex, caller, attachmentId);
  let content: Readable;
  try {
    content = await deps.blobs.get(attachment.storageKey);
  } catch (error) {
    if (error instanceof BlobNotFoundError) {
      deps.logger.error({ key: attachment.storageKey, attachmentId }, 'attachment without a stored file');
      throw attachmentNotFound();
    }
    throw error;
  }
  try {
    await auditRead(deps, caller, activity.userId, 'activity-attachment.downloaded', ctx, attachment.id);
  } catch (error) {
    // No file leaves without its audit row.
    content.destroy();
    throw error;
  }
  return { attachment, content };
}
