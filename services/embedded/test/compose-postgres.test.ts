import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { activityService } from '@tracker/activity/service';
import { exemptionService } from '@tracker/exemption/service';
import { identityService } from '@tracker/identity/service';
import { commonConfigSchema } from '@tracker/kit/runtime/config';
import { migrateOnly, type ServiceDefinition } from '@tracker/kit/runtime/infrastructure';
import { requireService, testDatabaseUrl, uniqueName } from '@tracker/kit/testing/environment';
import { notificationService } from '@tracker/notification/service';
import { reportingService } from '@tracker/reporting/service';
import { verificationService } from '@tracker/verification/service';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// compose/postgres-init.sql gives each service a role that owns only its schema. Run here on the
// local Postgres (in a database of its own, with role names made unique), it shows every service
// migrates under its own role and that a role cannot touch another service's schema.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const url = testDatabaseUrl();
const definitions = [
  identityService,
  activityService,
  exemptionService,
  reportingService,
  notificationService,
  verificationService,
] as unknown as ServiceDefinition[];

describe.runIf(requireService('postgres', url))('compose/postgres-init.sql', () => {
  const database = uniqueName('compose_init');
  const suffix = database.split('_').at(-1)!;
  // Roles are cluster-wide: the test's roles carry a suffix so runs never collide.
  const role = (name: string) => `${name}_${suffix}`;
  const admin = () => new pg.Client({ connectionString: url });
  const as = (name: string) => {
    const address = new URL(url!);
    address.username = role(name);
    address.password = name;
    address.pathname = `/${database}`;
    return address.toString();
  };

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${database}`);
    await client.end();
    const script = readFileSync(path.join(root, 'compose/postgres-init.sql'), 'utf8').replace(
      /\b(identity|activity|exemption|reporting|notification|verification)\b(?!')/g,
      (name) => role(name),
    );
    const target = new pg.Client({
      connectionString: as('identity').replace(/\/\/[^@]+@/, `//${new URL(url!).username}@`),
    });
    await target.connect();
    await target.query(script);
    await target.end();
  });

  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${database} with (force)`);
    for (const definition of definitions) await client.query(`drop role if exists ${role(definition.name)}`);
    await client.end();
  });

  it.each(definitions.map((definition) => [definition.name, definition] as const))(
    'lets %s migrate its own schema under its own role',
    async (name, definition) => {
      const config = commonConfigSchema.parse({ DATABASE_URL: as(name), LOG_LEVEL: 'silent' });
      await migrateOnly({ ...definition, name: role(name) }, config);
      const client = new pg.Client({ connectionString: as(name) });
      await client.connect();
      try {
        const { rows } = await client.query(
          'select count(*)::int as tables from information_schema.tables where table_schema = $1',
          [role(name)],
        );
        expect(rows[0].tables).toBeGreaterThan(2);
      } finally {
        await client.end();
      }
    },
  );

  it('keeps each role out of the other schemas', async () => {
    const client = new pg.Client({ connectionString: as('reporting') });
    await client.connect();
    try {
      await expect(client.query(`select * from ${role('identity')}.users`)).rejects.toThrow(
        /permission denied/,
      );
      await expect(client.query(`create table ${role('activity')}.sneaky (id int)`)).rejects.toThrow(
        /permission denied/,
      );
    } finally {
      await client.end();
    }
  });
});
