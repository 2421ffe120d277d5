import { DEFAULT_REQUIRED_MONTHLY_HOURS } from '@tracker/contracts/constants/compliance';
import type { LocalDate } from '@tracker/contracts/rules/calendar';
import { type Compliance, evaluateCompliance, type HoursByType } from '@tracker/contracts/rules/compliance';
import type { ReportingSettings } from '../config.js';
import type { PersonRecord } from './month-determination.js';

/**
 * A month's compliance from a snapshot and that month's hours. Before the account's identity event
 * has arrived the defaults apply: the standard 20 hours and an unknown birthdate (so the requirement
 * applies).
 */
export function monthCompliance(
  snapshot: PersonRecord,
  hoursByType: HoursByType,
  asOf: LocalDate,
  settings: ReportingSettings,
): Compliance {
  return evaluateCompliance({
    asOf,
    birthdate: snapshot.person?.birthdate ?? null,
    requiredHours: snapshot.person?.requiredMonthlyHours ?? DEFAULT_REQUIRED_MONTHLY_HOURS,
    hoursByType,
    qualifyingTypes: settings.qualifyingTypes,
    exemptions: snapshot.exemptions,
  });
}
