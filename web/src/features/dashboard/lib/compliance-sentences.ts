import type { ComplianceStatus } from '@tracker/contracts/constants';
import type { DeterminationCore } from '@tracker/contracts/http/determinations';
import type { DashboardStatsAnswer } from '../api/get-dashboard-stats';

/**
 * The spec's status each determination agrees with. Under rules other than the spec's the two can
 * differ (a month met by pay while its hours are "behind schedule", job search logged that does not
 * count), and then the spec's sentence would tell the person the opposite of their month's result.
 */
const AGREEING_STATUSES: Record<DeterminationCore['determination'], readonly ComplianceStatus[]> = {
  met: ['completed'],
  exempt: ['exempt'],
  not_required: ['not_required'],
  not_met: ['on_track', 'behind_schedule'],
};

/** What the Compliance Status card says under its status word. */
export interface ComplianceSentences {
  /** The spec's sentence for the status (a translation key), or null when the determination contradicts it. */
  statusDetailKey: `statusDetail.${ComplianceStatus}` | null;
  /** The month's result, already in the person's language; null from a server without determinations. */
  summary: string | null;
  nextStep: string | null;
  uncounted: string | null;
}

export function complianceSentences(stats: DashboardStatsAnswer): ComplianceSentences {
  const detailKey = `statusDetail.${stats.complianceStatus}` as const;
  if (!('determination' in stats)) {
    return { statusDetailKey: detailKey, summary: null, nextStep: null, uncounted: null };
  }
  const agrees = AGREEING_STATUSES[stats.determination].includes(stats.complianceStatus);
  return {
    statusDetailKey: agrees ? detailKey : null,
    summary: stats.summary,
    nextStep: stats.nextStepText,
    uncounted: stats.uncountedText,
  };
}
