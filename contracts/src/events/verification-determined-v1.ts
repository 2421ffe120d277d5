import { z } from 'zod';
import { VERIFICATION_REASONS, VERIFICATION_STATUSES, verificationMonth } from '../http/verifications.js';
import { isoDate } from '../http/fields.js';
import { defineEvent } from './envelope.js';

/**
 * A verification request's status changed: for the state's eligibility system, and for telling the
 * person (asked for information, compliant, or noncompliant with the right to a fair hearing). The
 * subject is the account, or the request's id while no account has its Medicaid id.
 */
export const verificationDeterminedV1 = defineEvent(
  'verification.determined',
  1,
  z.object({
    requestId: z.uuid(),
    userId: z.uuid().nullable(),
    /** The Medicaid id's last 4 characters, for the state's records; null when not known. */
    medicaidIdLast4: z.string().max(4).nullable(),
    reason: z.enum(VERIFICATION_REASONS),
    from: z.enum(VERIFICATION_STATUSES),
    to: z.enum(VERIFICATION_STATUSES),
    months: z.array(verificationMonth),
    /**
     * How many of `months` must be met or exempt: all of them at application, the profile's number at
     * renewal. Absent in events published before it was added, which meant all of them.
     */
    monthsToMeet: z.number().int().positive().optional(),
    dueDate: isoDate,
    /** The last day to show compliance once a notice was recorded; null before. */
    respondBy: isoDate.nullable(),
  }),
);
export type VerificationDeterminedV1 = z.infer<typeof verificationDeterminedV1.data>;
