/**
 * A failure of this service's own work (not a refusal of a caller), with a stable code, so callers
 * and logs can tell failures apart. The HTTP refusals are in `errors.ts`.
 */
export class NotificationError extends Error {
  constructor(
    readonly code: 'missing_token' | 'email_not_sent',
    message: string,
  ) {
    super(message);
    this.name = 'NotificationError';
  }
}

export function missingToken(link: string): NotificationError {
  return new NotificationError('missing_token', `The ${link} link needs a token`);
}

export function emailNotSent(kind: string, reason: string): NotificationError {
  return new NotificationError('email_not_sent', `The ${kind} e-mail was not sent: ${reason}`);
}
