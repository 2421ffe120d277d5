// Compliance: the monthly requirement, deadlines, ages and the look-back.
// Shared by web, gateway and services so that a form and the server that checks it never disagree.

export const COMPLIANCE_STATUSES = [
  'exempt',
  'not_required',
  'completed',
  'on_track',
  'behind_schedule',
] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];
export const DEFAULT_REQUIRED_MONTHLY_HOURS = 20 as const;
export const FEDERAL_REQUIRED_MONTHLY_HOURS = 80 as const;
export const MIN_JOB_SEARCH_ACTIVITIES = 3 as const;
/** Hours of a month may still be reported until this day of the next month. */
export const REPORTING_DEADLINE_DAY = 15 as const;
export const REQUIREMENT_MIN_AGE = 19 as const;
export const REQUIREMENT_MAX_AGE = 64 as const;
export const NONCOMPLIANCE_WINDOW_DAYS = 30 as const;
export const VERIFICATION_INTERVAL_MONTHS = 6 as const;
export const LOOK_BACK_MIN_MONTHS = 1 as const;
export const LOOK_BACK_MAX_MONTHS = 3 as const;
export const REQUIREMENT_EFFECTIVE_DATE = '2027-01-01' as const;
