import { REQUIREMENT_MIN_AGE } from '@tracker/contracts/constants/compliance';
import type { EnrollmentStatus } from '@tracker/contracts/http/identity';

/** Whole years between `birthdate` and `today` (both `YYYY-MM-DD`). */
export function ageOn(birthdate: string, today: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** The program treats enrollees as adults from their 19th birthday, when the work requirement starts. */
export function enrollmentStatusOn(birthdate: string, today: string): EnrollmentStatus {
  return ageOn(birthdate, today) < REQUIREMENT_MIN_AGE ? 'Minor' : 'Adult';
}
