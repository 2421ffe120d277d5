import { timeZone } from '@tracker/contracts/http/reports';
import { commonConfig } from '@tracker/kit/runtime/config';
import { z } from 'zod';

export const exemptionConfigSchema = z.object({
  ...commonConfig,
  /**
   * Key of the signed attachment links. Unset, a random key is generated once under
   * `DATA_DIR/keys`; replicas that do not share that folder must all be given the same value here.
   */
  ATTACHMENT_URL_SECRET: z.string().min(32, 'Must be at least 32 characters').optional(),
  /** The zone whose calendar says which day it is: approvals start "today" and expire after their last day. */
  DEFAULT_TIMEZONE: timeZone.default('America/New_York'),
  /** How often approved requests past their expiration date are marked expired (also once at start). */
  EXPIRY_SWEEP_INTERVAL_MS: z.coerce
    .number({ error: 'Expected number' })
    .int('Expected an integer')
    .min(1000, 'Expected at least 1000')
    .default(60 * 60 * 1000),
});

export type ExemptionConfig = z.output<typeof exemptionConfigSchema>;
