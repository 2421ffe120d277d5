import { z } from 'zod';
import { isoDate } from '../http/fields.js';
import { yearMonthText } from '../rules/profiles/profile.js';
import { defineEvent } from './envelope.js';

/** The state sent its notice of noncompliance: the person's window to show compliance runs until `respondBy`. */
export const verificationNoticeRecordedV1 = defineEvent(
  'verification.notice-recorded',
  1,
  z.object({
    requestId: z.uuid(),
    userId: z.uuid(),
    sentOn: isoDate,
    receivedOn: isoDate,
    respondBy: isoDate,
    /** The months still not met or exempt. */
    missingMonths: z.array(yearMonthText),
    /**
     * How many of `missingMonths` must still be met or exempt (a renewal needs only some of its months).
     * Absent in events published before it was added, which meant all of them.
     */
    monthsToMeet: z.number().int().positive().optional(),
  }),
);
export type VerificationNoticeRecordedV1 = z.infer<typeof verificationNoticeRecordedV1.data>;
