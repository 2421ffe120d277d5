import type { DashboardStats } from '@tracker/contracts/http/reports';
import { localDateIn, monthOf } from '@tracker/contracts/rules/calendar';
import type { ReportingDeps } from '../deps.js';
import { readMonthSnapshot } from '../store/month-snapshot.js';
import { monthCompliance } from './month-compliance.js';

/** The dashboard's figures for the current month in `timeZone` (else the configured default). */
export async function getDashboardStats(
  deps: ReportingDeps,
  userId: string,
  timeZone: string | undefined,
): Promise<DashboardStats> {
  const today = localDateIn(timeZone ?? deps.settings.defaultTimeZone, deps.now());
  const month = monthOf(today);
  const snapshot = await readMonthSnapshot(deps.db.knex, userId, [month]);
  const compliance = monthCompliance(snapshot, month, today, deps.settings);
  return {
    complianceStatus: compliance.complianceStatus,
    isCompliant: compliance.isCompliant,
    daysUntilDeadline: compliance.daysUntilDeadline,
    currentHours: compliance.currentHours,
    requiredHours: compliance.requiredHours,
    progressPercentage: compliance.progressPercentage,
    activeExemptions: compliance.activeExemptions,
    year: compliance.year,
    month: compliance.month,
  };
}
