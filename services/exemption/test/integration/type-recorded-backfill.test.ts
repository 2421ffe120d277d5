import { randomUUID } from 'node:crypto';
import { exemptionTypeRecordedV1 } from '@tracker/contracts/events/exemption-type-recorded-v1';
import { type Database, openDatabase } from '@tracker/kit/data/db';
import { type EmbeddedPostgres, openEmbeddedPostgres } from '@tracker/kit/data/db-embedded';
import { recordedEvents, testDatabaseUrl, uniqueName } from '@tracker/kit/testing/environment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exemptionsMigration } from '../../src/migrations/001-exemptions.js';
import { exemptionTypeRecordedMigration } from '../../src/migrations/002-exemption-type-recorded.js';

// The schema as it was before the back-fill, with exemptions decided already; then the service starts
// (several replicas at once, then again after a restart) with the back-fill among its migrations.

const schema = uniqueName('exemption_backfill');
const url = testDatabaseUrl();
let embedded: EmbeddedPostgres | undefined;
const opened: Database[] = [];

async function open(migrations = [exemptionsMigration, exemptionTypeRecordedMigration]): Promise<Database> {
  const db = url
    ? await openDatabase({ schema, url, migrations, poolMax: 4 })
    : await openDatabase({ schema, embedded: embedded as EmbeddedPostgres, migrations });
  opened.push(db);
  return db;
}

const STATUSES = ['requested', 'under_review', 'approved', 'denied', 'expired'] as const;
const exemptions: Array<{ id: string; userId: string; code: string | null }> = [];

beforeAll(async () => {
  if (!url) embedded = await openEmbeddedPostgres();
  const before = await open([exemptionsMigration]);
  const student = randomUUID();
  const frail = randomUUID();
  const noCode = randomUUID();
  await before.knex('exemption_types').insert([
    { id: student, exemption_name: 'Student', abbreviation: 'STUDENT' },
    { id: frail, exemption_name: 'Medically frail', abbreviation: 'FRAIL' },
    { id: noCode, exemption_name: 'Other', abbreviation: null },
  ]);
  // More than one page of the migration's reads.
  const types: Array<[string, string | null]> = [
    [student, 'STUDENT'],
    [frail, 'FRAIL'],
    [noCode, null],
  ];
  const rows = Array.from({ length: 1_203 }, (_, i) => {
    const [typeId, code] = types[i % types.length] as [string, string | null];
    const exemption = { id: randomUUID(), userId: randomUUID(), code };
    exemptions.push(exemption);
    return {
      id: exemption.id,
      user_id: exemption.userId,
      medicaid_exemption_id: typeId,
      status: STATUSES[i % STATUSES.length],
      created_by: exemption.userId,
    };
  });
  await before.knex.batchInsert('user_exemptions', rows, 400);
}, 60_000);

afterAll(async () => {
  const [first] = opened;
  try {
    await first?.knex.raw('drop schema if exists ?? cascade', [schema]);
  } finally {
    for (const db of opened) await db.close();
    await embedded?.close();
  }
});

describe('the exemption type back-fill', () => {
  it('records one exemption.type-recorded per exemption, whatever its status, once across replicas and restarts', async () => {
    // Two replicas starting at the same moment, then one restarting.
    const [replica] = await Promise.all([open(), open()]);
    await open();

    const events = await recordedEvents(replica as Database, exemptionTypeRecordedV1.type);
    expect(events).toHaveLength(exemptions.length);
    const byExemption = new Map(events.map((event) => [event.data.exemptionId, event]));
    expect(byExemption.size).toBe(exemptions.length);
    for (const exemption of exemptions) {
      const event = byExemption.get(exemption.id);
      expect(event).toMatchObject({
        type: 'exemption.type-recorded',
        version: 1,
        producer: 'exemption',
        subjectId: exemption.userId,
        data: { exemptionId: exemption.id, userId: exemption.userId, exemptionTypeCode: exemption.code },
      });
      exemptionTypeRecordedV1.data.parse(event?.data);
    }
    const rows = await (replica as Database)
      .knex('outbox')
      .where('type', exemptionTypeRecordedV1.type)
      .distinct('routing_key', 'published_at');
    expect(rows).toEqual([{ routing_key: 'exemption.type-recorded.v1', published_at: null }]);
  }, 60_000);
});
