import { describe, expect, it } from 'vitest';
import { signAttachmentLink, verifyAttachmentLink } from '../../src/domain/signed-link.js';

// Expiry and tampering are the kit's signed-link tests; these check the path each kind's links cover.
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
  it('point at the activity content route', () => {
    expect(parse(signAttachmentLink(secret, '/api/attachments', id, now)).path).toBe(
      `/api/attachments/${id}/content`,
    );
  });

  it('verify for their own attachment only', () => {
    const link = parse(signAttachmentLink(secret, '/api/attachments', id, now));
    expect(verifyAttachmentLink(secret, '/api/attachments', id, link, now)).toBe(true);
    expect(
      verifyAttachmentLink(secret, '/api/attachments', '0b7e5a1c-3f7d-4d55-9a8e-2f9b8c1d2e3f', link, now),
    ).toBe(false);
  });
});

describe('signed pay record attachment links', () => {
  it('point at the income content route', () => {
    expect(parse(signAttachmentLink(secret, '/api/income/attachments', id, now)).path).toBe(
      `/api/income/attachments/${id}/content`,
    );
  });

  it('never open an activity attachment of the same id, nor the other way round', () => {
    const paystub = parse(signAttachmentLink(secret, '/api/income/attachments', id, now));
    const activityFile = parse(signAttachmentLink(secret, '/api/attachments', id, now));
    expect(verifyAttachmentLink(secret, '/api/attachments', id, paystub, now)).toBe(false);
    expect(verifyAttachmentLink(secret, '/api/income/attachments', id, activityFile, now)).toBe(false);
  });
});
