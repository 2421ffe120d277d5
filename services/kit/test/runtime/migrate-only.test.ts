import knex from 'knex';
import { describe, expect, it } from 'vitest';
import { commonConfigSchema } from '../../src/runtime/config.js';
import { migrateOnly, type ServiceDefinition } from '../../src/runtime/infrastructure.js';
import { requireService, testDatabaseUrl, uniqueName } from '../../src/testing/environment.js';

const url = testDatabaseUrl();

describe.runIf(requireService('postgres', url))('migrateOnly (the migration Job)', () => {
  it('brings the schema up to date and returns, twice without harm', async () => {
    const name = uniqueName('migrate');
    const definition = {
      name,
      configSchema: commonConfigSchema,
      migrations: [
        {
          name: '001-notes',
          up: (db) => db.schema.createTable('notes', (t) => t.uuid('id').primary()),
        },
      ],
      create: () => Promise.reject(new Error('a migration run starts no service')),
    } satisfies ServiceDefinition;
    const config = commonConfigSchema.parse({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
    const admin = knex({ client: 'pg', connection: url });
    try {
      await migrateOnly(definition, config);
      await migrateOnly(definition, config);
      const tables = await admin('information_schema.tables').where('table_schema', name).pluck('table_name');
      expect(tables).toContain('notes');
    } finally {
      await admin.raw('drop schema if exists ?? cascade', [name]);
      await admin.destroy();
    }
  });
});
