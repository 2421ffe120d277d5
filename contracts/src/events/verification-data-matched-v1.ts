import { z } from 'zod';
import { yearMonthText } from '../rules/profiles/profile.js';
import { STATE_DATA_SOURCES } from '../rules/state-data.js';
import { defineEvent } from './envelope.js';

/**
 * The state's data for a person (an account: the subject), matched by Medicaid id: one record per
 * month and source, each replacing what that source said of that month before, so a second import of
 * the same file changes nothing. Consumers feed it to the month's determination.
 */
export const verificationDataMatchedV1 = defineEvent(
  'verification.data-matched',
  1,
  z.object({
    userId: z.uuid(),
    records: z
      .array(
        z.object({
          month: yearMonthText,
          source: z.enum(STATE_DATA_SOURCES),
          amountCents: z.number().int().min(0).nullable(),
          hours: z.number().min(0).nullable(),
          flag: z.boolean().nullable(),
        }),
      )
      .min(1),
  }),
);
export type VerificationDataMatchedV1 = z.infer<typeof verificationDataMatchedV1.data>;
