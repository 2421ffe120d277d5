import { z } from 'zod';
import { verificationMonth } from '../http/verifications.js';
import { defineEvent } from './envelope.js';

/**
 * The determination of watched months of a person (the subject), as the one rule function gives it
 * from everything the reporting side holds (hours, pay, exemptions, the state's matched data).
 * Published for the months of a `verification.requested` when it arrives, and again for any watched
 * month whose determination changed.
 */
export const reportingMonthsDeterminedV1 = defineEvent(
  'reporting.months-determined',
  1,
  z.object({
    userId: z.uuid(),
    months: z.array(verificationMonth).min(1),
  }),
);
export type ReportingMonthsDeterminedV1 = z.infer<typeof reportingMonthsDeterminedV1.data>;
