import type { ActivityType } from '@tracker/contracts/constants';
import { timeZone } from '@tracker/contracts/http/reports';
import type { RuleProfile } from '@tracker/contracts/rules/profiles/profile';
import {
  checkComplianceSettings,
  complianceProfileOf,
  complianceSettingsShape,
} from '@tracker/contracts/rules/profiles/settings';
import { qualifyingTypesSetting } from '@tracker/contracts/rules/qualifying-types';
import { commonConfig } from '@tracker/kit/config';
import { z } from 'zod';

export const reportingConfigSchema = z
  .object({
    ...commonConfig,
    /** The zone months are counted in when a request names none. */
    DEFAULT_TIMEZONE: timeZone.default('America/New_York'),
    /** The activity types whose hours count toward the requirement; unset, the profile's. */
    QUALIFYING_TYPES: qualifyingTypesSetting,
    /** Hours of a month may still be reported until this day of the next month; unset, the profile's. */
    REPORT_DEADLINE_DAY: z.coerce
      .number({ error: 'Expected number' })
      .int('Expected an integer')
      .min(1, 'Expected a day from 1 to 28')
      .max(28, 'Expected a day from 1 to 28')
      .optional(),
    /** The rule profile (`COMPLIANCE_PROFILE`) and the state's changes to it. */
    ...complianceSettingsShape,
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
  const profile = complianceProfileOf(config);
  return {
    defaultTimeZone: config.DEFAULT_TIMEZONE,
    // The older settings win where a deployment still sets them; otherwise the profile decides, so the
    // dashboard counts what `GET /api/rules` says counts.
    qualifyingTypes: config.QUALIFYING_TYPES ?? profile.qualifyingTypes,
    reportDeadlineDay: config.REPORT_DEADLINE_DAY ?? profile.reportingDay,
    profile,
  };
}
