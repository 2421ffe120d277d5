import { z } from 'zod';
import { defineEvent } from './envelope.js';

/**
 * The type code of an exemption decided before `exemption.status-changed` carried it, published once
 * per such exemption so the read models that judge months (an approved student exemption meets a
 * month by school) learn it. It announces nothing to the person: consumers only store the code.
 */
export const exemptionTypeRecordedV1 = defineEvent(
  'exemption.type-recorded',
  1,
  z.object({
    exemptionId: z.uuid(),
    userId: z.uuid(),
    /** The type's abbreviation (`STUDENT`); null when the type has none. */
    exemptionTypeCode: z.string().nullable(),
  }),
);
export type ExemptionTypeRecordedV1 = z.infer<typeof exemptionTypeRecordedV1.data>;
