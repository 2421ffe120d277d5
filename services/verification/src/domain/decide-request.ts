import type { VerificationMonth, VerificationStatus } from '@tracker/contracts/http/verifications';
import { FINAL_VERIFICATION_STATUSES } from '@tracker/contracts/http/verifications';
import { compareDates, type LocalDate, parseIsoDate } from '@tracker/contracts/rules/calendar';
import { satisfies } from './request.js';

/** What the decision of a request looks at besides its months. */
export interface RequestToDecide {
  status: VerificationStatus;
  monthsToMeet: number;
  /** Whether an account has the request's Medicaid id. */
  hasAccount: boolean;
  /** The last day of the notice window (`YYYY-MM-DD`); null before a notice. */
  respondBy: string | null;
}

export function isFinal(status: VerificationStatus): boolean {
  return (FINAL_VERIFICATION_STATUSES as readonly VerificationStatus[]).includes(status);
}

/**
 * State data sources whose exemption is compliance with another program's work requirement: a SNAP
 * household not exempt from SNAP's work rules, or someone meeting TANF's, is working by those rules, so
 * the state's eligibility system hears `compliant` rather than `exempt`.
 */
const WORK_RULE_SOURCES: ReadonlySet<string> = new Set(['snap', 'tanf']);

/** A month excluded from the requirement itself (an exemption, a claims or VA flag), not worked. */
function exemptFromRequirement(answer: VerificationMonth): boolean {
  return answer.status === 'exempt' && !WORK_RULE_SOURCES.has(answer.decidedBy ?? '');
}

/**
 * The status of a request from its months' answers on `today`. Enough satisfied months (met, exempt or
 * not required) make it compliant, or exempt when every one of them is exempt from the requirement
 * itself (SNAP and TANF work-rule compliance count as compliance). Short of that, a notice
 * window that ended makes it noncompliant; a month reporting has not answered yet keeps it pending; an
 * account with every month answered has something missing it was asked for. Without an account the
 * person can only be asked once the state has sent its notice. A final status stays: later data does
 * not undo a decision (a hearing may, outside this system).
 */
export function decideRequest(
  request: RequestToDecide,
  answers: readonly VerificationMonth[],
  today: LocalDate,
): VerificationStatus {
  if (isFinal(request.status)) return request.status;
  const satisfied = answers.filter(satisfies);
  if (satisfied.length >= request.monthsToMeet) {
    return satisfied.every(exemptFromRequirement) ? 'exempt' : 'compliant';
  }
  if (request.respondBy !== null && compareDates(today, parseIsoDate(request.respondBy)) > 0) {
    return 'noncompliant';
  }
  if (request.hasAccount) {
    return answers.some((answer) => answer.status === 'unknown') ? 'pending' : 'needs_information';
  }
  return request.respondBy !== null ? 'needs_information' : 'pending';
}
