import type { RequestedTerms, UserExemptionRecord } from './exemption.js';

// The field names an audited change lists, in the order the trail shows them.

/** What an enrollee asks for, and what an edit of a request may change. */
export const REQUESTED_TERM_FIELDS = [
  'applicationNotes',
  'durationRequestedMonths',
  'requestPermanent',
  'effectiveDate',
  'expirationDate',
  'currentlyEnrolled',
  'schoolName',
  'creditHours',
  'expectedGraduationMonth',
  'expectedGraduationYear',
] as const satisfies ReadonlyArray<keyof RequestedTerms>;

/**
 * What a status change may set. Who decided and when are left out: the audit row itself says who
 * acted and when.
 */
export const DECISION_FIELDS = [
  'status',
  'denialReason',
  'waitingMessage',
  'resetMessage',
  'durationApprovedMonths',
  'effectiveDate',
  'expirationDate',
  'isPermanent',
] as const satisfies ReadonlyArray<keyof UserExemptionRecord>;

/** The name an audit gives a file attached to a request. */
export const ATTACHED_FILE = 'file';
