import type { Language } from '@tracker/contracts/constants/accounts';
import type { ReportingHours } from '@tracker/contracts/http/reports';
import { lastDayOf, monthOf } from '@tracker/contracts/rules/calendar';
import { reportingReason } from '../domain/reporting-reason.js';
import { openPreviousMonth, reportingDeadline } from '../domain/reporting-window.js';
import type { ReportingDeps } from '../deps.js';
import { stringsFor } from '../i18n/strings-for.js';
import { readMonthSnapshot } from '../store/month-snapshot.js';
import { auditRead, type Reader } from './shared/audit-read.js';
import { todayIn } from '../domain/today.js';
import { monthCompliance } from '../domain/month-compliance.js';

/**
 * The hours still needed this month and why, in the person's language; until the reporting
 * deadline, the reason also speaks of last month, whose hours may still be reported. In `language`
 * (the page's) where given. Audited first when an administrator reads them (`auditRead`).
 */
export async function getReportingHours(
  deps: ReportingDeps,
  reader: Reader,
  timeZone: string | undefined,
  language?: Language,
): Promise<ReportingHours> {
  const { userId } = reader.caller;
  await auditRead(deps, reader, 'reporting-hours.viewed');
  const today = todayIn(timeZone ?? deps.settings.defaultTimeZone, deps.now());
  const window = openPreviousMonth(today, deps.settings.reportDeadlineDay);
  const snapshot = await readMonthSnapshot(deps.db, userId, monthOf(today), window?.month);
  const current = monthCompliance(snapshot, snapshot.hours, today, deps.settings);
  const previous = window && {
    ...window,
    compliance: monthCompliance(
      snapshot,
      snapshot.previousHours ?? {},
      lastDayOf(window.month),
      deps.settings,
    ),
  };
  return {
    hours: current.hoursStillNeeded,
    reason: reportingReason({
      strings: stringsFor(language ?? snapshot.person?.preferredLanguage),
      current,
      deadline: reportingDeadline(monthOf(today), deps.settings.reportDeadlineDay),
      previous,
    }),
  };
}
