import type { Readable } from 'node:stream';
import { openAttachmentContent as openContent } from '@tracker/kit/storage/attachment-content';
import type { SignedLinkQuery } from '@tracker/kit/security/signed-link';
import type { Caller } from '../domain/access.js';
import type { AttachmentRecord } from '../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { attachmentAccess } from './shared/attachment-access.js';

/** The bytes behind a signed link, for the requester or an administrator only. */
export async function downloadExemptionAttachment(
  deps: ExemptionDeps,
  caller: Caller,
  attachmentId: unknown,
  link: SignedLinkQuery | undefined,
  ctx: RequestContext,
): Promise<{ attachment: AttachmentRecord; content: Readable }> {
  const { found, content } = await openContent(deps, attachmentAccess(deps, caller, ctx), attachmentId, link);
  return { attachment: found.attachment, content };
}
