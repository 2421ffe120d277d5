import type { ActivityType } from '@tracker/contracts/constants/activities';
import { timeZone } from '@tracker/contracts/http/reports';
import type { RuleProfile } from '@tracker/contracts/rules/profiles/profile';
import {
  checkComplianceSettings,
  complianceSettingsShape,
  judgingSettingsOf,
  olderRuleSettingsShape,
} from '@tracker/contracts/rules/profiles/settings';
import { commonConfig } from '@tracker/kit/runtime/config';
import { z } from 'zod';

export const reportingConfigSchema = z
  .object({
    ...commonConfig,
    /** The zone months are counted in when a request names none. */
    DEFAULT_TIMEZONE: timeZone.default('America/New_York'),
    /** The rule profile (`COMPLIANCE_PROFILE`) and the state's changes to it. */
    ...complianceSettingsShape,
    /** The activity types whose hours count and the reporting day, where a deployment still sets them. */
    ...olderRuleSettingsShape,
  })
  .superRefine(checkComplianceSettings);

export type ReportingConfig = z.output<typeof reportingConfigSchema>;

/** The rules' settings as the use cases read them. */
export interface ReportingSettings {
  defaultTimeZone: string;
  qualifyingTypes: readonly ActivityType[];
  reportDeadlineDay: number;
  /** The active rule profile, read once at start. */
  profile: RuleProfile;
}

export function settingsOf(config: ReportingConfig): ReportingSettings {
  const { profile, qualifyingTypes, reportingDay } = judgingSettingsOf(config);
  return {
    defaultTimeZone: config.DEFAULT_TIMEZONE,
    qualifyingTypes,
    reportDeadlineDay: reportingDay,
    profile,
  };
}
