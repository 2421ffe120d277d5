import type { VerificationReason, VerificationStatus } from '@tracker/contracts/http/verifications';

// The contracts' `VERIFICATION_STATUSES`, `VERIFICATION_REASONS` and `FINAL_VERIFICATION_STATUSES`,
// copied because a value imported from that module brings its zod schemas, and zod (25 KB gzipped),
// into the administration pages' first download. A test keeps the lists equal.

/** The statuses a request can have, the list filter's choices. */
export const VERIFICATION_STATUSES = [
  'pending',
  'needs_information',
  'compliant',
  'exempt',
  'noncompliant',
] as const satisfies readonly VerificationStatus[];

/** Why a request was made, the filter's and the create form's choices. */
export const VERIFICATION_REASONS = [
  'application',
  'renewal',
  'other',
] as const satisfies readonly VerificationReason[];

/** Statuses a request no longer leaves: it takes no more notices. */
export const FINAL_VERIFICATION_STATUSES = [
  'compliant',
  'exempt',
  'noncompliant',
] as const satisfies readonly VerificationStatus[];
