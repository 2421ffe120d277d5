import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** The person asked for a fair hearing on a request; reviewers see it with the request. */
export const verificationHearingRequestedV1 = defineEvent(
  'verification.hearing-requested',
  1,
  z.object({
    requestId: z.uuid(),
    userId: z.uuid(),
    requestedAt: z.iso.datetime({ offset: true }),
  }),
);
export type VerificationHearingRequestedV1 = z.infer<typeof verificationHearingRequestedV1.data>;
