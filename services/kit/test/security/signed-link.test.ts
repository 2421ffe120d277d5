import { describe, expect, it } from 'vitest';
import {
  CONTENT_LINK_TTL_SECONDS,
  signContentLink,
  verifyContentLink,
} from '../../src/security/signed-link.js';

const secret = Buffer.from('a-test-secret-of-at-least-thirty-two-characters');
const path = '/api/things/5c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f/content';
const now = new Date('2026-03-01T12:00:00.000Z');

function parse(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return {
    path: parsed.pathname,
    expires: Number(parsed.searchParams.get('expires')),
    signature: parsed.searchParams.get('signature') ?? '',
  };
}

describe('signed content links', () => {
  it('keep the path and expire after five minutes', () => {
    const link = parse(signContentLink(secret, path, now));
    expect(link.path).toBe(path);
    expect(CONTENT_LINK_TTL_SECONDS).toBe(300);
    expect(link.expires).toBe(now.getTime() / 1000 + 300);
    expect(link.signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('verify until they expire, not after', () => {
    const link = parse(signContentLink(secret, path, now));
    expect(verifyContentLink(secret, path, link, now)).toBe(true);
    expect(verifyContentLink(secret, path, link, new Date(now.getTime() + 300_000))).toBe(true);
    expect(verifyContentLink(secret, path, link, new Date(now.getTime() + 301_000))).toBe(false);
  });

  it('refuse another path, a moved expiry, another key or a changed signature', () => {
    const link = parse(signContentLink(secret, path, now));
    expect(verifyContentLink(secret, path.replace('things', 'others'), link, now)).toBe(false);
    expect(verifyContentLink(secret, path, { ...link, expires: link.expires + 3600 }, now)).toBe(false);
    expect(verifyContentLink(Buffer.from('another-secret-another-secret-xx'), path, link, now)).toBe(false);
    const flipped = (link.signature[0] === 'A' ? 'B' : 'A') + link.signature.slice(1);
    expect(verifyContentLink(secret, path, { ...link, signature: flipped }, now)).toBe(false);
    expect(verifyContentLink(secret, path, { ...link, signature: `${link.signature}=` }, now)).toBe(false);
    expect(verifyContentLink(secret, path, { ...link, signature: '' }, now)).toBe(false);
    expect(verifyContentLink(secret, path, { ...link, expires: Number.NaN }, now)).toBe(false);
  });
});
