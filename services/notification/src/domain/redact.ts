/**
 * Removes every secret (and its URL-encoded form) from a text that will be stored or logged, such as
 * an error message a mail server built from what it was sent.
 */
export function redactSecrets(text: string, secrets: (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) {
      out = out.split(form).join('[redacted]');
    }
  }
  return out;
}

/**
 * The text with every occurrence of `secret` replaced by as many bullets, so a kept copy still reads
 * like what was sent (`code: ••••••`) without holding the secret.
 */
export function maskSecret(text: string, secret: string): string {
  if (secret === '') return text;
  return text.split(secret).join('•'.repeat(secret.length));
}
