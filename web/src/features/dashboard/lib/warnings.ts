import {
  ADULT_STATUS_WARNING_DAYS,
  DEADLINE_WARNING_DAYS,
  EXEMPTION_EXPIRY_WARNING_DAYS,
} from '@tracker/contracts/constants/screens';
import { REQUIREMENT_MIN_AGE } from '@tracker/contracts/constants/compliance';
import type { UserExemption } from '@tracker/contracts/http/exemptions';
import type { DashboardStats } from '@tracker/contracts/http/reports';
import type { DeterminationStatus } from '@tracker/contracts/rules/determination';
import type { DashboardStatsAnswer } from '../api/get-dashboard-stats';

const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(iso: string): number {
  const [year = 0, month = 1, day = 1] = iso.slice(0, 10).split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/**
 * The deadline is near: 7 days or fewer remain and this month's requirement is not yet met, by the
 * month's determination where the server gives one (a month met by pay is met, whatever its hours).
 */
export function deadlineIsNear(
  stats: Pick<DashboardStats, 'daysUntilDeadline' | 'isCompliant'> & { determination?: DeterminationStatus },
): boolean {
  if (stats.daysUntilDeadline > DEADLINE_WARNING_DAYS) return false;
  return stats.determination === undefined ? !stats.isCompliant : stats.determination === 'not_met';
}

/** Hours still to log: the determination's next step where given (hours that count), else the spec's. */
function hoursLeftOf(stats: DashboardStatsAnswer): number {
  if ('nextStep' in stats && stats.nextStep.kind === 'log_more') return stats.nextStep.hours;
  return Math.max(0, stats.requiredHours - stats.currentHours);
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

function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

export interface ExpiringExemption {
  id: string;
  /** The type's names; the page shows the one in its language, never the abbreviation. */
  medicaidExemptionName: string;
  medicaidExemptionNameEs?: string | null;
  expirationDate: string;
  /** Days from today to the expiration date; 0 when it ends today. */
  days: number;
}

/**
 * Approved exemptions ending within the next 90 days (today included), soonest first: the person may
 * need to renew them or start reporting hours again.
 */
export function expiringExemptions(
  exemptions: readonly Pick<
    UserExemption,
    'id' | 'status' | 'isPermanent' | 'expirationDate' | 'medicaidExemptionName' | 'medicaidExemptionNameEs'
  >[],
  today: string,
): ExpiringExemption[] {
  return exemptions
    .flatMap((exemption) => {
      if (exemption.status !== 'approved' || exemption.isPermanent || !exemption.expirationDate) return [];
      const days = daysBetween(today, exemption.expirationDate);
      if (days < 0 || days > EXEMPTION_EXPIRY_WARNING_DAYS) return [];
      const { id, medicaidExemptionName, medicaidExemptionNameEs, expirationDate } = exemption;
      return [{ id, medicaidExemptionName, medicaidExemptionNameEs, expirationDate, days }];
    })
    .sort((a, b) => a.days - b.days);
}

export type DashboardWarning =
  | { kind: 'deadline'; days: number; hoursLeft: number }
  | ({ kind: 'exemption-expiry' } & ExpiringExemption)
  | { kind: 'adult-status'; birthday: string };

/** Tells warnings apart when several of one kind show. */
export function warningKey(warning: DashboardWarning): string {
  return warning.kind === 'exemption-expiry' ? `${warning.kind}-${warning.id}` : warning.kind;
}

/** Every warning the dashboard shows now, most urgent first. */
export function dashboardWarnings(
  stats: DashboardStatsAnswer | undefined,
  birthdate: string | null,
  today: string,
  exemptions: readonly UserExemption[] = [],
): DashboardWarning[] {
  const warnings: DashboardWarning[] = [];
  if (stats && deadlineIsNear(stats)) {
    warnings.push({
      kind: 'deadline',
      days: stats.daysUntilDeadline,
      hoursLeft: hoursLeftOf(stats),
    });
  }
  for (const expiring of expiringExemptions(exemptions, today)) {
    warnings.push({ kind: 'exemption-expiry', ...expiring });
  }
  const birthday = upcomingAdultStatus(birthdate, today);
  if (birthday) warnings.push({ kind: 'adult-status', birthday });
  return warnings;
}
