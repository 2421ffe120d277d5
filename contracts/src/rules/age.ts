import { REQUIREMENT_MAX_AGE, REQUIREMENT_MIN_AGE } from '../constants/compliance.js';
import {
  daysInMonth,
  firstDayOf,
  lastDayOf,
  type LocalDate,
  monthOf,
  nextMonth,
  parseIsoDate,
  previousMonth,
  type YearMonth,
} from './calendar.js';

/** Whole years from `birthdate` (`YYYY-MM-DD`) to `today`; someone born on 29 February turns a year older on 1 March in common years. */
export function ageOn(birthdate: string, today: LocalDate): number {
  const born = parseIsoDate(birthdate);
  const hadBirthday = today.month > born.month || (today.month === born.month && today.day >= born.day);
  return today.year - born.year - (hadBirthday ? 0 : 1);
}

/** The work requirement covers ages 19 to 64; without a known birthdate it is assumed to apply. */
export function requirementAppliesOn(birthdate: string | null, today: LocalDate): boolean {
  if (birthdate === null) return true;
  const age = ageOn(birthdate, today);
  return age >= REQUIREMENT_MIN_AGE && age <= REQUIREMENT_MAX_AGE;
}

/**
 * The day someone born on `birthdate` turns `age`, by the same count as `ageOn`: a 29 February
 * birthday falls on 1 March in common years.
 */
export function birthdayOfAge(birthdate: string, age: number): LocalDate {
  const born = parseIsoDate(birthdate);
  const year = born.year + age;
  if (born.day > daysInMonth({ year, month: born.month })) return { year, month: born.month + 1, day: 1 };
  return { year, month: born.month, day: born.day };
}

/** Where a month stands against the ages a requirement covers. */
export type MonthAgeCoverage =
  | { covered: true }
  /** Younger than `age` on the month's first day; `firstMonth` is the first month covered. */
  | { covered: false; bound: 'minimum'; age: number; firstMonth: YearMonth }
  /** `age` or older on the month's last day; `lastMonth` is the last month covered. */
  | { covered: false; bound: 'limit'; age: number; lastMonth: YearMonth };

/**
 * Whether `month` falls within ages `min` (reached) to `below` (not reached) for someone born on
 * `birthdate`. An age outside them on any day of the month leaves the whole month out, since the law
 * excludes people for the months the condition holds: the requirement starts with the first month that
 * begins with the person already `min` (the month of a birthday on the 1st, else the next one) and
 * ends with the month before the one in which they turn `below`. Without a known birthdate every month
 * is covered.
 */
export function ageCoverageOf(
  birthdate: string | null,
  month: YearMonth,
  ages: { min: number; below: number },
): MonthAgeCoverage {
  if (birthdate === null) return { covered: true };
  if (ageOn(birthdate, firstDayOf(month)) < ages.min) {
    const birthday = birthdayOfAge(birthdate, ages.min);
    const firstMonth = birthday.day === 1 ? monthOf(birthday) : nextMonth(monthOf(birthday));
    return { covered: false, bound: 'minimum', age: ages.min, firstMonth };
  }
  if (ageOn(birthdate, lastDayOf(month)) >= ages.below) {
    const lastMonth = previousMonth(monthOf(birthdayOfAge(birthdate, ages.below)));
    return { covered: false, bound: 'limit', age: ages.below, lastMonth };
  }
  return { covered: true };
}
