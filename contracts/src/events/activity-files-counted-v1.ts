import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** The kinds of record files are attached to as proof: activities and pay records. */
export const PROOF_RECORD_KINDS = ['activity', 'income'] as const;
export type ProofRecordKind = (typeof PROOF_RECORD_KINDS)[number];

/**
 * The files attached to an activity or a pay record changed: one was attached (from the web, by text)
 * or removed, and this is how many it has now. A read model keeps the newest count to say which
 * entries have proof; the files themselves stay in the activity service.
 */
export const activityFilesCountedV1 = defineEvent(
  'activity.files-counted',
  1,
  z.object({
    recordKind: z.enum(PROOF_RECORD_KINDS),
    recordId: z.uuid(),
    userId: z.uuid(),
    fileCount: z.number().int().nonnegative(),
  }),
);
export type ActivityFilesCountedV1 = z.infer<typeof activityFilesCountedV1.data>;
