import { z } from 'zod';
import {
  EXEMPTION_DURATION_MAX_MONTHS,
  EXEMPTION_DURATION_MIN_MONTHS,
  LONG_TEXT_MAX_LENGTH,
} from '../constants/exemptions.js';
import { exemptionIdField, exemptionNote, exemptionNoteText, userExemption } from './exemptions.js';
import {
  blankAsUndefined,
  entityId,
  formBoolean,
  idParams,
  noContent,
  optionalDate,
  requiredText,
  textAsNumber,
} from './fields.js';

// Administrators reviewing requests: the State Exemption Portal's list (`/api/admin/all-exemptions`),
// status changes (`/api/admin/exemptions/:id/status`), reviewer notes and the administrator's form of
// attachment removal. `<call>Request` is the body (or the path of calls without one); `<call>Params`
// the path of calls that also carry a body.

/** A request as the portal lists it: the request plus its requester's username. */
export const reviewedExemption = userExemption.extend({ username: z.string() });
export type ReviewedExemption = z.infer<typeof reviewedExemption>;

// GET /api/admin/all-exemptions
export const listAllExemptionsResponse = z.array(reviewedExemption);
export type ListAllExemptionsResponse = z.infer<typeof listAllExemptionsResponse>;

const messageTooLong = {
  length: LONG_TEXT_MAX_LENGTH,
  message: `Message must be ${LONG_TEXT_MAX_LENGTH} characters or less`,
};

const underReview = z.object({ status: z.literal('under_review') });

const waitingOnEnrollee = z.object({
  status: z.literal('waiting_on_enrollee'),
  waitingMessage: requiredText('A message to the enrollee is required', messageTooLong),
  /**
   * The day the answer is needed by, today to `REPLY_BY_MAX_DAYS` ahead in the service's time zone
   * (checked there); left out, `EXEMPTION_REPLY_DAYS` from today.
   */
  replyBy: optionalDate('Please enter a valid reply-by date'),
});

const durationRange = `Duration must be ${EXEMPTION_DURATION_MIN_MONTHS} to ${EXEMPTION_DURATION_MAX_MONTHS} months`;

/**
 * Approval terms. The client sends a duration only when it has one (0 and blank mean "none"), an
 * effective date only when set, and no expiration for a permanent exemption.
 */
const approved = z
  .object({
    status: z.literal('approved'),
    durationApprovedMonths: z.preprocess(
      (value) => (value === 0 || value === null ? undefined : textAsNumber(blankAsUndefined(value))),
      z
        .number({ error: 'Duration must be a number of months' })
        .int('Duration must be a whole number of months')
        .min(EXEMPTION_DURATION_MIN_MONTHS, durationRange)
        .max(EXEMPTION_DURATION_MAX_MONTHS, durationRange)
        .optional(),
    ),
    effectiveDate: optionalDate('Please enter a valid effective date'),
    expirationDate: optionalDate('Please enter a valid expiration date'),
    isPermanent: formBoolean(false),
  })
  .superRefine((terms, ctx) => {
    if (terms.isPermanent && terms.expirationDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['expirationDate'],
        message: 'A permanent exemption has no expiration date',
      });
    }
    if (terms.effectiveDate && terms.expirationDate && terms.expirationDate <= terms.effectiveDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['expirationDate'],
        message: 'Expiration date must be after the effective date',
      });
    }
  });

const denied = z.object({
  status: z.literal('denied'),
  denialReason: requiredText('A reason is required to deny a request', messageTooLong),
});

const resetToRequested = z.object({
  status: z.literal('requested'),
  resetMessage: requiredText('A message is required to reset a request', messageTooLong),
});

// PATCH /api/admin/exemptions/:id/status
/** Each target status carries what it needs; expired and withdrawn cannot be set by hand. */
export const changeExemptionStatusParams = idParams;
export const changeExemptionStatusRequest = z.discriminatedUnion(
  'status',
  [underReview, waitingOnEnrollee, approved, denied, resetToRequested],
  { error: 'Status must be one of under_review, waiting_on_enrollee, approved, denied or requested' },
);
export type ChangeExemptionStatusRequest = z.infer<typeof changeExemptionStatusRequest>;
export const changeExemptionStatusResponse = reviewedExemption;
export type ChangeExemptionStatusResponse = z.infer<typeof changeExemptionStatusResponse>;

// POST /api/exemption-notes by an administrator (authorType state_admin; may be internal)
export const createExemptionNoteAsAdminRequest = z.object({
  exemptionId: exemptionIdField,
  noteText: exemptionNoteText,
  isInternal: formBoolean(false),
});
export type CreateExemptionNoteAsAdminRequest = z.infer<typeof createExemptionNoteAsAdminRequest>;
export const createExemptionNoteAsAdminResponse = exemptionNote;
export type CreateExemptionNoteAsAdminResponse = z.infer<typeof createExemptionNoteAsAdminResponse>;

// DELETE /api/exemption-notes/:id by an administrator
export const deleteExemptionNoteAsAdminRequest = idParams;
export type DeleteExemptionNoteAsAdminRequest = z.infer<typeof deleteExemptionNoteAsAdminRequest>;
export const deleteExemptionNoteAsAdminResponse = noContent;

// DELETE /api/exemptions/:id/attachments/:attachmentId
export const deleteExemptionAttachmentAsAdminRequest = z.object({ id: entityId, attachmentId: entityId });
export type DeleteExemptionAttachmentAsAdminRequest = z.infer<typeof deleteExemptionAttachmentAsAdminRequest>;
export const deleteExemptionAttachmentAsAdminResponse = noContent;
