// The verification calls' plain values (statuses, reasons, limits), kept apart from the schemas so a
// browser page can use them without downloading zod.

export const VERIFICATION_REASONS = ['application', 'renewal', 'other'] as const;
export type VerificationReason = (typeof VERIFICATION_REASONS)[number];

/**
 * `pending`: not decided yet (its months are still being determined, or no account has the Medicaid
 * id yet and the state's data alone does not meet them); `needs_information`: something is missing and
 * the person has been asked; `compliant`: every month asked for (at renewal, enough of them) is met or
 * exempt; `exempt`: every month asked for is exempt from the requirement itself (an exemption, a claims or VA
 * flag; SNAP or TANF work-rule compliance counts as compliant); `noncompliant`: the notice window ended unmet.
 */
export const VERIFICATION_STATUSES = [
  'pending',
  'needs_information',
  'compliant',
  'exempt',
  'noncompliant',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Statuses a request no longer leaves by itself (a new request is made instead). */
export const FINAL_VERIFICATION_STATUSES = ['compliant', 'exempt', 'noncompliant'] as const;

/** How one asked-for month stands. `unknown`: not determined yet. */
export const VERIFICATION_MONTH_STATUSES = ['met', 'exempt', 'not_required', 'not_met', 'unknown'] as const;
export type VerificationMonthStatus = (typeof VERIFICATION_MONTH_STATUSES)[number];

/** Most months one request may ask for. */
export const VERIFICATION_MONTHS_MAX = 12 as const;
/** Rows one CSV import (requests or data matches) may hold. */
export const VERIFICATION_IMPORT_MAX_ROWS = 200_000 as const;
/**
 * Largest CSV file an import accepts, in bytes: within the gateway's body limit (`MAX_BODY_MB`, 12 by
 * default), so the service is the one that answers. 100,000 data-match rows take about 4 MB.
 */
export const VERIFICATION_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Data-match rows an import processes within the request (a state's monthly file of a few thousand rows
 * answers with its result); a larger file answers 202 and runs in the background.
 */
export const DATA_MATCH_INLINE_ROWS = 5_000 as const;
/** Days before the end of a notice window on which the person is reminded. */
export const NOTICE_REMINDER_DAYS = [30, 14, 7, 1] as const;
/** Longest hearing-request explanation. */
export const HEARING_REASON_MAX_LENGTH = 2000 as const;
