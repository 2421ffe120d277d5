import { z } from 'zod';
import {
  EXEMPTION_DURATION_MAX_MONTHS,
  EXEMPTION_STATUSES,
  LONG_TEXT_MAX_LENGTH,
  NOTE_AUTHOR_TYPES,
} from '../constants/exemptions.js';
import { exemptionType } from './exemption-types.js';
import {
  blankAsNull,
  downloadLink,
  entityId,
  formBoolean,
  idParams,
  isoDate,
  noContent,
  requiredText,
  textAsBoolean,
  textAsNumber,
  timestamp,
} from './fields.js';

// The enrollee's exemption calls: requests (`/api/user-exemptions/**`), the catalogue as offered to
// enrollees (`/api/medicaid-exemptions`), notes (`/api/exemption-notes/**`) and attachments
// (`/api/exemptions/**`). `<call>Request` is the body (or the query or path of calls without one);
// `<call>Params` the path of calls that also carry a body. The server sets the owner, creator,
// status and note author itself: those fields are not part of any request here and are dropped.

export const exemptionStatus = z.enum(EXEMPTION_STATUSES);
export const noteAuthorType = z.enum(NOTE_AUTHOR_TYPES);

const nullableText = (max: number, message: string) =>
  z.preprocess(blankAsNull, z.string().trim().max(max, message).nullable().default(null));

const nullableDate = z.preprocess(
  blankAsNull,
  z.iso.date({ error: 'Please enter a valid date' }).nullable().default(null),
);

const nullableBoolean = z.preprocess(
  (value) => textAsBoolean(blankAsNull(value)) ?? null,
  z.boolean({ error: 'Must be true or false' }).nullable().default(null),
);

interface IntBounds {
  min: number;
  max: number;
  minMessage: string;
  maxMessage: string;
}

function nullableInt(bounds: IntBounds, typeMessage: string) {
  return z.preprocess(
    (value) => textAsNumber(blankAsNull(value)),
    z
      .number({ error: typeMessage })
      .int(typeMessage)
      .min(bounds.min, bounds.minMessage)
      .max(bounds.max, bounds.maxMessage)
      .nullable()
      .default(null),
  );
}

const notesTooLong = `Notes must be ${LONG_TEXT_MAX_LENGTH} characters or less`;

/** Student details the request form collects when the type concerns school enrolment. */
const studentFields = {
  currentlyEnrolled: nullableBoolean,
  schoolName: nullableText(255, 'School name must be 255 characters or less'),
  creditHours: z.preprocess(
    (value) => textAsNumber(blankAsNull(value)),
    z
      .number({ error: 'Credit hours must be a number' })
      .min(0, 'Credit hours must be 0 or more')
      .max(99, 'Credit hours must be less than 100')
      .nullable()
      .default(null),
  ),
  expectedGraduationMonth: nullableInt(
    { min: 1, max: 12, minMessage: 'Month must be 1 to 12', maxMessage: 'Month must be 1 to 12' },
    'Month must be a number',
  ),
  expectedGraduationYear: nullableInt(
    {
      min: 2000,
      max: 2100,
      minMessage: 'Please enter a valid year',
      maxMessage: 'Please enter a valid year',
    },
    'Please enter a valid year',
  ),
};

/** Fields an enrollee may set on a request, when creating it and when editing it. */
const editableRequestFields = {
  applicationNotes: nullableText(LONG_TEXT_MAX_LENGTH, notesTooLong),
  durationRequestedMonths: nullableInt(
    {
      min: 1,
      max: EXEMPTION_DURATION_MAX_MONTHS,
      minMessage: 'Duration must be at least 1 month',
      maxMessage: `Duration must be ${EXEMPTION_DURATION_MAX_MONTHS} months or less`,
    },
    'Duration must be a whole number of months',
  ),
  requestPermanent: formBoolean(false),
  effectiveDate: nullableDate,
  expirationDate: nullableDate,
  ...studentFields,
};

function checkDateOrder(
  fields: { effectiveDate: string | null; expirationDate: string | null },
  ctx: z.RefinementCtx,
): void {
  if (fields.effectiveDate && fields.expirationDate && fields.expirationDate <= fields.effectiveDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['expirationDate'],
      message: 'Expiration date must be after the effective date',
    });
  }
}

export const userExemption = z.object({
  id: entityId,
  userId: entityId,
  medicaidExemptionId: entityId,
  medicaidExemptionName: z.string(),
  /** The type's Spanish name; null (or absent from older services) when it has none. */
  medicaidExemptionNameEs: z.string().nullish(),
  abbreviation: z.string().nullable(),
  allowsPermanent: z.boolean(),
  status: exemptionStatus,
  appliedDate: isoDate.nullable(),
  requestDate: timestamp,
  applicationNotes: z.string().nullable(),
  supportingDocuments: z.string().nullable(),
  durationRequestedMonths: z.number().int().nullable(),
  requestPermanent: z.boolean(),
  durationApprovedMonths: z.number().int().nullable(),
  isPermanent: z.boolean(),
  isRenewal: z.boolean(),
  effectiveDate: isoDate.nullable(),
  expirationDate: isoDate.nullable(),
  approvalDate: timestamp.nullable(),
  approverUserId: entityId.nullable(),
  denialReason: z.string().nullable(),
  waitingMessage: z.string().nullable(),
  /**
   * While the request waits on the enrollee: the day the reviewer needs their answer by
   * (`EXEMPTION_REPLY_DAYS` after the reviewer asked, in the configured time zone); null otherwise.
   */
  replyBy: isoDate.nullable(),
  resetMessage: z.string().nullable(),
  reviewedBy: entityId.nullable(),
  reviewedDate: timestamp.nullable(),
  currentlyEnrolled: z.boolean().nullable(),
  schoolName: z.string().nullable(),
  creditHours: z.number().nullable(),
  expectedGraduationMonth: z.number().int().nullable(),
  expectedGraduationYear: z.number().int().nullable(),
  createdBy: entityId,
  lastModifiedBy: entityId.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type UserExemption = z.infer<typeof userExemption>;

export const exemptionNote = z.object({
  id: entityId,
  exemptionId: entityId,
  authorUserId: entityId,
  authorType: noteAuthorType,
  noteText: z.string(),
  /** Internal notes are seen by administrators only. */
  isInternal: z.boolean(),
  authorUsername: z.string().nullable(),
  createdByUserId: entityId,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ExemptionNote = z.infer<typeof exemptionNote>;

export const exemptionAttachment = z.object({
  id: entityId,
  exemptionId: entityId,
  /** Name under which the file is stored. */
  fileName: z.string(),
  /** Name the file had on the uploader's device. */
  originalName: z.string(),
  fileSize: z.number().int().positive(),
  fileType: z.string(),
  description: z.string().nullable(),
  /** Username of the uploader. */
  uploadedBy: z.string().nullable(),
  uploadedByUserId: entityId,
  uploadedAt: timestamp,
});
export type ExemptionAttachment = z.infer<typeof exemptionAttachment>;

// GET /api/medicaid-exemptions (the active types, by sortOrder)
export const listOfferedExemptionTypesResponse = z.array(exemptionType);
export type ListOfferedExemptionTypesResponse = z.infer<typeof listOfferedExemptionTypesResponse>;

// GET /api/user-exemptions
export const listUserExemptionsResponse = z.array(userExemption);
export type ListUserExemptionsResponse = z.infer<typeof listUserExemptionsResponse>;

// POST /api/user-exemptions (multipart: the fields below and an optional `file`)
export const requestExemptionRequest = z
  .object({
    medicaidExemptionId: z.preprocess(blankAsNull, z.uuid({ error: 'Please select an exemption type' })),
    isRenewal: formBoolean(false),
    ...editableRequestFields,
  })
  .superRefine(checkDateOrder);
export type RequestExemptionRequest = z.infer<typeof requestExemptionRequest>;
export const requestExemptionResponse = userExemption;
export type RequestExemptionResponse = z.infer<typeof requestExemptionResponse>;

// PUT /api/user-exemptions/:id (the type of a request never changes)
export const updateUserExemptionParams = idParams;
export const updateUserExemptionRequest = z.object(editableRequestFields).superRefine(checkDateOrder);
export type UpdateUserExemptionRequest = z.infer<typeof updateUserExemptionRequest>;
export const updateUserExemptionResponse = userExemption;
export type UpdateUserExemptionResponse = z.infer<typeof updateUserExemptionResponse>;

// DELETE /api/user-exemptions/:id
export const deleteUserExemptionRequest = idParams;
export type DeleteUserExemptionRequest = z.infer<typeof deleteUserExemptionRequest>;
export const deleteUserExemptionResponse = noContent;

// PATCH /api/user-exemptions/:id/resubmit (from waiting_on_enrollee back to review)
export const resubmitUserExemptionRequest = idParams;
export type ResubmitUserExemptionRequest = z.infer<typeof resubmitUserExemptionRequest>;
export const resubmitUserExemptionResponse = userExemption;
export type ResubmitUserExemptionResponse = z.infer<typeof resubmitUserExemptionResponse>;

// GET /api/exemption-notes?exemptionId= and GET /api/exemption-notes/:exemptionId
/** The exemption a note belongs to. */
export const exemptionIdField = z.uuid({ error: 'Exemption is required' });
export const listExemptionNotesRequest = z.object({ exemptionId: exemptionIdField });
export type ListExemptionNotesRequest = z.infer<typeof listExemptionNotesRequest>;
export const listExemptionNotesResponse = z.array(exemptionNote);
export type ListExemptionNotesResponse = z.infer<typeof listExemptionNotesResponse>;

/** Text of a note, sent trimmed; blank is refused. */
export const exemptionNoteText = requiredText('Note text is required', {
  length: LONG_TEXT_MAX_LENGTH,
  message: `Note must be ${LONG_TEXT_MAX_LENGTH} characters or less`,
});

// POST /api/exemption-notes by the requester (always authorType enrollee, never internal)
export const createExemptionNoteRequest = z.object({
  exemptionId: exemptionIdField,
  noteText: exemptionNoteText,
});
export type CreateExemptionNoteRequest = z.infer<typeof createExemptionNoteRequest>;
export const createExemptionNoteResponse = exemptionNote;
export type CreateExemptionNoteResponse = z.infer<typeof createExemptionNoteResponse>;

// PATCH /api/exemption-notes/:id
export const updateExemptionNoteParams = idParams;
export const updateExemptionNoteRequest = z.object({ noteText: exemptionNoteText });
export type UpdateExemptionNoteRequest = z.infer<typeof updateExemptionNoteRequest>;
export const updateExemptionNoteResponse = exemptionNote;
export type UpdateExemptionNoteResponse = z.infer<typeof updateExemptionNoteResponse>;

// DELETE /api/exemption-notes/:id
export const deleteExemptionNoteRequest = idParams;
export type DeleteExemptionNoteRequest = z.infer<typeof deleteExemptionNoteRequest>;
export const deleteExemptionNoteResponse = noContent;

// GET /api/exemptions/:id/attachments
export const listExemptionAttachmentsRequest = idParams;
export const listExemptionAttachmentsResponse = z.array(exemptionAttachment);
export type ListExemptionAttachmentsResponse = z.infer<typeof listExemptionAttachmentsResponse>;

const attachmentDescription = nullableText(500, 'Description must be 500 characters or less');

// POST /api/exemptions/:id/attachments/upload (multipart: one `file` or several `files`, optional `description`)
export const uploadExemptionAttachmentParams = idParams;
export const uploadExemptionAttachmentRequest = z.object({ description: attachmentDescription });
export type UploadExemptionAttachmentRequest = z.infer<typeof uploadExemptionAttachmentRequest>;
export const uploadExemptionAttachmentResponse = exemptionAttachment;
export type UploadExemptionAttachmentResponse = z.infer<typeof uploadExemptionAttachmentResponse>;
/**
 * The answer when the upload carries several files in `files` instead of one `file`: each file is
 * checked on its own, and a refused one is named in `errors` without stopping the others.
 */
export const uploadExemptionAttachmentsResponse = z.object({
  attachments: z.array(exemptionAttachment),
  errors: z.array(z.object({ fileName: z.string(), message: z.string() })),
});
export type UploadExemptionAttachmentsResponse = z.infer<typeof uploadExemptionAttachmentsResponse>;

// DELETE /api/exemptions/attachments/:id
export const deleteExemptionAttachmentRequest = idParams;
export type DeleteExemptionAttachmentRequest = z.infer<typeof deleteExemptionAttachmentRequest>;
export const deleteExemptionAttachmentResponse = noContent;

// PUT /api/exemptions/attachments/:id/description (an empty description clears it)
export const updateExemptionAttachmentDescriptionParams = idParams;
export const updateExemptionAttachmentDescriptionRequest = z.object({ description: attachmentDescription });
export type UpdateExemptionAttachmentDescriptionRequest = z.infer<
  typeof updateExemptionAttachmentDescriptionRequest
>;
export const updateExemptionAttachmentDescriptionResponse = exemptionAttachment;
export type UpdateExemptionAttachmentDescriptionResponse = z.infer<
  typeof updateExemptionAttachmentDescriptionResponse
>;

// GET /api/exemptions/attachments/:id/download
export const getExemptionAttachmentLinkRequest = idParams;
export const getExemptionAttachmentLinkResponse = downloadLink;
export type GetExemptionAttachmentLinkResponse = z.infer<typeof getExemptionAttachmentLinkResponse>;
