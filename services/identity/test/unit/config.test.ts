import { ConfigError, parseConfig } from '@tracker/kit/runtime/config';
import { describe, expect, it } from 'vitest';
import { appUrlOf, identityConfigSchema, secureCookiesFor } from '../../src/config.js';

describe('identity config', () => {
  it('has working defaults', () => {
    const config = parseConfig(identityConfigSchema, {});
    expect(config).toMatchObject({
      SEED_DEMO: false,
      LOGIN_FAILURE_LIMIT: 5,
      LOGIN_FAILURE_WINDOW_SECONDS: 900,
      EMAIL_REQUEST_LIMIT: 5,
      EMAIL_REQUEST_WINDOW_SECONDS: 3600,
      MESSAGE_REQUESTS_PER_CLIENT: 30,
      PHONE_CODE_REQUEST_LIMIT: 3,
      COMPLIANCE_REQUIRED_HOURS: 20,
    });
    expect(appUrlOf(config)).toBe('http://localhost:8080');
  });

  it('reads the bootstrap administrator and demo settings', () => {
    const config = parseConfig(identityConfigSchema, {
      ADMIN_USERNAME: 'root',
      ADMIN_EMAIL: 'root@example.org',
      ADMIN_PASSWORD: 'a long admin password',
      SEED_DEMO: 'true',
      DEMO_PASSWORD: 'demo password 1',
      LOGIN_FAILURE_LIMIT: '10',
    });
    expect(config).toMatchObject({
      ADMIN_USERNAME: 'root',
      SEED_DEMO: true,
      DEMO_PASSWORD: 'demo password 1',
      LOGIN_FAILURE_LIMIT: 10,
    });
  });

  it('refuses half an administrator, a short password and a bad flag', () => {
    expect(() => parseConfig(identityConfigSchema, { ADMIN_USERNAME: 'root' })).toThrow(ConfigError);
    expect(() =>
      parseConfig(identityConfigSchema, {
        ADMIN_USERNAME: 'root',
        ADMIN_EMAIL: 'root@example.org',
        ADMIN_PASSWORD: 'short',
      }),
    ).toThrow(/ADMIN_PASSWORD/);
    expect(() => parseConfig(identityConfigSchema, { SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it.each(['CHANGE-ME', 'changeme', 'password123', 'Admin123!'])(
    'stops a start whose administrator password is a placeholder or common: %j',
    (password) => {
      const start = () =>
        parseConfig(identityConfigSchema, {
          ADMIN_USERNAME: 'root',
          ADMIN_EMAIL: 'root@example.org',
          ADMIN_PASSWORD: password,
        });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(
        /ADMIN_PASSWORD: (This password is too common|Enter a password of at least 8 characters)/,
      );
      // The line names the setting, never the value.
      expect(start).not.toThrow(new RegExp(password.replace(/[!]/g, '\\$&')));
    },
  );

  it("reads the state's required hours, refusing a value no month allows", () => {
    expect(
      parseConfig(identityConfigSchema, { COMPLIANCE_REQUIRED_HOURS: '80' }).COMPLIANCE_REQUIRED_HOURS,
    ).toBe(80);
    expect(() => parseConfig(identityConfigSchema, { COMPLIANCE_REQUIRED_HOURS: '0' })).toThrow(
      /COMPLIANCE_REQUIRED_HOURS/,
    );
    expect(() => parseConfig(identityConfigSchema, { COMPLIANCE_REQUIRED_HOURS: 'lots' })).toThrow(
      /COMPLIANCE_REQUIRED_HOURS/,
    );
  });

  it("takes the required hours from the active rule profile unless the state's value is set", () => {
    const hours = (env: Record<string, string>) =>
      parseConfig(identityConfigSchema, env).COMPLIANCE_REQUIRED_HOURS;
    expect(hours({ COMPLIANCE_PROFILE: 'seed' })).toBe(20);
    expect(hours({ COMPLIANCE_PROFILE: 'federal-2027' })).toBe(80);
    expect(hours({ COMPLIANCE_PROFILE: 'federal-2027', COMPLIANCE_REQUIRED_HOURS: '30' })).toBe(30);
    expect(hours({ COMPLIANCE_REQUIRED_HOURS: '12.345' })).toBe(12.35);
  });

  it('refuses a rule profile or setting that does not exist or does not fit, naming it', () => {
    expect(() => parseConfig(identityConfigSchema, { COMPLIANCE_PROFILE: 'federal' })).toThrow(
      'Invalid configuration: COMPLIANCE_PROFILE: Expected one of seed, federal-2027',
    );
    expect(() => parseConfig(identityConfigSchema, { COMPLIANCE_COMBINE_HOURS_AND_INCOME: 'true' })).toThrow(
      /^Invalid configuration: COMPLIANCE_COMBINE_HOURS_AND_INCOME: The seed profile does not count income/,
    );
  });

  it('marks cookies Secure except for plain http on this machine', () => {
    expect(secureCookiesFor('http://localhost:8080')).toBe(false);
    expect(secureCookiesFor('http://127.0.0.1:3000')).toBe(false);
    expect(secureCookiesFor('https://localhost:8080')).toBe(true);
    expect(secureCookiesFor('http://tracker.example.org')).toBe(true);
    expect(secureCookiesFor('https://tracker.example.org')).toBe(true);
  });
});
