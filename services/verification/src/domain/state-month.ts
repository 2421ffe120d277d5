import { type VerificationMonth, verificationMonthOf } from '@tracker/contracts/http/verifications';
import {
  compareDates,
  firstDayOf,
  formatYearMonth,
  lastDayOf,
  type LocalDate,
  parseYearMonth,
} from '@tracker/contracts/rules/calendar';
import { determineMonth } from '@tracker/contracts/rules/determination';
import type { RuleProfile } from '@tracker/contracts/rules/profiles/profile';
import type { StateRecord } from '@tracker/contracts/rules/state-data';

/**
 * A month of a person no account has yet, from the state's records alone: the same `determineMonth`
 * every other place calls, with nothing logged, no pay reported, the birthdate unknown (so the
 * requirement applies) and no exemption asked for.
 */
export function stateOnlyMonth(
  profile: RuleProfile,
  month: string,
  records: readonly StateRecord[],
  today: LocalDate,
): VerificationMonth {
  const yearMonth = parseYearMonth(month);
  const first = firstDayOf(yearMonth);
  const last = lastDayOf(yearMonth);
  const judgedOn = compareDates(today, first) < 0 ? first : compareDates(today, last) > 0 ? last : today;
  return verificationMonthOf(
    determineMonth({
      profile,
      month: formatYearMonth(yearMonth),
      judgedOn,
      today,
      birthdate: null,
      hoursByType: {},
      jobSearchActivities: 0,
      incomeCents: 0,
      precedingIncomeCents: [],
      seasonalWorker: false,
      exemptions: [],
      schoolEnrollment: null,
      stateRecords: records,
    }),
  );
}
