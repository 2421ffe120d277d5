// Twilio posts inbound texts here. It sends no Origin and no session; the notification service checks
// the Twilio signature instead, so the browser-facing checks do not apply.
const signedWebhookPaths: ReadonlySet<string> = new Set(['/api/sms/inbound']);

/** True for the paths of webhooks that prove their sender with a signature rather than a session. */
export function isSignedWebhook(path: string): boolean {
  return signedWebhookPaths.has(path);
}
