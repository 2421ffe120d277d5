import type { ActivitySource, ActivityType } from '@tracker/contracts/constants/activities';
import type { Activity, ActivityAttachment } from '@tracker/contracts/http/activities';
import { attachmentDetails, type RecordAttachment } from './record-attachment.js';

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

/** The values an edit may change, and which an `activity.updated` event reports before and after. */
export type ActivityValues = Pick<ActivityRecord, 'type' | 'description' | 'hours' | 'date'>;

/** The fields of `ActivityValues`, in the order the audit trail lists those an edit changed. */
export const ACTIVITY_VALUE_FIELDS = [
  'type',
  'description',
  'hours',
  'date',
] as const satisfies ReadonlyArray<keyof ActivityValues>;

export function toAttachmentResponse(attachment: RecordAttachment): ActivityAttachment {
  return { id: attachment.id, activityId: attachment.recordId, ...attachmentDetails(attachment) };
}

export function toActivityResponse(activity: ActivityRecord, attachments: RecordAttachment[]): Activity {
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
