import {
  compareDates,
  firstDayOf,
  type LocalDate,
  monthOf,
  nextMonth,
  previousMonth,
  type YearMonth,
} from './calendar.js';
import { ENGLISH_MONTH_NAMES } from './month-names.js';

// Which days an activity or a pay record may be dated on. An entry may sum several days (a week of
// shifts), so it is not tied to one day's hours, but it must not be dated after today, nor in a month
// whose reporting deadline has passed: that month's determination is final, and only state staff may
// change its records afterwards (with a reason, audited). The server checks every write by this rule
// and the forms show the same window before sending, so both refuse the same dates with the same words.

/** The days an entry may be dated on, as of `today`: from `earliest` to `today`, both included. */
export interface EntryWindow {
  /** The first day of the earliest month still open for reporting. */
  earliest: LocalDate;
  latest: LocalDate;
}

/**
 * Last month stays open until its reporting deadline (day `reportingDay` of this month, included);
 * after that only this month is open.
 */
export function entryWindow(today: LocalDate, reportingDay: number): EntryWindow {
  const thisMonth = monthOf(today);
  const earliestMonth = today.day <= reportingDay ? previousMonth(thisMonth) : thisMonth;
  return { earliest: firstDayOf(earliestMonth), latest: today };
}

export type EntryDateProblem =
  | { kind: 'future' }
  /** The month of the date closed for reporting on `deadline`. */
  | { kind: 'closed'; month: YearMonth; deadline: LocalDate };

/** Why `date` cannot be given to an entry on `today`; null when it can. */
export function entryDateProblem(
  date: LocalDate,
  today: LocalDate,
  reportingDay: number,
): EntryDateProblem | null {
  if (compareDates(date, today) > 0) return { kind: 'future' };
  if (compareDates(date, entryWindow(today, reportingDay).earliest) < 0) {
    const month = monthOf(date);
    // The month's reporting deadline, as `reportingDeadlineOf` of the determination gives it: not
    // imported from there, so the forms that check dates need not download the rule profiles' schema.
    return { kind: 'closed', month, deadline: { ...nextMonth(month), day: reportingDay } };
  }
  return null;
}

export const ENTRY_DATE_IN_FUTURE_MESSAGE = 'Date cannot be in the future';

/** "Reporting for October 2026 closed on November 15, 2026. State staff can add a late entry." */
export function entryMonthClosedMessage(month: YearMonth, deadline: LocalDate): string {
  const monthName = ENGLISH_MONTH_NAMES[month.month - 1];
  const deadlineName = ENGLISH_MONTH_NAMES[deadline.month - 1];
  return (
    `Reporting for ${monthName} ${month.year} closed on ${deadlineName} ${deadline.day}, ${deadline.year}. ` +
    'State staff can add a late entry.'
  );
}

/** The English message for a problem, as the server's field error gives it. */
export function entryDateMessage(problem: EntryDateProblem): string {
  return problem.kind === 'future'
    ? ENTRY_DATE_IN_FUTURE_MESSAGE
    : entryMonthClosedMessage(problem.month, problem.deadline);
}
