import type { ActivityAttachment } from '@tracker/contracts/http/activities';
import { type ActivityRecord, toAttachmentResponse } from '../../domain/activity.js';
import { activityNotFound } from '../../errors.js';
import { deleteActivityRow, findActivity } from '../../store/activities.js';
import { recordActivityDeleted } from '../../store/events.js';
import { ACTIVITY_ATTACHMENT_TABLES } from '../../store/record-attachments.js';
import type { RecordKind } from './record-kind.js';

/** Activities as a kind of record with files. */
export const ACTIVITIES: RecordKind<ActivityRecord, ActivityAttachment> = {
  tables: ACTIVITY_ATTACHMENT_TABLES,
  storageArea: 'activities',
  paths: { records: '/api/activities', attachments: '/api/attachments' },
  find: findActivity,
  dateField: 'date',
  dateOf: (activity) => activity.date,
  notFound: activityNotFound,
  deleteRow: deleteActivityRow,
  recordDeleted: recordActivityDeleted,
  toAttachmentResponse,
  audit: {
    deleted: 'activity.deleted',
    attachmentsViewed: 'activity-attachments.viewed',
    attachmentUploaded: 'activity-attachment.uploaded',
    attachmentDeleted: 'activity-attachment.deleted',
    attachmentRead: {
      'link-issued': 'activity-attachment.link-issued',
      downloaded: 'activity-attachment.downloaded',
    },
  },
};
