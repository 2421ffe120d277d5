import type { AttachmentFile } from '@tracker/kit/storage/attachment-files';

/**
 * A file on an activity or on a pay record, as stored; `storageKey` and `bucket` never leave the
 * service.
 */
export interface RecordAttachment extends AttachmentFile {
  /** The activity or pay record the file belongs to. */
  recordId: string;
  uploadedAt: Date;
  uploadedBy: string | null;
}

/** The name an audit gives a file attached to an activity or a pay record. */
export const ATTACHED_FILE = 'file';

/** What an answer says of an attachment whatever its record, which each kind names in its own field. */
export function attachmentDetails(attachment: RecordAttachment) {
  return {
    fileName: attachment.fileName,
    originalName: attachment.originalName,
    fileSize: attachment.fileSize,
    fileType: attachment.fileType,
    uploadedAt: attachment.uploadedAt.toISOString(),
    uploadedBy: attachment.uploadedBy,
  };
}
