import type { AttachmentExtension } from '@tracker/contracts/constants';
import { attachmentStorageKey as storageKeyIn } from '@tracker/kit/storage-key';

export { storedFileName } from '@tracker/kit/storage-key';

/** Where an attachment's bytes live in the blob store: `activities/<owner>/<activity>/<id>.<ext>`. */
export function attachmentStorageKey(
  ownerId: string,
  activityId: string,
  attachmentId: string,
  extension: AttachmentExtension,
): string {
  return storageKeyIn('activities', ownerId, activityId, attachmentId, extension);
}
