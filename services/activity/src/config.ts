import { timeZone } from '@tracker/contracts/http/reports';
import {
  checkComplianceSettings,
  complianceSettingsShape,
  judgingSettingsOf,
  olderRuleSettingsShape,
} from '@tracker/contracts/rules/profiles/settings';
import { commonConfig } from '@tracker/kit/runtime/config';
import { z } from 'zod';

export const activityConfigSchema = z
  .object({
    ...commonConfig,
    /**
     * Key of the signed attachment links. Unset, a random key is generated once under
     * `DATA_DIR/keys`; replicas that do not share that folder must all be given the same value here.
     */
    ATTACHMENT_URL_SECRET: z.string().min(32, 'Must be at least 32 characters').optional(),
    /** Sample activities for the `demo` enrollee (the embedded mode turns this on). */
    SEED_DEMO: z.stringbool({ error: 'Expected true or false' }).default(false),
    /** Whose "today" a record's date may not pass when the client sends no time zone. */
    DEFAULT_TIMEZONE: timeZone.default('America/New_York'),
    /** The rule profile (`COMPLIANCE_PROFILE`) and the state's changes to it. */
    ...complianceSettingsShape,
    /** Read as reporting reads them: a month stays open for writes until the day it closes there. */
    ...olderRuleSettingsShape,
  })
  .superRefine(checkComplianceSettings);

export type ActivityConfig = z.output<typeof activityConfigSchema>;

/** The day of the next month until which a month stays open for writes, as reporting decides it. */
export function reportingDayOf(config: ActivityConfig): number {
  return judgingSettingsOf(config).reportingDay;
}
