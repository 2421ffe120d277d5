import { type SignedLinkQuery, signContentLink, verifyContentLink } from '@tracker/kit/security/signed-link';

function contentPathOf(attachmentId: string): string {
  return `/api/exemptions/attachments/${attachmentId}/content`;
}

/** The content path of an exemption attachment, signed to work for a few minutes from `now`. */
export function signExemptionAttachmentLink(secret: Buffer, attachmentId: string, now: Date): string {
  return signContentLink(secret, contentPathOf(attachmentId), now);
}

/** True when the link was signed here for this attachment and has not expired. */
export function verifyExemptionAttachmentLink(
  secret: Buffer,
  attachmentId: string,
  link: SignedLinkQuery,
  now: Date,
): boolean {
  return verifyContentLink(secret, contentPathOf(attachmentId), link, now);
}
