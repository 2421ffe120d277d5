import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_LINK_TTL_SECONDS,
  signAttachmentLink,
  verifyAttachmentLink,
} from '../../src/domain/signed-link.js';

const secret = Buffer.from('a-test-secret-of-at-least-thirty-two-characters');
const id = '5c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f';
const now = new Date('2026-03-01T12:00:00.000Z');

function parse(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return {
    path: parsed.pathname,
    expires: Number(parsed.searchParams.get('expires')),
    signature: parsed.searchParams.get('signature') ?? '',
  };
}

describe('signed activity attachment links', () => {
  it('point at the content route and expire after five minutes', () => {
    const link = parse(signAttachmentLink(secret, id, now));
    expect(link.path).toBe(`/api/attachments/${id}/content`);
    expect(ATTACHMENT_LINK_TTL_SECONDS).toBe(300);
    expect(link.expires).toBe(now.getTime() / 1000 + 300);
  });

  it('verify for their own attachment only', () => {
    const link = parse(signAttachmentLink(secret, id, now));
    expect(verifyAttachmentLink(secret, id, link, now)).toBe(true);
    expect(verifyAttachmentLink(secret, '0b7e5a1c-3f7d-4d55-9a8e-2f9b8c1d2e3f', link, now)).toBe(false);
  });
});
