import { DEFAULT_REQUIRED_MONTHLY_HOURS } from '@tracker/contracts/constants';
import type { ReportingSettings } from '../config.js';
import type { LocalDate, YearMonth } from '@tracker/contracts/rules/calendar';
import { type Compliance, evaluateCompliance } from '@tracker/contracts/rules/compliance';
import type { MonthSnapshot } from '../store/month-snapshot.js';
import { hoursByTypeIn } from '../store/month-totals.js';

/**
 * A month's compliance from a snapshot. Before the account's identity event has arrived the
 * defaults apply: the standard 20 hours and an unknown birthdate (so the requirement applies).
 */
export function monthCompliance(
  snapshot: MonthSnapshot,
  month: YearMonth,
  asOf: LocalDate,
  settings: ReportingSettings,
): Compliance {
  return evaluateCompliance({
    asOf,
    birthdate: snapshot.user?.birthdate ?? null,
    requiredHours: snapshot.user?.requiredMonthlyHours ?? DEFAULT_REQUIRED_MONTHLY_HOURS,
    hoursByType: hoursByTypeIn(snapshot.totals, month),
    qualifyingTypes: settings.qualifyingTypes,
    exemptions: snapshot.exemptions,
  });
}
