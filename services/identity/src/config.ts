import { usernameField } from '@tracker/contracts/http/identity';
import {
  checkComplianceSettings,
  complianceProfileOf,
  complianceSettingsShape,
} from '@tracker/contracts/rules/profiles/settings';
import { commonConfig } from '@tracker/kit/runtime/config';
import { medicaidIdIndexKeyShape } from '@tracker/kit/security/medicaid-id-index';
import { z } from 'zod';
import { parseMedicaidIdKey } from './domain/medicaid-id.js';
import { passwordProblem } from './domain/password-policy.js';

/** The bootstrap administrator's password obeys the rules everyone's does: no placeholder starts a deployment. */
const adminPassword = z.string().superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const medicaidIdKey = z.string().transform((text, ctx) => {
  const key = parseMedicaidIdKey(text);
  if (!key) {
    ctx.addIssue({ code: 'custom', message: 'Expected a 32-byte key as 64 hex digits or base64' });
    return z.NEVER;
  }
  return key;
});

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'Expected number' })
    .int('Expected an integer')
    .positive('Expected a positive number')
    .default(fallback);

export const identityConfigSchema = z
  .object({
    ...commonConfig,
    ADMIN_USERNAME: usernameField.optional(),
    ADMIN_EMAIL: z.email({ error: 'Expected an e-mail address' }).optional(),
    ADMIN_PASSWORD: adminPassword.optional(),
    SEED_DEMO: z.stringbool({ error: 'Expected true or false' }).default(false),
    DEMO_PASSWORD: z.string().min(8, 'Must be at least 8 characters').max(128).optional(),
    /** Failed logins an account may have per window before logins are refused for a while. */
    LOGIN_FAILURE_LIMIT: positiveInt(5),
    LOGIN_FAILURE_WINDOW_SECONDS: positiveInt(15 * 60),
    /** E-mails (links and notices) one recipient address may be sent per window, whoever asks. */
    EMAIL_REQUEST_LIMIT: positiveInt(5),
    EMAIL_REQUEST_WINDOW_SECONDS: positiveInt(60 * 60),
    /** E-mails and texts one client address may cause per window, to whomever they go. */
    MESSAGE_REQUESTS_PER_CLIENT: positiveInt(30),
    /** Confirmation codes one phone number may be texted per window. */
    PHONE_CODE_REQUEST_LIMIT: positiveInt(3),
    PHONE_CODE_REQUEST_WINDOW_SECONDS: positiveInt(60 * 60),
    /** Namespace of the rate-limit counters, so deployments (or test systems) sharing one Redis count apart. */
    RATE_LIMIT_PREFIX: z.string().trim().min(1).optional(),
    /** The rule profile and the state's changes to it; only its required hours matter here. */
    ...complianceSettingsShape,
    /** AES-256 key for Medicaid ids at rest (64 hex digits or base64); generated under DATA_DIR when unset. */
    MEDICAID_ID_KEY: medicaidIdKey.optional(),
    /** The key of the Medicaid ids' blind index (64 hex digits), the same as verification's; generated under DATA_DIR when unset. */
    ...medicaidIdIndexKeyShape,
    /** Earlier keys, comma-separated, still accepted for reading while ids are rewritten under the new one. */
    MEDICAID_ID_PREVIOUS_KEYS: z
      .string()
      .optional()
      .transform((text, ctx) => {
        const keys = (text ?? '')
          .split(',')
          .filter((part) => part.trim() !== '')
          .map(parseMedicaidIdKey);
        if (keys.some((key) => key === undefined)) {
          ctx.addIssue({
            code: 'custom',
            message: 'Expected 32-byte keys as hex or base64, comma-separated',
          });
          return z.NEVER;
        }
        return keys as Buffer[];
      }),
  })
  .refine(
    (config) => {
      const given = [config.ADMIN_USERNAME, config.ADMIN_EMAIL, config.ADMIN_PASSWORD].filter(
        (value) => value !== undefined,
      );
      return given.length === 0 || given.length === 3;
    },
    {
      message: 'Set all of ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD, or none',
      path: ['ADMIN_USERNAME'],
    },
  )
  .superRefine(checkComplianceSettings)
  .transform((config) => ({
    ...config,
    /**
     * Hours a month the state requires of everyone an administrator has not set a number for:
     * `COMPLIANCE_REQUIRED_HOURS` when set, else the active profile's (20 for seed, 80 for federal-2027).
     */
    COMPLIANCE_REQUIRED_HOURS: complianceProfileOf(config).requiredHours,
  }));

export type IdentityConfig = z.output<typeof identityConfigSchema>;

/** The address people use, `http://localhost:<PORT>` unless APP_URL says otherwise. */
export function appUrlOf(config: Pick<IdentityConfig, 'APP_URL' | 'PORT'>): string {
  return config.APP_URL ?? `http://localhost:${config.PORT}`;
}

/** Cookies are `Secure` everywhere except a plain-http site on this machine, where browsers would drop them. */
export function secureCookiesFor(appUrl: string): boolean {
  const url = new URL(appUrl);
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  return !(url.protocol === 'http:' && local);
}
