import type { DashboardStats } from '@tracker/contracts/http/reports';
import { monthOf } from '@tracker/contracts/rules/calendar';
import type { ReportingDeps } from '../deps.js';
import { readMonthSnapshot } from '../store/month-snapshot.js';
import { auditRead, type Reader } from './shared/audit-read.js';
import { todayIn } from './shared/today.js';
import { monthCompliance } from './month-compliance.js';

/**
 * The reader's dashboard figures for the current month in `timeZone` (else the configured default),
 * audited first when an administrator reads them (`auditRead`). The product's busiest call: one
 * prepared statement.
 */
export async function getDashboardStats(
  deps: ReportingDeps,
  reader: Reader,
  timeZone: string | undefined,
): Promise<DashboardStats> {
  const { userId } = reader.caller;
  await auditRead(deps, reader, 'dashboard.viewed');
  const today = todayIn(timeZone ?? deps.settings.defaultTimeZone, deps.now());
  const snapshot = await readMonthSnapshot(deps.db, userId, monthOf(today));
  const compliance = monthCompliance(snapshot, snapshot.hours, today, deps.settings);
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
