import { type SignedLinkQuery, signContentLink, verifyContentLink } from '@tracker/kit/signed-link';

function contentPathOf(attachmentId: string): string {
  return `/api/attachments/${attachmentId}/content`;
}

/** The content path of an attachment, signed to work until `now` plus the link lifetime. */
export function signAttachmentLink(secret: Buffer, attachmentId: string, now: Date): string {
  return signContentLink(secret, contentPathOf(attachmentId), now);
}

/** True when `signature` is this server's for the attachment and expiry, and the expiry has not passed. */
export function verifyAttachmentLink(
  secret: Buffer,
  attachmentId: string,
  link: SignedLinkQuery,
  now: Date,
): boolean {
  return verifyContentLink(secret, contentPathOf(attachmentId), link, now);
}
