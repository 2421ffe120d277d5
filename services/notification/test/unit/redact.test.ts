import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/domain/redact.js';

describe('redactSecrets', () => {
  it('removes a secret and its URL-encoded form wherever they appear', () => {
    const secret = 'a+b/c=';
    const text = `550 rejected a+b/c= in https://x.org/reset-password?token=${encodeURIComponent(secret)} (a+b/c=)`;
    const out = redactSecrets(text, [secret]);
    expect(out).not.toContain(secret);
    expect(out).not.toContain(encodeURIComponent(secret));
    expect(out).toBe('550 rejected [redacted] in https://x.org/reset-password?token=[redacted] ([redacted])');
  });

  it('leaves the text alone when there is no secret', () => {
    expect(redactSecrets('connect ECONNREFUSED', [undefined, ''])).toBe('connect ECONNREFUSED');
  });
});
