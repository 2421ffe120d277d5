import type { AttachmentExtension } from '@tracker/contracts/constants';

/** The stored name of an attachment: its id and extension, never the name the client sent. */
export function storedFileName(attachmentId: string, extension: AttachmentExtension): string {
  return `${attachmentId}.${extension}`;
}

/** Where an attachment's bytes live in the blob store: `activities/<owner>/<activity>/<id>.<ext>`. */
export function attachmentStorageKey(
  ownerId: string,
  activityId: string,
  attachmentId: string,
  extension: AttachmentExtension,
): string {
  return `activities/${ownerId}/${activityId}/${storedFileName(attachmentId, extension)}`;
}
