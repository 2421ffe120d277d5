import type { ComplianceStatus } from '@tracker/contracts/constants';
import type { DeterminationStatus } from '@tracker/contracts/rules/determination';

/**
 * The spec's statuses each determination agrees with. Under rules other than the spec's the two can
 * differ (a month met by pay while its hours are "behind schedule", a student whose month is met by
 * school while no hours were logged), and then the spec's status sentence would tell the person the
 * opposite of their month's result. The dashboard's Compliance Status card follows the same rule.
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
