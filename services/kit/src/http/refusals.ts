import { type HttpError, httpError } from './errors.js';

// The refusals every service makes in the same words: who is asking, and records that are missing or
// not the caller's (the answer is the same, so a record's existence is never revealed).

export const notAuthenticated = (): HttpError => httpError(401, 'NOT_AUTHENTICATED', 'Not authenticated');

export const adminRequired = (): HttpError => httpError(403, 'ADMIN_REQUIRED', 'Admin access required');

export const userNotFound = (): HttpError => httpError(404, 'USER_NOT_FOUND', 'User Not Found');

export const attachmentNotFound = (): HttpError =>
  httpError(404, 'ATTACHMENT_NOT_FOUND', 'Attachment not found');

/** A signed download link that is forged, altered or past its five minutes. */
export const invalidDownloadLink = (): HttpError =>
  httpError(403, 'DOWNLOAD_LINK_INVALID', 'This download link is invalid or has expired.');

/** A `before` cursor of a paged list that this service did not issue. */
export const invalidPageCursor = (): HttpError =>
  httpError(400, 'INVALID_CURSOR', 'Invalid page cursor', { fieldErrors: { before: 'Invalid page cursor' } });
