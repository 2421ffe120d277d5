import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { federal2027Profile } from '@tracker/contracts/rules/profiles/federal-2027';
import { seedProfile } from '@tracker/contracts/rules/profiles/seed';
import type { ReportingSettings } from '../../src/config.js';

export const allTypes: ReportingSettings = {
  defaultTimeZone: 'America/New_York',
  qualifyingTypes: ACTIVITY_TYPES,
  reportDeadlineDay: 15,
  profile: seedProfile,
};

export const withoutJobSearch: ReportingSettings = {
  ...allTypes,
  qualifyingTypes: ['employment', 'training', 'volunteer'],
};

/** The federal-2027 profile as a deployment runs it, with the profile's own types and reporting day. */
export const federal: ReportingSettings = {
  defaultTimeZone: 'America/New_York',
  qualifyingTypes: federal2027Profile.qualifyingTypes,
  reportDeadlineDay: federal2027Profile.reportingDay,
  profile: federal2027Profile,
};
