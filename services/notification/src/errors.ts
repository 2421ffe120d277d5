import { httpError } from '@tracker/kit/http/errors';
export { notAuthenticated, adminRequired } from '@tracker/kit/http/refusals';

/** An error of this service with a stable code, so callers and logs can tell failures apart. */
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

// Refusals of the HTTP calls, each with a stable `code` beside the message people read.

/** Also the answer for someone else's notification: its existence is not revealed. */
export const notificationNotFound = () => httpError(404, 'NOTIFICATION_NOT_FOUND', 'Notification not found');

/** A webhook without Twilio's valid signature: nothing of it is stored. */
export const invalidTwilioSignature = () =>
  httpError(403, 'INVALID_SIGNATURE', 'Invalid or missing Twilio signature');
