import { type SignedLinkQuery, signContentLink, verifyContentLink } from '@tracker/kit/security/signed-link';

// The content path is part of what is signed, so a link to a paystub never opens an activity's file
// of the same id, nor the other way round.
function contentPathOf(attachmentsPath: string, attachmentId: string): string {
  return `${attachmentsPath}/${attachmentId}/content`;
}

/**
 * The content path of an attachment under `attachmentsPath` (its kind's attachment routes), signed
 * to work until `now` plus the link lifetime.
 */
export function signAttachmentLink(
  secret: Buffer,
  attachmentsPath: string,
  attachmentId: string,
  now: Date,
): string {
  return signContentLink(secret, contentPathOf(attachmentsPath, attachmentId), now);
}

/** True when `link` is this server's for the attachment under `attachmentsPath` and has not expired. */
export function verifyAttachmentLink(
  secret: Buffer,
  attachmentsPath: string,
  attachmentId: string,
  link: SignedLinkQuery,
  now: Date,
): boolean {
  return verifyContentLink(secret, contentPathOf(attachmentsPath, attachmentId), link, now);
}
