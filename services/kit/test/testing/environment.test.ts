import knex from 'knex';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Migration } from '../../src/data/db.js';
import {
  openTestDatabase,
  requireService,
  testAmqpUrl,
  testDatabaseUrl,
  testRedisUrl,
  testVariableFor,
  uniqueName,
} from '../../src/testing/environment.js';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('test service settings', () => {
  it('reads each TEST_* variable, treating an empty one as unset', () => {
    vi.stubEnv('TEST_DATABASE_URL', 'postgres://db');
    vi.stubEnv('TEST_AMQP_URL', '');
    vi.stubEnv('TEST_REDIS_URL', 'redis://cache');
    expect(testDatabaseUrl()).toBe('postgres://db');
    expect(testAmqpUrl()).toBeUndefined();
    expect(testRedisUrl()).toBe('redis://cache');
  });

  it('names the variable behind each service', () => {
    expect(testVariableFor('postgres')).toBe('TEST_DATABASE_URL');
    expect(testVariableFor('RabbitMQ')).toBe('TEST_AMQP_URL');
    expect(testVariableFor('redis')).toBe('TEST_REDIS_URL');
    expect(testVariableFor('s3 store')).toBe('TEST_S3_STORE_URL');
  });

  it('runs tests when the service is configured', () => {
    vi.stubEnv('CI', 'true');
    expect(requireService('redis', 'redis://127.0.0.1:6379')).toBe(true);
  });

  it('fails a missing service in CI', () => {
    vi.stubEnv('CI', 'true');
    expect(() => requireService('rabbitmq', undefined)).toThrow(
      'rabbitmq is required in CI (set TEST_AMQP_URL)',
    );
  });

  it('skips a missing service elsewhere, saying so once', () => {
    vi.stubEnv('CI', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(requireService('widgets', undefined)).toBe(false);
    expect(requireService('widgets', undefined)).toBe(false);
    expect(warn.mock.calls).toEqual([['skipping widgets tests: TEST_WIDGETS_URL is not set']]);
  });
});

describe('uniqueName', () => {
  it('gives distinct names usable as schema and queue names', () => {
    const names = Array.from({ length: 200 }, () => uniqueName('kit'));
    expect(new Set(names).size).toBe(200);
    for (const name of names) expect(name).toMatch(/^kit_[0-9a-f]{10}$/);
  });

  it('cleans the prefix into a plain identifier', () => {
    expect(uniqueName('My-Service 2')).toMatch(/^my_service_2_[0-9a-f]{10}$/);
    expect(uniqueName('9lives')).toMatch(/^lives_[0-9a-f]{10}$/);
    expect(uniqueName('x'.repeat(80)).length).toBeLessThanOrEqual(63);
  });
});

describe('openTestDatabase', () => {
  const widgets: Migration = {
    name: '001_widgets',
    up: async (k) => {
      await k.schema.createTable('widgets', (table) => table.increments('id'));
    },
  };

  it('opens a migrated database in its own schema and removes it on drop', { timeout: 60_000 }, async () => {
    const db = await openTestDatabase({ migrations: [widgets], schemaPrefix: 'kit_helpers' });
    expect(db.schema).toMatch(/^kit_helpers_[0-9a-f]{10}$/);
    await db.knex('widgets').insert({});
    expect(await db.knex('widgets').count({ n: '*' }).first()).toEqual({ n: '1' });
    await db.drop();
    await expect(db.ping()).rejects.toThrow();

    const url = testDatabaseUrl();
    if (url) {
      const probe = knex({ client: 'pg', connection: url });
      try {
        const schemas = await probe('information_schema.schemata').where({ schema_name: db.schema }).select();
        expect(schemas).toEqual([]);
      } finally {
        await probe.destroy();
      }
    }
  });
});
