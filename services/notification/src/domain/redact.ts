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
