import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
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
