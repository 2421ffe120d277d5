import type { UserExemption } from '@tracker/contracts/http/exemptions';
import { todayIso } from '../../../lib/format';

/**
 * The duration a request stands for: once approved, the approved terms; before that, what was asked.
 * `months` is null when none was given.
 */
export function exemptionDuration(
  exemption: Pick<
    UserExemption,
    'status' | 'isPermanent' | 'requestPermanent' | 'durationApprovedMonths' | 'durationRequestedMonths'
  >,
): { permanent: true } | { permanent: false; months: number | null } {
  if (exemption.status === 'approved') {
    return exemption.isPermanent
      ? { permanent: true }
      : { permanent: false, months: exemption.durationApprovedMonths ?? exemption.durationRequestedMonths };
  }
  return exemption.requestPermanent
    ? { permanent: true }
    : { permanent: false, months: exemption.durationRequestedMonths };
}

/** The calendar day (in the person's own time zone) a moment falls on, `YYYY-MM-DD`. */
export function localDay(timestamp: string): string {
  return todayIso(new Date(timestamp));
}

/** Newest request first. */
export function newestRequestFirst<T extends Pick<UserExemption, 'requestDate'>>(
  exemptions: readonly T[],
): T[] {
  return [...exemptions].sort((a, b) => Date.parse(b.requestDate) - Date.parse(a.requestDate));
}
