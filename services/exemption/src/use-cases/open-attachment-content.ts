import type { Readable } from 'node:stream';
import { BlobNotFoundError } from '@tracker/kit/blob';
import type { SignedLinkQuery } from '@tracker/kit/signed-link';
import type { Caller } from '../domain/access.js';
import type { AttachmentRecord } from '../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { attachmentNotFound, invalidDownloadLink } from '../errors.js';
import { verifyExemptionAttachmentLink } from './attachment-links.js';
import { attachmentForCaller, auditRead, isRecordId } from './authorize.js';

/**
 * The bytes behind a signed link. The link alone is not enough: the caller's session must be the
 * requester's or an administrator's too, so a leaked link is useless to anyone else.
 */
export async function openAttachmentContent(
  deps: ExemptionDeps,
  caller: Caller,
  attachmentId: unknown,
  link: SignedLinkQuery | undefined,
  ctx: RequestContext,
): Promise<{ attachment: AttachmentRecord; content: Readable }> {
  if (!isRecordId(attachmentId)) throw attachmentNotFound();
  if (!link || !verifyExemptionAttachmentLink(deps.linkSecret, attachmentId, link, deps.now())) {
    throw invalidDownloadLink();
  }
  const { attachment, exemption } = await attachmentForCaller(deps.db.knex, caller, attachmentId);
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
    await auditRead(deps, caller, exemption.userId, 'exemption-attachment.downloaded', ctx, attachment.id);
  } catch (error) {
    // No file leaves without its audit row.
    content.destroy();
    throw error;
  }
  return { attachment, content };
}
