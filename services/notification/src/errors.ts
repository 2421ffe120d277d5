import { httpError } from '@tracker/kit/http/errors';
export { notAuthenticated, adminRequired } from '@tracker/kit/http/refusals';

// Refusals of the HTTP calls, each with a stable `code` beside the message people read. Failures of
// the service's own work (a link without its token, an e-mail not sent) are `domain/notification-error`.

/** Also the answer for someone else's notification: its existence is not revealed. */
export const notificationNotFound = () => httpError(404, 'NOTIFICATION_NOT_FOUND', 'Notification not found');

/** A webhook without Twilio's valid signature: nothing of it is stored. */
export const invalidTwilioSignature = () =>
  httpError(403, 'INVALID_SIGNATURE', 'Invalid or missing Twilio signature');
