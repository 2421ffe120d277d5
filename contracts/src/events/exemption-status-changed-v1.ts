import { z } from 'zod';
import { EXEMPTION_STATUSES } from '../constants/exemptions.js';
import { isoDate } from '../http/fields.js';
import { defineEvent } from './envelope.js';

/**
 * A request moved from one status to another. The terms let the reporting side tell when the
 * exemption is active; the type's code lets it tell which rule the type stands for (an approved
 * student exemption meets a month by school under a profile that counts school); the message fields
 * carry what the requester is told.
 */
export const exemptionStatusChangedV1 = defineEvent(
  'exemption.status-changed',
  1,
  z.object({
    exemptionId: z.uuid(),
    userId: z.uuid(),
    from: z.enum(EXEMPTION_STATUSES),
    to: z.enum(EXEMPTION_STATUSES),
    exemptionTypeName: z.string(),
    /** The type's Spanish name, for texts to Spanish speakers; absent when it has none (read the English). */
    exemptionTypeNameEs: z.string().nullish(),
    /**
     * The type's abbreviation (`STUDENT`, `PREGNANT`). Absent when the type has none, and in events
     * recorded before the field existed: consumers read absent as "no code", so those still parse.
     */
    exemptionTypeCode: z.string().optional(),
    effectiveDate: isoDate.nullable(),
    expirationDate: isoDate.nullable(),
    isPermanent: z.boolean(),
    durationApprovedMonths: z.number().int().positive().nullable(),
    denialReason: z.string().nullable(),
    waitingMessage: z.string().nullable(),
    /**
     * Set when the request moves to waiting_on_enrollee: the day the answer is needed by. Absent in
     * events recorded before the field existed and null for other moves.
     */
    replyBy: isoDate.nullable().optional(),
    resetMessage: z.string().nullable(),
    /** The administrator who made the change; null when the system did (an expiry). */
    changedBy: z.uuid().nullable(),
  }),
);
export type ExemptionStatusChangedV1 = z.infer<typeof exemptionStatusChangedV1.data>;
