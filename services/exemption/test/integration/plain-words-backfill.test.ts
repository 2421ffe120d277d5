import { randomUUID } from 'node:crypto';
import { type Database, openDatabase } from '@tracker/kit/data/db';
import { type EmbeddedPostgres, openEmbeddedPostgres } from '@tracker/kit/data/db-embedded';
import { testDatabaseUrl, uniqueName } from '@tracker/kit/testing/environment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { federalCategories } from '../../src/domain/federal-categories.js';
import { exemptionsMigration } from '../../src/migrations/001-exemptions.js';
import { exemptionTypeRecordedMigration } from '../../src/migrations/002-exemption-type-recorded.js';
import { replyByMigration } from '../../src/migrations/003-reply-by.js';
import { plainWordsMigration } from '../../src/migrations/004-plain-words.js';

// A catalogue seeded before the Spanish words existed, one category renamed by an administrator and
// one type of their own; then the service starts with the new migration.

const schema = uniqueName('exemption_plain_words');
const url = testDatabaseUrl();
let embedded: EmbeddedPostgres | undefined;
const opened: Database[] = [];
const BEFORE = [exemptionsMigration, exemptionTypeRecordedMigration, replyByMigration];

async function open(migrations = [...BEFORE, plainWordsMigration]): Promise<Database> {
  const db = url
    ? await openDatabase({ schema, url, migrations, poolMax: 4 })
    : await openDatabase({ schema, embedded: embedded as EmbeddedPostgres, migrations });
  opened.push(db);
  return db;
}

const RENAMED = 'PREGNANT';

beforeAll(async () => {
  if (!url) embedded = await openEmbeddedPostgres();
  const before = await open(BEFORE);
  await before.knex('exemption_types').insert([
    ...federalCategories().map((category) => ({
      id: randomUUID(),
      exemption_name:
        category.abbreviation === RENAMED ? 'Expecting a baby (state rule)' : category.exemptionName,
      abbreviation: category.abbreviation,
      description: category.description,
      sort_order: category.sortOrder,
    })),
    { id: randomUUID(), exemption_name: 'Jury duty', abbreviation: 'JURY', sort_order: 20 },
  ]);
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

describe('the plain words migration', () => {
  it('translates the seeded categories still named as seeded, and leaves renamed and own types for an administrator', async () => {
    const db = await open();
    const rows = (await db
      .knex('exemption_types')
      .select(
        'abbreviation',
        'exemption_name_es',
        'description_es',
        'proof_hint',
        'proof_hint_es',
      )) as Array<{
      abbreviation: string;
      exemption_name_es: string | null;
      description_es: string | null;
      proof_hint: string | null;
      proof_hint_es: string | null;
    }>;
    const byCode = new Map(rows.map((row) => [row.abbreviation, row]));
    for (const category of federalCategories()) {
      if (category.abbreviation === RENAMED) continue;
      expect(byCode.get(category.abbreviation!)).toEqual({
        abbreviation: category.abbreviation,
        exemption_name_es: category.exemptionNameEs,
        description_es: category.descriptionEs,
        proof_hint: category.proofHint,
        proof_hint_es: category.proofHintEs,
      });
    }
    const untouched = {
      exemption_name_es: null,
      description_es: null,
      proof_hint: null,
      proof_hint_es: null,
    };
    expect(byCode.get(RENAMED)).toMatchObject(untouched);
    expect(byCode.get('JURY')).toMatchObject(untouched);
  }, 60_000);
});
