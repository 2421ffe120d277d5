import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

// Short-lived links to a stored file's content route. The signature covers the whole path, so a
// link made for one route (or one service) cannot be replayed on another that shares the key.

/** How long a download link works. */
export const CONTENT_LINK_TTL_SECONDS = 5 * 60;

/** The query of a signed link, as the content route receives it. */
export const signedLinkQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1),
});
export type SignedLinkQuery = z.infer<typeof signedLinkQuery>;

function signatureOf(secret: Buffer, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`content-link:${path}:${expires}`).digest('base64url');
}

/** `path` with `expires` and `signature` added, working until `now` plus the link lifetime. */
export function signContentLink(secret: Buffer, path: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + CONTENT_LINK_TTL_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signatureOf(secret, path, expires),
  });
  return `${path}?${query.toString()}`;
}

/** True when `link` is this server's signature for `path` and its expiry has not passed. */
export function verifyContentLink(secret: Buffer, path: string, link: SignedLinkQuery, now: Date): boolean {
  if (!Number.isSafeInteger(link.expires) || link.expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, path, link.expires));
  const given = Buffer.from(link.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
