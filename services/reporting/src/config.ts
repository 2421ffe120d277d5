import { type ActivityType, REPORTING_DEADLINE_DAY } from '@tracker/contracts/constants';
import { timeZone } from '@tracker/contracts/http/reports';
import { qualifyingTypesSetting } from '@tracker/contracts/rules/qualifying-types';
import { commonConfig } from '@tracker/kit/config';
import { z } from 'zod';

export const reportingConfigSchema = z.object({
  ...commonConfig,
  /** The zone months are counted in when a request names none. */
  DEFAULT_TIMEZONE: timeZone.default('America/New_York'),
  /** The activity types whose hours count toward the requirement. */
  QUALIFYING_TYPES: qualifyingTypesSetting,
  /** Hours of a month may still be reported until this day of the next month. */
  REPORT_DEADLINE_DAY: z.coerce
    .number({ error: 'Expected number' })
    .int('Expected an integer')
    .min(1, 'Expected a day from 1 to 28')
    .max(28, 'Expected a day from 1 to 28')
    .default(REPORTING_DEADLINE_DAY),
});

export type ReportingConfig = z.output<typeof reportingConfigSchema>;

/** The rules' settings as the use cases read them. */
export interface ReportingSettings {
  defaultTimeZone: string;
  qualifyingTypes: readonly ActivityType[];
  reportDeadlineDay: number;
}

export function settingsOf(config: ReportingConfig): ReportingSettings {
  return {
    defaultTimeZone: config.DEFAULT_TIMEZONE,
    qualifyingTypes: config.QUALIFYING_TYPES,
    reportDeadlineDay: config.REPORT_DEADLINE_DAY,
  };
}
