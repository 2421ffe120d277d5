import { timeZone } from '@tracker/contracts/http/reports';
import type { RuleProfile } from '@tracker/contracts/rules/profiles/profile';
import {
  checkComplianceSettings,
  complianceProfileOf,
  complianceSettingsShape,
} from '@tracker/contracts/rules/profiles/settings';
import { commonConfig } from '@tracker/kit/runtime/config';
import { medicaidIdIndexKeyShape } from '@tracker/kit/security/medicaid-id-index';
import { z } from 'zod';

export const verificationConfigSchema = z
  .object({
    ...commonConfig,
    /** The zone whose calendar says which day and month it is: due dates, notice windows, look-backs. */
    DEFAULT_TIMEZONE: timeZone.default('America/New_York'),
    /** The rule profile (`COMPLIANCE_PROFILE`) and the state's changes to it: look-back, renewal, notice terms. */
    ...complianceSettingsShape,
    /** The key of the Medicaid id blind index; the same value identity uses. */
    ...medicaidIdIndexKeyShape,
    /**
     * How often ended notice windows are closed and reminders sent (also once at start). Reminders
     * count whole days, so an hour is soon enough.
     */
    VERIFICATION_SWEEP_INTERVAL_MS: z.coerce
      .number({ error: 'Expected number' })
      .int('Expected an integer')
      .min(1000, 'Expected at least 1000')
      .default(60 * 60 * 1000),
    /** Usage beacons one client address may send per minute; more are answered 429 and not counted. */
    USAGE_BEACONS_PER_MINUTE: z.coerce
      .number({ error: 'Expected number' })
      .int('Expected an integer')
      .min(1)
      .default(60),
  })
  .superRefine(checkComplianceSettings);

export type VerificationConfig = z.output<typeof verificationConfigSchema>;

/** The rules' settings as the use cases read them. */
export interface VerificationSettings {
  /** The zone whose calendar says which day it is. */
  timeZone: string;
  /** The active rule profile, read once at start. */
  profile: RuleProfile;
}

export function settingsOf(config: VerificationConfig): VerificationSettings {
  return { timeZone: config.DEFAULT_TIMEZONE, profile: complianceProfileOf(config) };
}
