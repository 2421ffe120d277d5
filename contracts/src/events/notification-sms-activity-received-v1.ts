import { z } from 'zod';
import {
  ACTIVITY_HOURS_MIN,
  ACTIVITY_HOURS_STEP,
  ACTIVITY_TYPES,
  QUICK_ENTRY_HOURS_MAX,
} from '../constants/activities.js';
import { isoDate } from '../http/fields.js';
import { defineEvent } from './envelope.js';
import { textedFiles } from './texted-file.js';

/**
 * A text from a known user's number read as `TYPE HOURS Description`; the activity service logs it.
 * A text reports a single day, so the quick-entry bound of 24 hours applies.
 */
export const notificationSmsActivityReceivedV1 = defineEvent(
  'notification.sms-activity-received',
  1,
  z.object({
    /** Twilio's id of the text; the same text never logs two activities. */
    messageSid: z.string().min(1),
    userId: z.uuid(),
    type: z.enum(ACTIVITY_TYPES),
    hours: z.number().min(ACTIVITY_HOURS_MIN).max(QUICK_ENTRY_HOURS_MAX).multipleOf(ACTIVITY_HOURS_STEP),
    description: z.string().min(1),
    /** The day the text arrived, in the user's time zone. */
    date: isoDate,
    fromNumber: z.string().min(1),
    /** Photos or PDFs texted with the activity, to attach to it; absent when none came. */
    files: textedFiles.optional(),
  }),
);
export type NotificationSmsActivityReceivedV1 = z.infer<typeof notificationSmsActivityReceivedV1.data>;
