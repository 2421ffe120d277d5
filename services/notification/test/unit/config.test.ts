import { ConfigError, parseConfig } from '@tracker/kit/config';
import { describe, expect, it } from 'vitest';
import { appUrlOf, defaultMailFrom, notificationConfigSchema } from '../../src/config.js';

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
});
