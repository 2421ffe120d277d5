import {
  compareMonths,
  type LocalDate,
  lastDayOf,
  monthOf,
  nextMonth,
  previousMonth,
  type YearMonth,
} from '@tracker/contracts/rules/calendar';

/** The last day hours of `month` may be reported: day `deadlineDay` of the next month. */
export function reportingDeadline(month: YearMonth, deadlineDay: number): LocalDate {
  return { ...nextMonth(month), day: deadlineDay };
}

/** Last month, while its hours may still be reported on `today`; null once that window has closed. */
export function openPreviousMonth(
  today: LocalDate,
  deadlineDay: number,
): { month: YearMonth; deadline: LocalDate } | null {
  if (today.day > deadlineDay) return null;
  const month = previousMonth(monthOf(today));
  return { month, deadline: reportingDeadline(month, deadlineDay) };
}

/**
 * The day a month's status is judged on: today while the month runs, its last day once it is over,
 * and null for a month that has not begun.
 */
export function statusDayFor(month: YearMonth, today: LocalDate): LocalDate | null {
  const order = compareMonths(month, monthOf(today));
  if (order > 0) return null;
  return order === 0 ? today : lastDayOf(month);
}
