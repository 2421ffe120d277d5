import { type ActivityType } from '../constants/activities.js';
import { type ComplianceStatus } from '../constants/compliance.js';
import { PROGRESS_CAP_PERCENT } from '../constants/screens.js';
import { requirementAppliesOn } from './age.js';
import { daysInMonth, type LocalDate } from './calendar.js';
import { type ExemptionTerms, isActiveOn } from './exemption-terms.js';

/** Hours logged in one month, by activity type (types without hours may be left out). */
export type HoursByType = Partial<Record<ActivityType, number>>;

export interface ComplianceInput {
  /** The day the status is for: today for the current month, the month's last day for a past one. */
  asOf: LocalDate;
  birthdate: string | null;
  requiredHours: number;
  hoursByType: HoursByType;
  qualifyingTypes: readonly ActivityType[];
  exemptions: readonly ExemptionTerms[];
}

export interface Compliance {
  complianceStatus: ComplianceStatus;
  /** True for exempt, not_required and completed. */
  isCompliant: boolean;
  /** Hours of qualifying types. */
  currentHours: number;
  requiredHours: number;
  /** min(100, hours / required * 100), to one decimal. */
  progressPercentage: number;
  /** Days from `asOf` to the month's last day (0 on it). */
  daysUntilDeadline: number;
  /** Approved exemptions in force on `asOf`. */
  activeExemptions: number;
  /** Hours still to log this month; 0 when met, exempt or not required. */
  hoursStillNeeded: number;
  /** The day judged on, and its month. */
  asOf: LocalDate;
  year: number;
  month: number;
}

const COMPLIANT: ReadonlySet<ComplianceStatus> = new Set(['exempt', 'not_required', 'completed']);

/** Rounds away binary noise: hours come in half-hour steps. */
export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}

/** The hours of the types that count toward the requirement. */
export function qualifyingHours(hoursByType: HoursByType, qualifyingTypes: readonly ActivityType[]): number {
  return roundHours(qualifyingTypes.reduce((sum, type) => sum + (hoursByType[type] ?? 0), 0));
}

export function progressPercentage(hours: number, required: number): number {
  if (required <= 0) return PROGRESS_CAP_PERCENT;
  return Math.round(Math.min(PROGRESS_CAP_PERCENT, (hours / required) * 100) * 10) / 10;
}

/**
 * The month's compliance as of one day. Exempt wins over everything, then age, then hours:
 * completed once the hours reach the requirement, on track while the share of hours logged is at
 * least the share of the month gone by (day of month / days in month), else behind schedule.
 */
export function evaluateCompliance(input: ComplianceInput): Compliance {
  const { asOf, requiredHours } = input;
  const currentHours = qualifyingHours(input.hoursByType, input.qualifyingTypes);
  const activeExemptions = input.exemptions.filter((exemption) => isActiveOn(exemption, asOf)).length;
  const monthLength = daysInMonth(asOf);

  let complianceStatus: ComplianceStatus;
  if (activeExemptions > 0) complianceStatus = 'exempt';
  else if (!requirementAppliesOn(input.birthdate, asOf)) complianceStatus = 'not_required';
  else if (currentHours >= requiredHours) complianceStatus = 'completed';
  // hours / required >= day / days, multiplied out so no division rounds the comparison.
  else if (currentHours * monthLength >= asOf.day * requiredHours) complianceStatus = 'on_track';
  else complianceStatus = 'behind_schedule';

  const requirementOpen = complianceStatus === 'on_track' || complianceStatus === 'behind_schedule';
  return {
    complianceStatus,
    isCompliant: COMPLIANT.has(complianceStatus),
    currentHours,
    requiredHours,
    progressPercentage: progressPercentage(currentHours, requiredHours),
    daysUntilDeadline: monthLength - asOf.day,
    activeExemptions,
    hoursStillNeeded: requirementOpen ? roundHours(requiredHours - currentHours) : 0,
    asOf,
    year: asOf.year,
    month: asOf.month,
  };
}
