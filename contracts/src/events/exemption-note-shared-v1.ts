import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** A reviewer sent a note to the requester (a note that is not internal). */
export const exemptionNoteSharedV1 = defineEvent(
  'exemption.note-shared',
  1,
  z.object({
    exemptionId: z.uuid(),
    noteId: z.uuid(),
    /** The requester, who owns the exemption and receives the note. */
    userId: z.uuid(),
    noteText: z.string().min(1),
    authorUsername: z.string(),
  }),
);
export type ExemptionNoteSharedV1 = z.infer<typeof exemptionNoteSharedV1.data>;
