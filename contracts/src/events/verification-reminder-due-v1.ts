import { z } from 'zod';
import { isoDate } from '../http/fields.js';
import { yearMonthText } from '../rules/profiles/profile.js';
import { defineEvent } from './envelope.js';

/** A notice window has `daysLeft` days to run (one of `NOTICE_REMINDER_DAYS`) and months are still missing. */
export const verificationReminderDueV1 = defineEvent(
  'verification.reminder-due',
  1,
  z.object({
    requestId: z.uuid(),
    userId: z.uuid(),
    daysLeft: z.number().int().positive(),
    respondBy: isoDate,
    missingMonths: z.array(yearMonthText).min(1),
    /**
     * How many of `missingMonths` must still be met or exempt (a renewal needs only some of its months).
     * Absent in events published before it was added, which meant all of them.
     */
    monthsToMeet: z.number().int().positive().optional(),
  }),
);
export type VerificationReminderDueV1 = z.infer<typeof verificationReminderDueV1.data>;
