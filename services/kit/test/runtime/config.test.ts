import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ConfigError, commonConfig, loadConfig, parseConfig } from '../../src/runtime/config.js';

const schema = z.object({ ...commonConfig, ADMIN_EMAIL: z.email().optional() });

const privatePem = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString()
  .trim();

function problemOf(env: Record<string, string>): string {
  try {
    parseConfig(schema, env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('parseConfig with commonConfig', () => {
  it('applies the defaults when nothing is set', () => {
    const config = parseConfig(schema, {});
    expect(config).toEqual({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: './.data',
      EVENT_RETENTION_DAYS: 7,
    });
    expect(config.APP_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads and converts configured values', () => {
    const config = parseConfig(schema, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: '3001',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/tracker',
      APP_URL: 'https://tracker.example.org',
      DATABASE_URL: 'postgres://identity:secret@db:5432/tracker',
      AMQP_URL: 'amqp://guest:guest@rabbit:5672',
      REDIS_URL: 'redis://cache:6379',
      S3_BUCKET: 'attachments',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'us-east-2',
      S3_FORCE_PATH_STYLE: 'true',
      SESSION_PRIVATE_KEY: privatePem.replaceAll('\n', '\\n'),
    });
    expect(config.PORT).toBe(3001);
    expect(config.NODE_ENV).toBe('production');
    expect(config.S3_FORCE_PATH_STYLE).toBe(true);
    expect(config.REDIS_URL).toBe('redis://cache:6379');
    expect(config.SESSION_PRIVATE_KEY).toBe(privatePem);
  });

  it('treats empty values as unset', () => {
    const config = parseConfig(schema, {
      PORT: '',
      DATABASE_URL: '',
      APP_URL: '  ',
      S3_FORCE_PATH_STYLE: '',
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.APP_URL).toBeUndefined();
    expect(config.S3_FORCE_PATH_STYLE).toBeUndefined();
  });

  it('names every bad variable in one line', () => {
    const message = problemOf({
      DATABASE_URL: 'not a url',
      PORT: 'eighty',
      NODE_ENV: 'staging',
      ADMIN_EMAIL: 'nobody',
    });
    expect(message).not.toContain('\n');
    expect(message.startsWith('Invalid configuration: ')).toBe(true);
    expect(message).toContain('DATABASE_URL: Invalid URL');
    expect(message).toContain('PORT: Expected number');
    expect(message).toMatch(/NODE_ENV: /);
    expect(message).toMatch(/ADMIN_EMAIL: /);
    expect(message.split('; ')).toHaveLength(4);
  });

  it('refuses URLs with the wrong scheme and ports out of range', () => {
    expect(problemOf({ APP_URL: 'javascript:alert(1)' })).toBe('Invalid configuration: APP_URL: Invalid URL');
    expect(problemOf({ REDIS_URL: 'http://cache:6379' })).toBe(
      'Invalid configuration: REDIS_URL: Invalid URL',
    );
    expect(problemOf({ PORT: '70000' })).toContain('PORT: Expected a port between 0 and 65535');
    expect(problemOf({ PORT: '80.5' })).toContain('PORT: Expected an integer');
  });

  it('refuses a session key that is not PEM and a flag that is not a boolean', () => {
    expect(problemOf({ SESSION_PUBLIC_KEY: 'abc' })).toContain(
      'SESSION_PUBLIC_KEY: Expected a PEM-encoded key',
    );
    expect(problemOf({ S3_FORCE_PATH_STYLE: 'sometimes' })).toContain(
      'S3_FORCE_PATH_STYLE: Expected true or false',
    );
  });

  it('reads how many days handled events are kept, a positive whole number', () => {
    expect(parseConfig(schema, { EVENT_RETENTION_DAYS: '30' }).EVENT_RETENTION_DAYS).toBe(30);
    for (const bad of ['0', '-1']) {
      expect(problemOf({ EVENT_RETENTION_DAYS: bad })).toBe(
        'Invalid configuration: EVENT_RETENTION_DAYS: Expected a positive number',
      );
    }
    expect(problemOf({ EVENT_RETENTION_DAYS: '1.5' })).toContain('EVENT_RETENTION_DAYS: Expected an integer');
    expect(problemOf({ EVENT_RETENTION_DAYS: 'week' })).toContain('EVENT_RETENTION_DAYS: Expected number');
  });

  it('says "Required" for a missing required variable', () => {
    const strict = z.object({ ...commonConfig, IDENTITY_URL: z.url() });
    expect(() => parseConfig(strict, {})).toThrow('Invalid configuration: IDENTITY_URL: Required');
    const custom = z.object({ SECRET: z.string({ error: 'SECRET is required' }) });
    expect(() => parseConfig(custom, {})).toThrow('Invalid configuration: SECRET: SECRET is required');
  });
});

describe('loadConfig', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('returns the parsed configuration', () => {
    expect(loadConfig(schema, { PORT: '9000' }).PORT).toBe(9000);
  });

  it('prints the one-line problem to stderr and exits with code 1', () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exited');
    }) as never);
    expect(() => loadConfig(schema, { PORT: 'x' })).toThrow('exited');
    expect(exit).toHaveBeenCalledWith(1);
    expect(written).toEqual(['Invalid configuration: PORT: Expected number\n']);
  });
});
