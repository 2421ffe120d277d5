import { DEFAULT_LANGUAGE, type Language } from '@tracker/contracts/constants/accounts';
import { determinationCoreOf } from '@tracker/contracts/http/determinations';
import type { GetDashboardStatsResponse } from '@tracker/contracts/http/reports';
import { daysBetween, monthOf } from '@tracker/contracts/rules/calendar';
import type { ReportingDeps } from '../deps.js';
import { readMonthSnapshot } from '../store/month-snapshot.js';
import { auditRead, type Reader } from './shared/audit-read.js';
import { todayIn } from '../domain/today.js';
import { monthCompliance } from '../domain/month-compliance.js';
import { snapshotDetermination } from '../domain/month-determination.js';
import { precedingPayMonths } from '@tracker/contracts/rules/profiles/person-profile';

/**
 * The reader's dashboard figures for the current month in `timeZone` (else the configured default),
 * audited first when an administrator reads them (`auditRead`): the spec's figures, counted from hours
 * as always, and the month's determination under the active rules, its sentences in `language` (the
 * page's) or else the person's. The product's busiest call: one prepared statement.
 */
export async function getDashboardStats(
  deps: ReportingDeps,
  reader: Reader,
  timeZone: string | undefined,
  language?: Language,
): Promise<GetDashboardStatsResponse> {
  const { userId } = reader.caller;
  const { settings } = deps;
  await auditRead(deps, reader, 'dashboard.viewed');
  const today = todayIn(timeZone ?? settings.defaultTimeZone, deps.now());
  const month = monthOf(today);
  const snapshot = await readMonthSnapshot(
    deps.db,
    userId,
    month,
    undefined,
    precedingPayMonths(settings.profile),
  );
  const compliance = monthCompliance(snapshot, snapshot.hours, today, settings);
  const determination = snapshotDetermination(snapshot, month, today, today, settings);
  return {
    complianceStatus: compliance.complianceStatus,
    isCompliant: compliance.isCompliant,
    // Counted to the deadline the determination names (the profile's reporting day of next month), not
    // to the month's end: the dashboard, the report and the texts give one deadline.
    daysUntilDeadline: Math.max(0, daysBetween(today, determination.deadline)),
    currentHours: compliance.currentHours,
    requiredHours: compliance.requiredHours,
    progressPercentage: compliance.progressPercentage,
    activeExemptions: compliance.activeExemptions,
    year: compliance.year,
    month: compliance.month,
    ...determinationCoreOf(determination, language ?? snapshot.person?.preferredLanguage ?? DEFAULT_LANGUAGE),
  };
}
