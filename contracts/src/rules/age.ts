import { REQUIREMENT_MAX_AGE, REQUIREMENT_MIN_AGE } from '../constants.js';
import { daysInMonth, type LocalDate, parseIsoDate } from './calendar.js';

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
