import { z } from 'zod';
import {
  ACTIVITY_DESCRIPTION_MAX_LENGTH,
  ACTIVITY_SOURCES,
  ACTIVITY_TYPES,
  LATE_ENTRY_REASON_MAX_LENGTH,
  LATE_ENTRY_REASON_MIN_LENGTH,
  QUICK_ENTRY_HOURS_MAX,
} from '../constants/activities.js';
import {
  ACTIVITY_PAGE_DEFAULT,
  ACTIVITY_PAGE_MAX,
  ACTIVITY_SEARCH_MAX_LENGTH,
} from '../constants/screens.js';
import {
  activityHours,
  blankAsUndefined,
  downloadLink,
  entityId,
  hoursValue,
  idParams,
  isoDate,
  noContent,
  requiredDate,
  requiredText,
  timestamp,
} from './fields.js';
import { timeZoneQuery } from './reports.js';

// Calls of `/api/activities/**`, `/api/attachments/**` and `/api/admin/user/:id/activities`.
// `<call>Request` is what the client sends (the body; for calls without one, the query or path);
// `<call>Params` is the path of calls that also carry a body.

export const activityType = z.enum(ACTIVITY_TYPES, { error: 'Please select an activity type' });
export const activitySource = z.enum(ACTIVITY_SOURCES);

export const activityAttachment = z.object({
  id: entityId,
  activityId: entityId,
  /** Name under which the file is stored. */
  fileName: z.string(),
  /** Name the file had on the user's device. */
  originalName: z.string(),
  fileSize: z.number().int().nonnegative(),
  fileType: z.string(),
  uploadedAt: timestamp,
  uploadedBy: entityId.nullable(),
});
export type ActivityAttachment = z.infer<typeof activityAttachment>;

export const activity = z.object({
  id: entityId,
  userId: entityId,
  type: activityType,
  description: z.string(),
  hours: hoursValue,
  date: isoDate,
  source: activitySource,
  createdAt: timestamp,
  updatedAt: timestamp,
  attachments: z.array(activityAttachment),
});
export type Activity = z.infer<typeof activity>;

const descriptionTooLong = {
  length: ACTIVITY_DESCRIPTION_MAX_LENGTH,
  message: `Description must be ${ACTIVITY_DESCRIPTION_MAX_LENGTH} characters or less`,
};

const hoursMessage = 'Please enter a valid number of hours';

// GET /api/activities?limit=&before=&type=&q=
/**
 * One page of the caller's activities, newest first. The answer is the list itself; the
 * `X-Total-Count` header holds how many activities match the filters, and a `Link` header with
 * `rel="next"` names the next page while there is one (`before` is its opaque cursor).
 */
export const listActivitiesRequest = z.object({
  limit: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: `Limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}` })
      .int(`Limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`)
      .min(1, `Limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`)
      .max(ACTIVITY_PAGE_MAX, `Limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`)
      .default(ACTIVITY_PAGE_DEFAULT),
  ),
  before: z.preprocess(blankAsUndefined, z.string().max(200, 'Invalid page cursor').optional()),
  type: z.preprocess(blankAsUndefined, activityType.optional()),
  q: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .max(ACTIVITY_SEARCH_MAX_LENGTH, `Search must be ${ACTIVITY_SEARCH_MAX_LENGTH} characters or less`)
      .optional(),
  ),
});
export type ListActivitiesRequest = z.infer<typeof listActivitiesRequest>;
export const listActivitiesResponse = z.array(activity);
export type ListActivitiesResponse = z.infer<typeof listActivitiesResponse>;

// GET /api/activities/:id
export const getActivityRequest = idParams;
export type GetActivityRequest = z.infer<typeof getActivityRequest>;
export const getActivityResponse = activity;
export type GetActivityResponse = z.infer<typeof getActivityResponse>;

// POST /api/activities?timezone= (multipart: the fields below, an optional `file`, and for state
// staff writing into a closed month `lateEntryReason`). The date must lie in the entry window.
export const logActivityRequest = z.object({
  type: z.preprocess(blankAsUndefined, activityType),
  description: requiredText('Describe the activity', descriptionTooLong),
  hours: activityHours({ required: hoursMessage, invalid: hoursMessage }),
  date: requiredDate('Enter the date of the activity'),
});
export type LogActivityRequest = z.infer<typeof logActivityRequest>;
export const logActivityResponse = activity;
export type LogActivityResponse = z.infer<typeof logActivityResponse>;

/** The quick-entry variant of the create form: a single day's activity, so at most 24 hours. */
export const logQuickActivityRequest = logActivityRequest.extend({
  hours: activityHours({ required: hoursMessage, invalid: hoursMessage }, QUICK_ENTRY_HOURS_MAX),
});
export type LogQuickActivityRequest = z.infer<typeof logQuickActivityRequest>;

// PATCH /api/activities/:id?timezone= (JSON, or multipart from the edit screen; `lateEntryReason`
// as for a create). The record's date now and the new one must both lie in the entry window.
const allRequired = 'Please fill in all required fields';

export const updateActivityParams = idParams;
export const updateActivityRequest = z.object({
  type: z.preprocess(
    blankAsUndefined,
    z.enum(ACTIVITY_TYPES, {
      error: (issue) => (issue.input === undefined ? allRequired : 'Please select an activity type'),
    }),
  ),
  description: requiredText(allRequired, descriptionTooLong),
  hours: activityHours({ required: allRequired, invalid: hoursMessage }),
  date: requiredDate(allRequired),
});
export type UpdateActivityRequest = z.infer<typeof updateActivityRequest>;
export const updateActivityResponse = activity;
export type UpdateActivityResponse = z.infer<typeof updateActivityResponse>;

const activityFieldNames = Object.keys(updateActivityRequest.shape);

/**
 * The edit screen also PATCHes an activity with nothing but a `file` part: that is an upload, not
 * an edit. True when the body carries any activity field, so it must be checked as an edit.
 */
export function isActivityEdit(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  return activityFieldNames.some((name) => name in body);
}

// PATCH /api/activities/:id with only a `file` part
export const attachActivityFileRequest = idParams;
export const attachActivityFileResponse = activity;
export type AttachActivityFileResponse = z.infer<typeof attachActivityFileResponse>;

// DELETE /api/activities/:id?timezone= (optional JSON body: `lateEntryReason`, for a record dated in a
// closed month)
export const deleteActivityRequest = idParams;
export type DeleteActivityRequest = z.infer<typeof deleteActivityRequest>;
export const deleteActivityResponse = noContent;

// Dating a record: the window of `rules/entry-window`, and late entries by state staff

/**
 * Query of the calls that write a record (create, edit, delete of an activity or a pay record): the
 * enrollee's time zone, which decides what "today" is, and so which days a record may be dated on;
 * without it, the server's default zone.
 */
export const recordWriteQuery = timeZoneQuery;
export type RecordWriteQuery = z.infer<typeof recordWriteQuery>;

export const LATE_ENTRY_REASON_REQUIRED_MESSAGE = 'Please give the reason for this late entry';
export const LATE_ENTRY_REASON_TOO_SHORT_MESSAGE = `The reason must be at least ${LATE_ENTRY_REASON_MIN_LENGTH} characters`;
export const LATE_ENTRY_REASON_TOO_LONG_MESSAGE = `The reason must be ${LATE_ENTRY_REASON_MAX_LENGTH} characters or less`;

/**
 * Why state staff write into a month whose reporting deadline passed, as they type it. Only an
 * administrator acting for the enrollee may do so, and the audit trail keeps the reason; anyone else
 * sending one is refused like any write into a closed month. Sent beside a create's or an edit's
 * fields (and as the JSON body of a delete); left out or blank means none was given.
 */
export const lateEntryReasonField = z.preprocess(
  blankAsUndefined,
  z
    .string({ error: LATE_ENTRY_REASON_REQUIRED_MESSAGE })
    .trim()
    .min(LATE_ENTRY_REASON_MIN_LENGTH, LATE_ENTRY_REASON_TOO_SHORT_MESSAGE)
    .max(LATE_ENTRY_REASON_MAX_LENGTH, LATE_ENTRY_REASON_TOO_LONG_MESSAGE)
    .optional(),
);

/** The late-entry part of a write's body, read apart from the record's own fields. */
export const lateEntryRequest = z.object({ lateEntryReason: lateEntryReasonField });
export type LateEntryRequest = z.infer<typeof lateEntryRequest>;

// GET /api/activities/:id/attachments
export const listActivityAttachmentsRequest = idParams;
export const listActivityAttachmentsResponse = z.array(activityAttachment);
export type ListActivityAttachmentsResponse = z.infer<typeof listActivityAttachmentsResponse>;

// POST /api/activities/:id/attachments (multipart: one or more `files`, each checked on its own)
export const uploadActivityAttachmentsRequest = idParams;

/** Why one file of a multi-file upload was refused; the other files are stored regardless. */
export const attachmentUploadError = z.object({
  fileName: z.string(),
  message: z.string(),
});
export type AttachmentUploadError = z.infer<typeof attachmentUploadError>;

/**
 * The files stored and the files refused. 201 when at least one was stored; 400 when none was, with
 * the error body's `message` and the same `errors` list.
 */
export const uploadActivityAttachmentsResponse = z.object({
  attachments: z.array(activityAttachment),
  errors: z.array(attachmentUploadError),
});
export type UploadActivityAttachmentsResponse = z.infer<typeof uploadActivityAttachmentsResponse>;

// DELETE /api/activities/:id/attachments/:attachmentId
export const deleteActivityAttachmentRequest = z.object({ id: entityId, attachmentId: entityId });
export type DeleteActivityAttachmentRequest = z.infer<typeof deleteActivityAttachmentRequest>;
export const deleteActivityAttachmentResponse = noContent;

// DELETE /api/activities/:id/remove-attachment (JSON: attachmentId)
export const removeActivityAttachmentParams = idParams;
export const removeActivityAttachmentRequest = z.object({
  attachmentId: z.uuid({ error: 'Attachment id is required' }),
});
export type RemoveActivityAttachmentRequest = z.infer<typeof removeActivityAttachmentRequest>;
export const removeActivityAttachmentResponse = noContent;

// GET /api/attachments/:id/download
export const getActivityAttachmentLinkRequest = idParams;
export const getActivityAttachmentLinkResponse = downloadLink;
export type GetActivityAttachmentLinkResponse = z.infer<typeof getActivityAttachmentLinkResponse>;

// GET /api/attachments/:id/content?expires=&signature= (the `downloadUrl` of the call above)
/** The query of a signed content link: expiry in Unix seconds and the server's signature. */
export const attachmentContentQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1),
});
export type AttachmentContentQuery = z.infer<typeof attachmentContentQuery>;

// GET /api/admin/user/:id/activities (read-only activity log of one user)
export const listUserActivitiesRequest = idParams;
export const listUserActivitiesResponse = z.array(activity);
export type ListUserActivitiesResponse = z.infer<typeof listUserActivitiesResponse>;
