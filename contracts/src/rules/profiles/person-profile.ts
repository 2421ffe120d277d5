import type { ActivityType } from '../../constants/activities.js';
import type { RuleProfile } from './profile.js';

/** The deployment's settings a person's month is judged by, beside the active profile. */
export interface PersonProfileSettings {
  /** The active rule profile, read once at start. */
  profile: RuleProfile;
  /** The activity types whose hours count (`QUALIFYING_TYPES`, else the profile's). */
  qualifyingTypes: readonly ActivityType[];
  /** The day of the next month a month may be reported until (`REPORT_DEADLINE_DAY`, else the profile's). */
  reportingDay: number;
}

/**
 * The rules a person's month is determined by: the active profile, with the activity types and the
 * deadline day the figures count by (the older settings win where a deployment still sets them), and
 * the person's required hours. Those are the state's hours unless an administrator set others for the
 * person, and the spec's figures count by them, so the determination must too; before the account is
 * known, the profile's. Every service that judges a month builds its profile here, so the dashboard,
 * the texts and the report cannot judge by different rules.
 */
export function personProfile(
  settings: PersonProfileSettings,
  requiredMonthlyHours: number | undefined,
): RuleProfile {
  const { profile, qualifyingTypes } = settings;
  return {
    ...profile,
    requiredHours: requiredMonthlyHours ?? profile.requiredHours,
    qualifyingTypes: [...qualifyingTypes],
    jobSearch: { ...profile.jobSearch, countsTowardHours: qualifyingTypes.includes('job_search') },
    reportingDay: settings.reportingDay,
  };
}

/** How many months before a month its determination reads the pay of (a seasonal worker's average). */
export function precedingPayMonths(profile: Pick<RuleProfile, 'income'>): number {
  return profile.income?.seasonalAverageMonths ?? 0;
}
