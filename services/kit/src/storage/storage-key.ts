import type { AttachmentExtension } from '@tracker/contracts/constants/attachments';

/** The stored name of an attachment: its id and extension, never the name the client sent. */
export function storedFileName(attachmentId: string, extension: AttachmentExtension): string {
  return `${attachmentId}.${extension}`;
}

/**
 * Where an attachment's bytes live in the blob store: `<area>/<owner>/<record>/<id>.<ext>`, so a
 * person's files can be found (and erased) by their id, and no client-chosen text reaches the path.
 */
export function attachmentStorageKey(
  area: string,
  ownerId: string,
  recordId: string,
  attachmentId: string,
  extension: AttachmentExtension,
): string {
  return `${area}/${ownerId}/${recordId}/${storedFileName(attachmentId, extension)}`;
}
