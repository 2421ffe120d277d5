import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { DEFAULT_REQUIRED_MONTHLY_HOURS } from '@tracker/contracts/constants/compliance';
import { monthDeterminationOf } from '@tracker/contracts/http/determinations';
import type { MonthlyReport } from '@tracker/contracts/http/reports';
import {
  compareDates,
  formatIsoDate,
  localDateIn,
  parseIsoDate,
  type YearMonth,
} from '@tracker/contracts/rules/calendar';
import { evaluateCompliance, type HoursByType, roundHours } from '@tracker/contracts/rules/compliance';
import { isActiveDuring } from '@tracker/contracts/rules/exemption-terms';
import { precedingPayMonths } from '@tracker/contracts/rules/profiles/person-profile';
import { reportStatusLabel, reportStatusReason, resultLabel } from '../domain/report-status.js';
import { statusDayFor } from '../domain/reporting-window.js';
import { statusAgrees } from '@tracker/contracts/rules/status-agreement';
import type { ReportingDeps } from '../deps.js';
import { futureMonth } from '../errors.js';
import type { Strings } from '../i18n/strings.js';
import { stringsFor } from '../i18n/strings-for.js';
import { listMonthActivities } from '../store/activities.js';
import { listMonthIncome } from '../store/income.js';
import { fileCountsOf } from '../store/record-files.js';
import { approvedExemptions } from '../store/exemptions.js';
import { readMonthSnapshot } from '../store/month-snapshot.js';
import { findUser } from '../store/users.js';
import { snapshotDetermination } from '../domain/month-determination.js';
import { auditRead, type Reader } from './shared/audit-read.js';

/** A monthly report with what its document adds: who it is about, the texts, the status label. */
export interface MonthlyReportDocument {
  report: MonthlyReport;
  /**
   * Null until the account's identity event has arrived. Of the Medicaid id only its last 4
   * characters (null when none is known): the report names the case without carrying the id.
   */
  person: { firstName: string; lastName: string; username: string; medicaidIdLast4: string | null } | null;
  strings: Strings;
  /** The spec's status as a report names it, or the month's result where the status contradicts it. */
  statusLabel: string;
  /** Whether hours of the month may still be reported today. */
  reportingOpen: boolean;
  generatedAt: Date;
}

/**
 * The person's report for `month`: every activity, the hours that counted and why, the exemptions in
 * force during the month, the status and the month's determination under the active rules (in the
 * words the dashboard uses), judged today in the current month or on the last day of a past one. A month that has not begun has no report. When an administrator reads it (`auditRead`),
 * the read is audited once the month is known to have a report, before anything is read.
 */
export async function getMonthlyReport(
  deps: ReportingDeps,
  reader: Reader,
  month: YearMonth,
  timeZone: string | undefined,
): Promise<MonthlyReportDocument> {
  const { userId } = reader.caller;
  const zone = timeZone ?? deps.settings.defaultTimeZone;
  const generatedAt = deps.now();
  const today = localDateIn(zone, generatedAt);
  const asOf = statusDayFor(month, today);
  if (asOf === null) throw futureMonth();
  await auditRead(deps, reader, 'monthly-report.downloaded');

  const db = deps.db.knex;
  const [user, activities, pay, exemptions, snapshot] = await Promise.all([
    findUser(db, userId),
    listMonthActivities(db, userId, month),
    listMonthIncome(db, userId, month),
    approvedExemptions(db, userId),
    readMonthSnapshot(deps.db, userId, month, undefined, precedingPayMonths(deps.settings.profile)),
  ]);
  const fileCounts = await fileCountsOf(db, userId, [
    ...activities.map((activity) => activity.id),
    ...pay.map((record) => record.id),
  ]);
  const strings = stringsFor(user?.preferredLanguage);
  const { qualifyingTypes } = deps.settings;
  const qualifying: ReadonlySet<string> = new Set(qualifyingTypes);

  const hoursByType: HoursByType = {};
  for (const activity of activities) {
    hoursByType[activity.type] = (hoursByType[activity.type] ?? 0) + activity.hours;
  }
  const compliance = evaluateCompliance({
    asOf,
    birthdate: user?.birthdate ?? null,
    requiredHours: user?.requiredMonthlyHours ?? DEFAULT_REQUIRED_MONTHLY_HOURS,
    hoursByType,
    qualifyingTypes,
    exemptions,
  });
  const determination = monthDeterminationOf(
    snapshotDetermination(snapshot, month, asOf, today, deps.settings),
    strings.language,
  );
  const deadline = parseIsoDate(determination.deadline);
  const statusInput = { strings, month, compliance, today, deadline };
  const statusAgreesWithResult = statusAgrees(compliance.complianceStatus, determination.determination);

  const report: MonthlyReport = {
    userId,
    year: month.year,
    month: month.month,
    monthName: strings.monthName(month.month),
    timezone: zone,
    requiredHours: compliance.requiredHours,
    totalHours: roundHours(activities.reduce((sum, activity) => sum + activity.hours, 0)),
    countedHours: compliance.currentHours,
    qualifyingTypes: ACTIVITY_TYPES.filter((type) => qualifying.has(type)),
    complianceStatus: compliance.complianceStatus,
    isCompliant: compliance.isCompliant,
    progressPercentage: compliance.progressPercentage,
    statusAsOf: formatIsoDate(asOf),
    statusReason: statusAgreesWithResult ? reportStatusReason(statusInput) : determination.summary,
    language: strings.language,
    reportingDeadline: determination.deadline,
    activities: activities.map((activity) => {
      const counted = qualifying.has(activity.type);
      return {
        id: activity.id,
        date: activity.date,
        type: activity.type,
        hours: activity.hours,
        description: activity.description,
        counted,
        reason: counted ? null : strings.report.notCounted(strings.typeLabels[activity.type]),
        fileCount: fileCounts.get(activity.id) ?? 0,
      };
    }),
    pay: pay.map((record) => ({
      id: record.id,
      payDate: record.payDate,
      grossAmountCents: record.grossAmountCents,
      fileCount: fileCounts.get(record.id) ?? 0,
    })),
    exemptions: exemptions
      .filter((exemption) => isActiveDuring(exemption, month))
      .map((exemption) => ({
        exemptionTypeName: exemption.typeName,
        effectiveDate: exemption.effectiveDate,
        expirationDate: exemption.expirationDate,
        isPermanent: exemption.isPermanent,
      })),
    determination,
    generatedAt: generatedAt.toISOString(),
  };

  return {
    report,
    person: user && {
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      medicaidIdLast4: user.medicaidIdLast4,
    },
    strings,
    statusLabel: statusAgreesWithResult
      ? reportStatusLabel(statusInput)
      : resultLabel(strings, determination),
    reportingOpen: compareDates(today, deadline) <= 0,
    generatedAt,
  };
}
