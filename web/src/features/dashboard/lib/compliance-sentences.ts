import type { ComplianceStatus } from '@tracker/contracts/constants/compliance';
import { statusAgrees, statusShownFor } from '@tracker/contracts/rules/status-agreement';
import type { DashboardStatsAnswer } from '../api/get-dashboard-stats';

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
  const agrees = statusAgrees(stats.complianceStatus, stats.determination);
  return {
    statusDetailKey: agrees ? detailKey : null,
    summary: stats.summary,
    nextStep: stats.nextStepText,
    uncounted: stats.uncountedText,
  };
}

/** The status word the card shows: the spec's, unless the month's determination contradicts it. */
export function shownStatus(stats: DashboardStatsAnswer): ComplianceStatus {
  return 'determination' in stats
    ? statusShownFor(stats.complianceStatus, stats.determination)
    : stats.complianceStatus;
}
