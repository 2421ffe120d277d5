import type { ExemptionStatus } from '@tracker/contracts/constants/exemptions';
import type { ExemptionAttachment, ExemptionNote } from '@tracker/contracts/http/exemptions';

/** Who is looking at a request: its requester on the dashboard, or a reviewer in the portal. */
export type ExemptionViewer = 'enrollee' | 'admin';

/** A decided request (approved or denied) is closed to its requester's changes; reviewers are never locked out. */
export function isLockedForEnrollee(status: ExemptionStatus | string): boolean {
  return status === 'approved' || status === 'denied';
}

/** Notes and files may be added unless the requester is looking at a decided request. */
export function mayAddToExemption(viewer: ExemptionViewer, locked: boolean): boolean {
  return viewer === 'admin' || !locked;
}

/**
 * A note may be deleted by whoever wrote it; any reviewer may also delete an internal note. A requester
 * can delete nothing once the request is decided.
 */
export function mayDeleteNote(
  note: Pick<ExemptionNote, 'createdByUserId' | 'isInternal'>,
  viewer: ExemptionViewer,
  locked: boolean,
  currentUserId: string,
): boolean {
  const isCreator = note.createdByUserId === currentUserId;
  if (viewer === 'enrollee') return isCreator && !locked;
  return isCreator || note.isInternal;
}

/**
 * A note's text may be changed by its author only (as the server checks), and by a requester only
 * while the request is open.
 */
export function mayEditNote(
  note: Pick<ExemptionNote, 'authorUserId'>,
  viewer: ExemptionViewer,
  locked: boolean,
  currentUserId: string,
): boolean {
  return note.authorUserId === currentUserId && mayAddToExemption(viewer, locked);
}

/** Only the uploader may describe or delete a file, and a requester not once the request is decided. */
export function mayChangeAttachment(
  attachment: Pick<ExemptionAttachment, 'uploadedByUserId'>,
  viewer: ExemptionViewer,
  locked: boolean,
  currentUserId: string,
): boolean {
  return mayAddToExemption(viewer, locked) && attachment.uploadedByUserId === currentUserId;
}
