import type { VerificationMonth } from '@tracker/contracts/http/verifications';
import {
  compareDates,
  firstDayOf,
  formatYearMonth,
  lastDayOf,
  type LocalDate,
  parseYearMonth,
} from '@tracker/contracts/rules/calendar';
import { type Determination, determineMonth } from '@tracker/contracts/rules/determination';
import type { RuleProfile } from '@tracker/contracts/rules/profiles/profile';
import type { StateRecord } from '@tracker/contracts/rules/state-data';

/** A month's determination as a request shows it. */
export function verificationMonthOf(determination: Determination): VerificationMonth {
  const base = {
    month: determination.month,
    decidedBy: determination.decidedBy,
    exemptions: [] as string[],
    route: null,
    missing: null,
  };
  switch (determination.status) {
    case 'met':
      return { ...base, status: 'met', route: determination.route };
    case 'exempt':
      return { ...base, status: 'exempt', exemptions: determination.exemptions.map((e) => e.name) };
    case 'not_required':
      return { ...base, status: 'not_required' };
    case 'not_met':
      return {
        ...base,
        status: 'not_met',
        missing: { hours: determination.missing.hours, incomeCents: determination.missing.incomeCents },
      };
  }
}

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
