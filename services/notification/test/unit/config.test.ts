import { ConfigError, parseConfig } from '@tracker/kit/runtime/config';
import { judgingSettingsOf } from '@tracker/contracts/rules/profiles/settings';
import { describe, expect, it } from 'vitest';
import {
  appUrlOf,
  DEV_SMS_NUMBER,
  defaultMailFrom,
  notificationConfigSchema,
  smsNumberOf,
} from '../../src/config.js';

describe('notification configuration', () => {
  it('uses the file mailer and the default sender when nothing is set', () => {
    const config = parseConfig(notificationConfigSchema, {});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe('Work Requirement Tracker <no-reply@localhost>');
    expect(defaultMailFrom).toBe(config.MAIL_FROM);
  });

  it('treats an empty SMTP_URL as unset', () => {
    expect(parseConfig(notificationConfigSchema, { SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('accepts smtp and smtps URLs and a sender', () => {
    const config = parseConfig(notificationConfigSchema, {
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      MAIL_FROM: 'Tracker <help@example.org>',
    });
    expect(config.SMTP_URL).toBe('smtps://user:pass@mail.example.org:465');
    expect(config.MAIL_FROM).toBe('Tracker <help@example.org>');
  });

  it('refuses an SMTP_URL that is not an smtp URL, naming the variable', () => {
    expect(() => parseConfig(notificationConfigSchema, { SMTP_URL: 'http://mail.example.org' })).toThrowError(
      ConfigError,
    );
    expect(() => parseConfig(notificationConfigSchema, { SMTP_URL: 'not a url' })).toThrowError(/SMTP_URL/);
  });

  it('builds links on APP_URL, else on the local port', () => {
    expect(appUrlOf(parseConfig(notificationConfigSchema, { APP_URL: 'https://tracker.example.org' }))).toBe(
      'https://tracker.example.org',
    );
    expect(appUrlOf(parseConfig(notificationConfigSchema, { PORT: '9000' }))).toBe('http://localhost:9000');
  });

  it('texts to files from the test number, checks time zone and types like reporting, and reminds hourly by default', () => {
    const config = parseConfig(notificationConfigSchema, {});
    expect(config.TWILIO_ACCOUNT_SID).toBeUndefined();
    expect(smsNumberOf(config)).toBe(DEV_SMS_NUMBER);
    expect(DEV_SMS_NUMBER).toBe('+15005550006');
    expect(config.DEFAULT_TIMEZONE).toBe('America/New_York');
    // The seed profile's: all four types.
    expect(judgingSettingsOf(config).qualifyingTypes).toEqual([
      'job_search',
      'employment',
      'training',
      'volunteer',
    ]);
    expect(config.REMINDER_INTERVAL_MINUTES).toBe(60);
    expect(config.FEEDBACK_EMAIL).toBeUndefined();
  });

  it("counts the rule profile's types unless QUALIFYING_TYPES names others", () => {
    const federal = parseConfig(notificationConfigSchema, { COMPLIANCE_PROFILE: 'federal-2027' });
    expect(judgingSettingsOf(federal).qualifyingTypes).toEqual(['employment', 'training', 'volunteer']);
    const chosen = parseConfig(notificationConfigSchema, {
      COMPLIANCE_PROFILE: 'federal-2027',
      COMPLIANCE_QUALIFYING_TYPES: 'employment',
    });
    expect(judgingSettingsOf(chosen).qualifyingTypes).toEqual(['employment']);
    expect(() => parseConfig(notificationConfigSchema, { COMPLIANCE_PROFILE: 'state-x' })).toThrowError(
      /COMPLIANCE_PROFILE/,
    );
  });

  it('reads a Twilio account, the qualifying types and the feedback address', () => {
    const config = parseConfig(notificationConfigSchema, {
      TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'b'.repeat(32),
      TWILIO_PHONE_NUMBER: '+15551230000',
      QUALIFYING_TYPES: 'employment,training,volunteer',
      FEEDBACK_EMAIL: 'feedback@state.example.gov',
      REMINDER_INTERVAL_MINUTES: '15',
    });
    expect(smsNumberOf(config)).toBe('+15551230000');
    expect(judgingSettingsOf(config).qualifyingTypes).toEqual(['employment', 'training', 'volunteer']);
    expect(config.FEEDBACK_EMAIL).toBe('feedback@state.example.gov');
    expect(config.REMINDER_INTERVAL_MINUTES).toBe(15);
  });

  it('reads the address of a stand-in of Twilio’s API, only beside an account', () => {
    const account = {
      TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'b'.repeat(32),
      TWILIO_PHONE_NUMBER: '+15551230000',
    };
    expect(parseConfig(notificationConfigSchema, account).TWILIO_API_BASE_URL).toBeUndefined();
    expect(
      parseConfig(notificationConfigSchema, { ...account, TWILIO_API_BASE_URL: 'http://127.0.0.1:4010' })
        .TWILIO_API_BASE_URL,
    ).toBe('http://127.0.0.1:4010');
    expect(() =>
      parseConfig(notificationConfigSchema, { ...account, TWILIO_API_BASE_URL: 'ftp://127.0.0.1' }),
    ).toThrowError(/TWILIO_API_BASE_URL: Expected an http:\/\/ or https:\/\/ URL/);
    expect(() =>
      parseConfig(notificationConfigSchema, { TWILIO_API_BASE_URL: 'http://127.0.0.1:4010' }),
    ).toThrowError(/TWILIO_API_BASE_URL: Only with TWILIO_ACCOUNT_SID/);
  });

  it('refuses half a Twilio account, naming what is missing', () => {
    expect(() =>
      parseConfig(notificationConfigSchema, {
        TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
        TWILIO_PHONE_NUMBER: '+15551230000',
      }),
    ).toThrowError(/TWILIO_AUTH_TOKEN: Set TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN together/);
    expect(() =>
      parseConfig(notificationConfigSchema, {
        TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
        TWILIO_AUTH_TOKEN: 'b'.repeat(32),
      }),
    ).toThrowError(/TWILIO_PHONE_NUMBER: Required with TWILIO_ACCOUNT_SID/);
    expect(() => parseConfig(notificationConfigSchema, { TWILIO_PHONE_NUMBER: '555-123-4567' })).toThrowError(
      /TWILIO_PHONE_NUMBER: Expected a number in E.164 form/,
    );
    expect(() => parseConfig(notificationConfigSchema, { QUALIFYING_TYPES: 'sleeping' })).toThrowError(
      /QUALIFYING_TYPES/,
    );
    expect(() => parseConfig(notificationConfigSchema, { DEFAULT_TIMEZONE: 'Mars/Olympus' })).toThrowError(
      /DEFAULT_TIMEZONE: Unknown time zone/,
    );
  });
});
