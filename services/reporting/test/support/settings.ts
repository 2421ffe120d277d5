import { ACTIVITY_TYPES } from '@tracker/contracts/constants';
import type { ReportingSettings } from '../../src/config.js';

export const allTypes: ReportingSettings = {
  defaultTimeZone: 'America/New_York',
  qualifyingTypes: ACTIVITY_TYPES,
  reportDeadlineDay: 15,
};

export const withoutJobSearch: ReportingSettings = {
  ...allTypes,
  qualifyingTypes: ['employment', 'training', 'volunteer'],
};
