import type { ComplianceStatus } from '../constants/compliance.js';
import type { DeterminationStatus } from './determination.js';

/**
 * The spec's statuses each determination agrees with. Under rules other than the spec's the two can
 * differ (a month met by pay while its hours are "behind schedule", a student whose month is met by
 * school while no hours were logged, job search logged that does not count), and then the spec's
 * status sentence would tell the person the opposite of their month's result. The dashboard's
 * Compliance Status card, the monthly report and the bench's first-paint check all ask this one table
 * whether the spec's sentence may stand or the month's result takes its place.
 */
const AGREEING_STATUSES: Record<DeterminationStatus, readonly ComplianceStatus[]> = {
  met: ['completed'],
  exempt: ['exempt'],
  not_required: ['not_required'],
  not_met: ['on_track', 'behind_schedule'],
};

/** Whether the spec's `status` says what the month's determination says. */
export function statusAgrees(status: ComplianceStatus, determination: DeterminationStatus): boolean {
  return AGREEING_STATUSES[determination].includes(status);
}

/** The spec's status word that stands for each determination where the computed status contradicts it. */
const STATUS_FOR: Record<DeterminationStatus, ComplianceStatus> = {
  met: 'completed',
  exempt: 'exempt',
  not_required: 'not_required',
  // Not met while the spec's figures say completed (a job-search minimum not reached): action is due.
  not_met: 'behind_schedule',
};

/**
 * The status word to show beside the month's determination: the spec's `status` where it agrees, else
 * the word for the determination, so a month met by pay never reads "Behind schedule".
 */
export function statusShownFor(
  status: ComplianceStatus,
  determination: DeterminationStatus,
): ComplianceStatus {
  return statusAgrees(status, determination) ? status : STATUS_FOR[determination];
}
