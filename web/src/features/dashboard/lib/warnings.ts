import {
  ADULT_STATUS_WARNING_DAYS,
  DEADLINE_WARNING_DAYS,
  REQUIREMENT_MIN_AGE,
} from '@tracker/contracts/constants';
import type { DashboardStats } from '@tracker/contracts/http/reports';

const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(iso: string): number {
  const [year = 0, month = 1, day = 1] = iso.slice(0, 10).split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** The deadline is near: 7 days or fewer remain and this month's requirement is not yet met. */
export function deadlineIsNear(stats: Pick<DashboardStats, 'daysUntilDeadline' | 'isCompliant'>): boolean {
  return !stats.isCompliant && stats.daysUntilDeadline <= DEADLINE_WARNING_DAYS;
}

/** The date (`YYYY-MM-DD`) someone born on `birthdate` turns 19; 29 February becomes 1 March. */
export function nineteenthBirthday(birthdate: string): string {
  const [year = 0, month = 1, day = 1] = birthdate.split('-').map(Number);
  return new Date(Date.UTC(year + REQUIREMENT_MIN_AGE, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * For someone still under 19: the 19th birthday when it falls within the next 90 days (the work
 * requirement starts to apply then); otherwise null.
 */
export function upcomingAdultStatus(birthdate: string | null, today: string): string | null {
  if (!birthdate) return null;
  const birthday = nineteenthBirthday(birthdate);
  const days = Math.round((utcDay(birthday) - utcDay(today)) / DAY_MS);
  return days > 0 && days <= ADULT_STATUS_WARNING_DAYS ? birthday : null;
}

export type DashboardWarning =
  { kind: 'deadline'; days: number; hoursLeft: number } | { kind: 'adult-status'; birthday: string };

/** Every warning the dashboard shows now, most urgent first. */
export function dashboardWarnings(
  stats: DashboardStats | undefined,
  birthdate: string | null,
  today: string,
): DashboardWarning[] {
  const warnings: DashboardWarning[] = [];
  if (stats && deadlineIsNear(stats)) {
    warnings.push({
      kind: 'deadline',
      days: stats.daysUntilDeadline,
      hoursLeft: Math.max(0, stats.requiredHours - stats.currentHours),
    });
  }
  const birthday = upcomingAdultStatus(birthdate, today);
  if (birthday) warnings.push({ kind: 'adult-status', birthday });
  return warnings;
}
