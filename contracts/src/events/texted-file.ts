import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES } from '../constants/attachments.js';

/** Where the notification service leaves the files people text in, in the shared blob store. */
export const TEXTED_FILES_AREA = 'sms-media';

/**
 * The kinds of file a text may carry in: photos and PDFs, the documents a phone sends. Each is also
 * an upload type, so the service that adopts the file checks it with its upload rules.
 */
export const TEXTED_FILE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'] as const;
export type TextedFileType = (typeof TEXTED_FILE_TYPES)[number];

/** The blob-store folder of one person's texted files; a file outside it is never adopted for them. */
export function textedFilesFolder(userId: string): string {
  return `${TEXTED_FILES_AREA}/${userId}/`;
}

/**
 * A file texted to the service's number (MMS), fetched from Twilio, checked like an upload and left in
 * the shared blob store under `sms-media/<userId>/`. The service it is meant for copies it into its own
 * attachments and queues this copy for deletion.
 */
export const textedFile = z.object({
  storageKey: z.string().min(1).max(1024),
  /** The name it is shown under (`photo-1.jpg`): texts carry no file names. */
  fileName: z.string().min(1).max(255),
  contentType: z.enum(TEXTED_FILE_TYPES),
  fileSize: z.number().int().positive().max(ATTACHMENT_MAX_BYTES),
});
export type TextedFile = z.infer<typeof textedFile>;

/** What one text may carry: Twilio delivers at most ten media with a message. */
export const textedFiles = z.array(textedFile).min(1).max(10);
