import type { ActivitySource, ActivityType } from '@tracker/contracts/constants';
import type { Activity, ActivityAttachment } from '@tracker/contracts/http/activities';

/** An activity as stored. `date` is a calendar day, `YYYY-MM-DD`. */
export interface ActivityRecord {
  id: string;
  userId: string;
  type: ActivityType;
  description: string;
  hours: number;
  date: string;
  source: ActivitySource;
  createdAt: Date;
  updatedAt: Date;
}

/** An attachment as stored; `storageKey` and `bucket` never leave the service. */
export interface AttachmentRecord {
  id: string;
  activityId: string;
  fileName: string;
  originalName: string;
  fileSize: number;
  fileType: string;
  storageKey: string;
  bucket: string;
  uploadedAt: Date;
  uploadedBy: string | null;
}

/** The values an edit may change, and which an `activity.updated` event reports before and after. */
export type ActivityValues = Pick<ActivityRecord, 'type' | 'description' | 'hours' | 'date'>;

/** The fields of `ActivityValues`, in the order the audit trail lists those an edit changed. */
export const ACTIVITY_VALUE_FIELDS = [
  'type',
  'description',
  'hours',
  'date',
] as const satisfies ReadonlyArray<keyof ActivityValues>;

/** The name an audit gives a file attached to an activity. */
export const ATTACHED_FILE = 'file';

export function toAttachmentResponse(attachment: AttachmentRecord): ActivityAttachment {
  return {
    id: attachment.id,
    activityId: attachment.activityId,
    fileName: attachment.fileName,
    originalName: attachment.originalName,
    fileSize: attachment.fileSize,
    fileType: attachment.fileType,
    uploadedAt: attachment.uploadedAt.toISOString(),
    uploadedBy: attachment.uploadedBy,
  };
}

export function toActivityResponse(activity: ActivityRecord, attachments: AttachmentRecord[]): Activity {
  return {
    id: activity.id,
    userId: activity.userId,
    type: activity.type,
    description: activity.description,
    hours: activity.hours,
    date: activity.date,
    source: activity.source,
    createdAt: activity.createdAt.toISOString(),
    updatedAt: activity.updatedAt.toISOString(),
    attachments: attachments.map(toAttachmentResponse),
  };
}
