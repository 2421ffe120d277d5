import type { ExemptionStatus } from '@tracker/contracts/constants/exemptions';
import { httpError as error } from '@tracker/kit/http/errors';
import { statusLabel } from './domain/workflow.js';
export {
  notAuthenticated,
  adminRequired,
  attachmentNotFound,
  invalidDownloadLink,
} from '@tracker/kit/http/refusals';
export { fileRefused, noFileGiven, noFileStored } from '@tracker/kit/storage/upload-errors';

// Every refusal this service makes, each with a stable `code` beside the message people read.

/** Also the answer for someone else's request: its existence is not revealed. */
export const exemptionNotFound = () => error(404, 'EXEMPTION_NOT_FOUND', 'Exemption not found');

export const exemptionTypeNotFound = () => error(404, 'EXEMPTION_TYPE_NOT_FOUND', 'Exemption type not found');

/** Also the answer for a note the caller may not see. */
export const noteNotFound = () => error(404, 'NOTE_NOT_FOUND', 'Note not found');

/** A request field that names a type the catalogue does not offer. */
export const unknownExemptionType = (message: string) =>
  error(400, 'EXEMPTION_TYPE_UNAVAILABLE', message, { fieldErrors: { medicaidExemptionId: message } });

export const typeCannotChange = () =>
  error(400, 'EXEMPTION_TYPE_FIXED', 'The exemption type of a request cannot be changed', {
    fieldErrors: { medicaidExemptionId: 'The exemption type of a request cannot be changed' },
  });

/** Values the request's type does not offer, field by field. */
export const requestDoesNotFitType = (fieldErrors: Record<string, string>) =>
  error(400, 'REQUEST_NOT_OFFERED', Object.values(fieldErrors)[0] ?? 'Invalid request', { fieldErrors });

export const invalidApproval = (fieldErrors: Record<string, string>) =>
  error(400, 'INVALID_APPROVAL', Object.values(fieldErrors)[0] ?? 'Invalid approval', { fieldErrors });

export const invalidReplyBy = (message: string) =>
  error(400, 'INVALID_REPLY_BY', message, { fieldErrors: { replyBy: message } });

/** An approved or denied request, which its owner can no longer change. */
export const exemptionLocked = (status: ExemptionStatus) =>
  error(
    409,
    'EXEMPTION_LOCKED',
    `This exemption has been ${statusLabel(status)} and can no longer be changed`,
  );

export const transitionRefused = (from: ExemptionStatus, to: ExemptionStatus) =>
  error(
    409,
    'STATUS_CHANGE_REFUSED',
    from === to
      ? `This exemption is already ${statusLabel(to)}`
      : `An exemption that is ${statusLabel(from)} cannot be set to ${statusLabel(to)}`,
  );

/** Separation of duties: an administrator's own request is decided by another reviewer. */
export const ownExemptionReview = () =>
  error(
    403,
    'OWN_EXEMPTION_REVIEW',
    'You cannot review your own exemption request. Another reviewer must decide it.',
  );

export const resubmitRefused = (status: ExemptionStatus) =>
  error(
    409,
    'RESUBMIT_REFUSED',
    `Only an exemption waiting on the enrollee can be resubmitted; this one is ${statusLabel(status)}`,
  );

export const notNoteAuthor = (action: 'edit' | 'delete') =>
  error(403, 'NOT_NOTE_AUTHOR', `You can only ${action} notes you wrote`);

export const notUploader = (action: 'edit' | 'delete') =>
  error(
    403,
    'NOT_UPLOADER',
    action === 'edit'
      ? 'Only the person who uploaded this file can change its description'
      : 'Only the person who uploaded this file can delete it',
  );

/** The count travels on its own too, so a client can say it in the person's language. */
export const exemptionTypeInUse = (requests: number) =>
  error(
    409,
    'EXEMPTION_TYPE_IN_USE',
    `This exemption type is used by ${requests} request${requests === 1 ? '' : 's'}. Mark it inactive instead.`,
    { requestCount: requests },
  );

export const unknownReorderItems = (ids: readonly string[]) =>
  error(400, 'UNKNOWN_EXEMPTION_TYPES', 'Some exemptions in the new order no longer exist', {
    fieldErrors: { items: 'Some exemptions in the new order no longer exist' },
    unknownIds: ids,
  });
