import { z } from 'zod';
import { yearMonthText } from '../rules/profiles/profile.js';
import { defineEvent } from './envelope.js';

/**
 * The state asked a person (an account: the subject) to show some months. The reporting side keeps
 * these months watched and answers with `reporting.months-determined` for them now and whenever one of
 * them changes; also published when a request made before the person registered finds its account.
 */
export const verificationRequestedV1 = defineEvent(
  'verification.requested',
  1,
  z.object({
    requestId: z.uuid(),
    userId: z.uuid(),
    months: z.array(yearMonthText).min(1),
  }),
);
export type VerificationRequestedV1 = z.infer<typeof verificationRequestedV1.data>;
