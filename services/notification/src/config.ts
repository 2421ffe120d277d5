import { timeZone } from '@tracker/contracts/http/reports';
import {
  checkComplianceSettings,
  complianceSettingsShape,
  olderRuleSettingsShape,
} from '@tracker/contracts/rules/profiles/settings';
import { commonConfig } from '@tracker/kit/runtime/config';
import { z } from 'zod';
import { productName } from './domain/product.js';

export const defaultMailFrom = `${productName} <no-reply@localhost>`;

/**
 * The number texts go to and come from when no Twilio number is configured: Twilio's documented test
 * number (a valid sender for test credentials), so nothing real is ever texted by mistake.
 */
export const DEV_SMS_NUMBER = '+15005550006';

/** Where Twilio serves the media of inbound MMS: its API, which redirects to its media hosts. */
export const TWILIO_MEDIA_HOSTS: readonly string[] = [
  'api.twilio.com',
  'mms.twiliocdn.com',
  'media.twiliocdn.com',
];
/** Without a Twilio account, media come only from the local text simulator, on this machine. */
export const LOCAL_MEDIA_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

// A host name or address, with a port when only that port is meant: `media.twiliocdn.com`, `127.0.0.1:8443`.
const mediaHost = z
  .string()
  .regex(
    /^(?:\[[0-9a-f:]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::\d{1,5})?$/,
    {
      error: 'Expected host names separated by commas, like api.twilio.com,media.twiliocdn.com',
    },
  );

const e164 = z.string().regex(/^\+[1-9]\d{7,14}$/, 'Expected a number in E.164 form, like +15551234567');

// `parseConfig` already treats empty values as unset, so an empty SMTP_URL means the file mailer.
export const notificationConfigSchema = z
  .object({
    ...commonConfig,
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'Expected an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().trim().min(1).default(defaultMailFrom),
    /** Where feedback is e-mailed; unset, feedback is only stored. */
    FEEDBACK_EMAIL: z.email({ error: 'Expected an e-mail address' }).optional(),
    /** With TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER: texts go through Twilio. Unset: to files. */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'Expected an account SID: AC followed by 32 hexadecimal digits')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().trim().min(16, 'Expected at least 16 characters').optional(),
    TWILIO_PHONE_NUMBER: e164.optional(),
    /**
     * Where Twilio's REST API is reached instead of https://api.twilio.com: a stand-in that answers
     * the same paths (tests, benchmarks). It receives the account's credentials.
     */
    TWILIO_API_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'Expected an http:// or https:// URL' })
      .optional(),
    /**
     * The only hosts media of inbound MMS are fetched from, redirects included (comma-separated). Unset:
     * Twilio's with an account, else this machine's (the text simulator).
     */
    TWILIO_MEDIA_HOSTS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter((host) => host !== ''),
      )
      .pipe(z.array(mediaHost).min(1, 'Expected at least one host'))
      .optional(),
    /** The zone the months of the requirement and "today" are counted in. */
    DEFAULT_TIMEZONE: timeZone.default('America/New_York'),
    /** The rule profile (`COMPLIANCE_PROFILE`) and the state's changes to it. */
    ...complianceSettingsShape,
    /** Read as the reporting service reads them, so texts count and name the deadline as the dashboard does. */
    ...olderRuleSettingsShape,
    /** How often reminders are looked for; they are also looked for once at start. */
    REMINDER_INTERVAL_MINUTES: z.coerce
      .number({ error: 'Expected number' })
      .int('Expected an integer')
      .min(1, 'Expected at least 1 minute')
      .max(24 * 60, 'Expected at most 1440 minutes (a day)')
      .default(60),
  })
  .superRefine(checkComplianceSettings)
  .superRefine((config, ctx) => {
    // Half a Twilio account would take texts from the real number but answer them from files.
    if ((config.TWILIO_ACCOUNT_SID === undefined) !== (config.TWILIO_AUTH_TOKEN === undefined)) {
      const missing = config.TWILIO_ACCOUNT_SID === undefined ? 'TWILIO_ACCOUNT_SID' : 'TWILIO_AUTH_TOKEN';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'Set TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN together',
      });
    }
    // Without an account, texts go to files, and a stand-in that was meant to receive them never would.
    if (config.TWILIO_API_BASE_URL !== undefined && config.TWILIO_ACCOUNT_SID === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_API_BASE_URL'],
        message: 'Only with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER',
      });
    }
    if (config.TWILIO_ACCOUNT_SID !== undefined && config.TWILIO_PHONE_NUMBER === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_PHONE_NUMBER'],
        message: 'Required with TWILIO_ACCOUNT_SID: the Twilio number texts come from',
      });
    }
  });
export type NotificationConfig = z.output<typeof notificationConfigSchema>;

/** The web app's public address, which links in e-mails start with. */
export function appUrlOf(config: Pick<NotificationConfig, 'APP_URL' | 'PORT'>): string {
  return config.APP_URL ?? `http://localhost:${config.PORT}`;
}

/** The number enrollees text: the configured Twilio number, else the test number. */
export function smsNumberOf(config: Pick<NotificationConfig, 'TWILIO_PHONE_NUMBER'>): string {
  return config.TWILIO_PHONE_NUMBER ?? DEV_SMS_NUMBER;
}

/** The hosts media of inbound texts may be fetched from: configured, else Twilio's or, without an account, this machine's. */
export function mediaHostsOf(
  config: Pick<NotificationConfig, 'TWILIO_MEDIA_HOSTS' | 'TWILIO_ACCOUNT_SID'>,
): readonly string[] {
  if (config.TWILIO_MEDIA_HOSTS !== undefined) return config.TWILIO_MEDIA_HOSTS;
  return config.TWILIO_ACCOUNT_SID === undefined ? LOCAL_MEDIA_HOSTS : TWILIO_MEDIA_HOSTS;
}
