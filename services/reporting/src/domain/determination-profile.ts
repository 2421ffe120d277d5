import type { RuleProfile } from '@tracker/contracts/rules/profiles/profile';
import type { ReportingSettings } from '../config.js';

/**
 * The rules a person's month is determined by: the active profile, with the activity types and the
 * deadline day the figures count by (the older settings win where a deployment still sets them, as in
 * `settingsOf`), and the person's required hours. Those are the state's hours unless an administrator
 * set others for the person, and the spec's figures count by them, so the determination must too;
 * before the account is known, the profile's.
 */
export function determinationProfile(
  settings: ReportingSettings,
  requiredMonthlyHours: number | undefined,
): RuleProfile {
  const { profile, qualifyingTypes } = settings;
  return {
    ...profile,
    requiredHours: requiredMonthlyHours ?? profile.requiredHours,
    qualifyingTypes: [...qualifyingTypes],
    jobSearch: { ...profile.jobSearch, countsTowardHours: qualifyingTypes.includes('job_search') },
    reportingDay: settings.reportDeadlineDay,
  };
}

/** How many months before a month its determination reads the pay of (a seasonal worker's average). */
export function precedingPayMonths(settings: ReportingSettings): number {
  return settings.profile.income?.seasonalAverageMonths ?? 0;
}
