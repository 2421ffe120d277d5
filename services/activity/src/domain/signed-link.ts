import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works. */
export const ATTACHMENT_LINK_TTL_SECONDS = 5 * 60;

function signatureOf(secret: Buffer, attachmentId: string, expires: number): string {
  return createHmac('sha256', secret).update(`attachment:${attachmentId}:${expires}`).digest('base64url');
}

/** The content path of an attachment, signed to work until `now` plus the link lifetime. */
export function signAttachmentLink(secret: Buffer, attachmentId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + ATTACHMENT_LINK_TTL_SECONDS;
  const signature = signatureOf(secret, attachmentId, expires);
  const query = new URLSearchParams({ expires: String(expires), signature });
  return `/api/attachments/${attachmentId}/content?${query.toString()}`;
}

/** True when `signature` is this server's for the attachment and expiry, and the expiry has not passed. */
export function verifyAttachmentLink(
  secret: Buffer,
  attachmentId: string,
  link: { expires: number; signature: string },
  now: Date,
): boolean {
  if (!Number.isSafeInteger(link.expires) || link.expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, attachmentId, link.expires));
  const given = Buffer.from(link.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
