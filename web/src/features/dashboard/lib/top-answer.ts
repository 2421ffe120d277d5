import type { ComplianceStatus } from '@tracker/contracts/constants/compliance';
import type { DashboardStatsAnswer } from '../api/get-dashboard-stats';

/** The answer at the top of the dashboard: what the month needs, in the server's sentences. */
export type TopAnswer =
  | {
      kind: 'determination';
      /** The one sentence to read first: the step to take while one is open, else the month's result. */
      headline: string;
      /** The other of the two sentences; null when it would only repeat that nothing is left to do. */
      detail: string | null;
      /** Which logged hours did not count; null when all did. */
      uncounted: string | null;
      /** The month's reporting deadline, `YYYY-MM-DD`; null where nothing is asked of the month. */
      deadline: string | null;
      daysLeft: number;
      /** Whether hours are still to be logged (the button then leads). */
      open: boolean;
      /** Whether pay can still close the month (a way to report it then shows). */
      payCounts: boolean;
    }
  | {
      /** A server from before determinations: the status's own sentence, a translation key. */
      kind: 'status';
      statusKey: `statusDetail.${ComplianceStatus}`;
      daysLeft: number;
      open: boolean;
    };

/**
 * What the top of the dashboard says, as the month's determination has it: "Log 6 more hours … by
 * December 15." first while the month is open, "You're done for November: …" once it is met, exempt
 * or not required. The deadline is the determination's, the one the report and the texts give.
 */
export function topAnswer(stats: DashboardStatsAnswer): TopAnswer {
  if (!('determination' in stats)) {
    return {
      kind: 'status',
      statusKey: `statusDetail.${stats.complianceStatus}`,
      daysLeft: stats.daysUntilDeadline,
      open: !stats.isCompliant,
    };
  }
  const step = stats.nextStep;
  const open = step.kind === 'log_more';
  const nothingAsked = stats.determination === 'exempt' || stats.determination === 'not_required';
  return {
    kind: 'determination',
    headline: open ? stats.nextStepText : stats.summary,
    detail: open ? stats.summary : step.kind === 'none' ? null : stats.nextStepText,
    uncounted: stats.uncountedText,
    deadline: nothingAsked ? null : stats.deadline,
    daysLeft: stats.daysUntilDeadline,
    open,
    payCounts: open && step.incomeCents !== null,
  };
}
