import type { Activity, ActivityAttachment } from '@tracker/contracts/http/activities';
import type { CurrentUser } from '@tracker/contracts/http/identity';

/** Newest first: by the activity's date, then by when it was logged. */
export function newestFirst<T extends Pick<Activity, 'date' | 'createdAt'>>(activities: readonly T[]): T[] {
  return [...activities].sort(
    (a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt),
  );
}

/**
 * Whether the person may remove an attachment: administrators, and whoever uploaded it. A file that
 * came with a text message has no uploader, so the activity's owner may remove it.
 */
export function mayRemoveAttachment(
  attachment: Pick<ActivityAttachment, 'uploadedBy'>,
  activity: Pick<Activity, 'userId'>,
  user: Pick<CurrentUser, 'id' | 'isAdmin'> | null | undefined,
): boolean {
  if (!user) return false;
  if (user.isAdmin) return true;
  return attachment.uploadedBy === null ? activity.userId === user.id : attachment.uploadedBy === user.id;
}
