import type { AvailableMonth } from '@tracker/contracts/http/reports';
import type { ReportingDeps } from '../deps.js';
import { stringsFor } from '../i18n/strings-for.js';
import { monthsWithActivities } from '../store/month-totals.js';
import { auditRead, type Reader } from './shared/audit-read.js';

/**
 * The months that have activities, newest first, named in the person's language; audited first when
 * an administrator reads them (`auditRead`).
 */
export async function listAvailableMonths(deps: ReportingDeps, reader: Reader): Promise<AvailableMonth[]> {
  const { userId } = reader.caller;
  await auditRead(deps, reader, 'report-months.viewed');
  const { months, language } = await monthsWithActivities(deps.db, userId);
  const strings = stringsFor(language);
  return months.map((month) => ({ ...month, monthName: strings.monthName(month.month) }));
}
