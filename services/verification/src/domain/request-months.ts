import type { VerificationReason } from '@tracker/contracts/http/verifications';
import {
  formatYearMonth,
  parseYearMonth,
  previousMonth,
  type YearMonth,
} from '@tracker/contracts/rules/calendar';
import type { RuleProfile } from '@tracker/contracts/rules/profiles/profile';

/** The months a request asks for and how many of them must be met or exempt. */
export interface RequestMonths {
  /** `YYYY-MM`, oldest first. */
  months: string[];
  monthsToMeet: number;
}

/** The `count` months before `month`, oldest first. */
export function monthsBefore(month: YearMonth, count: number): string[] {
  const months: string[] = [];
  let cursor = month;
  for (let index = 0; index < count; index++) {
    cursor = previousMonth(cursor);
    months.unshift(formatYearMonth(cursor));
  }
  return months;
}

/**
 * The months to show. Listed months are taken as given (all of them to meet, except at renewal where
 * the profile's number applies); otherwise, at application the profile's look-back before `asOf`, all
 * to meet (the law: the consecutive months before applying), and at renewal the renewal period before
 * `asOf`, of which the profile's number must be met.
 */
export function requestMonthsOf(
  profile: RuleProfile,
  reason: VerificationReason,
  asOf: string,
  listed: readonly string[] | undefined,
): RequestMonths {
  const renewalToMeet = profile.verification.renewalMonthsToMeet;
  if (listed !== undefined) {
    const months = [...listed].sort();
    return {
      months,
      monthsToMeet: reason === 'renewal' ? Math.min(renewalToMeet, months.length) : months.length,
    };
  }
  const anchor = parseYearMonth(asOf);
  if (reason === 'renewal') {
    const months = monthsBefore(anchor, profile.renewalMonths);
    return { months, monthsToMeet: Math.min(renewalToMeet, months.length) };
  }
  const months = monthsBefore(anchor, profile.lookBackMonths);
  return { months, monthsToMeet: months.length };
}
