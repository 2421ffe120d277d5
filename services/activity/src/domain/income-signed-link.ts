import { type SignedLinkQuery, signContentLink, verifyContentLink } from '@tracker/kit/signed-link';

// The content path is part of what is signed, so a link to a paystub never opens an activity's file
// of the same id, nor the other way round.
function contentPathOf(attachmentId: string): string {
  return `/api/income/attachments/${attachmentId}/content`;
}

/** The content path of a pay record's attachment, signed to work until `now` plus the link lifetime. */
export function signIncomeAttachmentLink(secret: Buffer, attachmentId: string, now: Date): string {
  return signContentLink(secret, contentPathOf(attachmentId), now);
}

/** True when `link` is this server's for the attachment and its expiry has not passed. */
export function verifyIncomeAttachmentLink(
  secret: Buffer,
  attachmentId: string,
  link: SignedLinkQuery,
  now: Date,
): boolean {
  return verifyContentLink(secret, contentPathOf(attachmentId), link, now);
}
