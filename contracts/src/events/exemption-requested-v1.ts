import { z } from 'zod';
import { timestamp } from '../http/fields.js';
import { defineEvent } from './envelope.js';

/** An enrollee asked for an exemption (or for the renewal of one). */
export const exemptionRequestedV1 = defineEvent(
  'exemption.requested',
  1,
  z.object({
    exemptionId: z.uuid(),
    userId: z.uuid(),
    exemptionTypeId: z.uuid(),
    exemptionTypeName: z.string(),
    /** The type's Spanish name, for texts to Spanish speakers; absent when it has none (read the English). */
    exemptionTypeNameEs: z.string().nullish(),
    isRenewal: z.boolean(),
    requestPermanent: z.boolean(),
    durationRequestedMonths: z.number().int().positive().nullable(),
    requestedAt: timestamp,
  }),
);
export type ExemptionRequestedV1 = z.infer<typeof exemptionRequestedV1.data>;
