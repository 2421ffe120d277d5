import path from 'node:path';
import { ConfigError } from '@tracker/kit/runtime/config';
import { describe, expect, it } from 'vitest';
import { parseGatewayConfig, targetsFromConfig } from '../../src/config.js';

const services = {
  IDENTITY_URL: 'http://identity:8080',
  ACTIVITY_URL: 'http://activity:8080',
  EXEMPTION_URL: 'http://exemption:8080',
  REPORTING_URL: 'http://reporting:8080',
  NOTIFICATION_URL: 'http://notification:8080',
  VERIFICATION_URL: 'http://verification:8080',
};

describe('gateway configuration', () => {
  it('fills in defaults', () => {
    const config = parseGatewayConfig({ ...services, PORT: '9090' });
    expect(config.APP_URL).toBe('http://localhost:9090');
    expect(config.TRUST_PROXY).toBe(0);
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(600);
    expect(config.LOGIN_FAILURE_LIMIT).toBe(20);
    expect(config.LOGIN_FAILURE_WINDOW_MINUTES).toBe(15);
    expect(config.MAX_BODY_MB).toBe(12);
    expect(config.WEB_DIST).toBe(path.resolve(import.meta.dirname, '../../../web/dist'));
  });

  it('keeps an explicit APP_URL and reads numbers', () => {
    const config = parseGatewayConfig({
      ...services,
      APP_URL: 'https://tracker.example.gov',
      RATE_LIMIT_PER_MINUTE: '120',
      MAX_BODY_MB: '2.5',
    });
    expect(config.APP_URL).toBe('https://tracker.example.gov');
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(120);
    expect(config.MAX_BODY_MB).toBe(2.5);
  });

  it.each([
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.7,loopback', ['10.0.0.0/8', '192.168.1.7', 'loopback']],
    ['::1', ['::1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(parseGatewayConfig({ ...services, TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('maps the service addresses to targets', () => {
    expect(targetsFromConfig(parseGatewayConfig(services))).toEqual({
      identity: 'http://identity:8080',
      activity: 'http://activity:8080',
      exemption: 'http://exemption:8080',
      reporting: 'http://reporting:8080',
      notification: 'http://notification:8080',
      verification: 'http://verification:8080',
    });
  });

  it('leaves a service without an address out of the targets', () => {
    const targets = targetsFromConfig(parseGatewayConfig({ ...services, REPORTING_URL: undefined }));
    expect(targets.reporting).toBeUndefined();
    expect(targets.identity).toBe('http://identity:8080');
  });

  it('names every bad variable in one line', () => {
    let error: unknown;
    try {
      parseGatewayConfig({
        ...services,
        ACTIVITY_URL: 'not a url',
        NOTIFICATION_URL: 'ftp://notification',
        TRUST_PROXY: 'somewhere',
        RATE_LIMIT_PER_MINUTE: '-1',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).not.toContain('\n');
    for (const name of ['ACTIVITY_URL', 'NOTIFICATION_URL', 'TRUST_PROXY', 'RATE_LIMIT_PER_MINUTE']) {
      expect(message).toContain(name);
    }
  });
});
