import { z } from 'zod';
import { defineEvent } from './envelope.js';
import { textedFiles } from './texted-file.js';

/**
 * Files texted with `DOC` (`DOCUMENTO`) from a number its owner confirmed, for the owner's exemption
 * request that was waiting on them; the exemption service attaches them to it.
 */
export const notificationSmsDocumentReceivedV1 = defineEvent(
  'notification.sms-document-received',
  1,
  z.object({
    /** Twilio's id of the text. */
    messageSid: z.string().min(1),
    userId: z.uuid(),
    exemptionId: z.uuid(),
    files: textedFiles,
  }),
);
export type NotificationSmsDocumentReceivedV1 = z.infer<typeof notificationSmsDocumentReceivedV1.data>;
