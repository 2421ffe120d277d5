import type { DashboardStats } from '@tracker/contracts/http/reports';
import { localDateIn, monthOf } from '@tracker/contracts/rules/calendar';
import type { ReportingDeps } from '../deps.js';
import { readMonthSnapshot } from '../store/month-snapshot.js';
import { auditRead, type Reader } from './shared/audit-read.js';
import { monthCompliance } from './month-compliance.js';

/**
 * The reader's dashboard figures for the current month in `timeZone` (else the configured default),
 * audited first when an administrator reads them (`auditRead`).
 */
export async function getDashboardStats(
  deps: ReportingDeps,
  reader: Reader,
  timeZone: string | undefined,
): Promise<DashboardStats> {
  const { userId } = reader.caller;
  await auditRead(deps, reader, 'dashboard.viewed');
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
