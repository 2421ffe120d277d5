import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  type EmbeddedPostgres,
  type Migration,
  openDatabase,
  openEmbeddedPostgres,
} from '../../src/data/db.js';
import { requireService, testDatabaseUrl, uniqueName } from '../../src/testing/environment.js';

const databaseUrl = testDatabaseUrl();
const withPostgres = requireService('postgres', databaseUrl);

interface Backend {
  name: string;
  open(schema: string, migrations: readonly Migration[]): Promise<Database>;
}

let shared: EmbeddedPostgres;
beforeAll(async () => {
  shared = await openEmbeddedPostgres();
});
afterAll(async () => {
  await shared?.close();
});

const opened: Database[] = [];
const schemas = new Set<string>();

afterEach(async () => {
  for (const db of opened.splice(0)) await db.close().catch(() => {});
  if (schemas.size === 0) return;
  const cleaner = knex({ client: 'pg', connection: databaseUrl });
  for (const schema of schemas) await cleaner.raw('drop schema if exists ?? cascade', [schema]);
  schemas.clear();
  await cleaner.destroy();
});

const pglite: Backend = {
  name: 'PGlite',
  async open(schema, migrations) {
    const db = await openDatabase({ schema, embedded: shared, migrations });
    opened.push(db);
    return db;
  },
};

const postgres: Backend = {
  name: 'Postgres',
  async open(schema, migrations) {
    schemas.add(schema);
    const db = await openDatabase({ schema, url: databaseUrl as string, migrations, poolMax: 4 });
    opened.push(db);
    return db;
  },
};

const backends = withPostgres ? [pglite, postgres] : [pglite];

const createThings: Migration = {
  name: '001_create_things',
  async up(knex) {
    await knex.schema.createTable('things', (table) => {
      table.increments('id');
      table.text('label').notNullable();
      table.jsonb('details');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex) {
    await knex.schema.dropTable('things');
  },
};

const seedThing: Migration = {
  name: '002_seed_thing',
  async up(knex) {
    await knex('things').insert({ label: 'seeded' });
  },
};

describe.each(backends)('openDatabase on $name', (backend) => {
  it('creates the kit tables and applies each migration once', async () => {
    const schema = uniqueName('kit_db');
    const first = await backend.open(schema, [createThings, seedThing]);
    expect(await first.knex('things').count({ n: '*' })).toEqual([{ n: '1' }]);
    await first.close();

    const second = await backend.open(schema, [createThings, seedThing]);
    expect(await second.knex('things').count({ n: '*' })).toEqual([{ n: '1' }]);

    const addAnother: Migration = {
      name: '003_add_another',
      up: async (knex) => {
        await knex('things').insert({ label: 'another' });
      },
    };
    const third = await backend.open(schema, [createThings, seedThing, addAnother]);
    expect(await third.knex('things').orderBy('id').pluck('label')).toEqual(['seeded', 'another']);
    expect(await third.knex('knex_migrations').orderBy('id').pluck('name')).toEqual([
      '001_create_things',
      '002_seed_thing',
      '003_add_another',
    ]);

    const columns = await third
      .knex('information_schema.columns')
      .where({ table_schema: schema })
      .whereIn('table_name', ['outbox', 'inbox'])
      .orderBy(['table_name', 'ordinal_position'])
      .select('table_name', 'column_name', 'data_type');
    expect(columns.map((c) => `${c.table_name}.${c.column_name}:${c.data_type}`)).toEqual([
      'inbox.event_id:uuid',
      'inbox.consumer:text',
      'inbox.processed_at:timestamp with time zone',
      'outbox.id:uuid',
      'outbox.type:text',
      'outbox.version:integer',
      'outbox.routing_key:text',
      'outbox.subject_id:text',
      'outbox.payload:jsonb',
      'outbox.created_at:timestamp with time zone',
      'outbox.published_at:timestamp with time zone',
      'outbox.attempts:integer',
      'outbox.last_error:text',
    ]);
  });

  it('frees a migration lock left behind by an interrupted run', async () => {
    const schema = uniqueName('kit_lock');
    const first = await backend.open(schema, [createThings]);
    await first.knex('knex_migrations_lock').update({ is_locked: 1 });
    await first.close();

    const second = await backend.open(schema, [createThings, seedThing]);
    expect(await second.knex('things').pluck('label')).toEqual(['seeded']);
    expect(await second.knex('knex_migrations_lock').pluck('is_locked')).toEqual([0]);
  });

  it('keeps two schemas apart', async () => {
    const onlyA: Migration = {
      name: '002_only_a',
      up: async (knex) => {
        await knex.schema.createTable('only_a', (table) => table.increments('id'));
      },
    };
    const a = await backend.open(uniqueName('kit_a'), [createThings, onlyA]);
    const b = await backend.open(uniqueName('kit_b'), [createThings]);

    await a.knex('things').insert([{ label: 'one' }, { label: 'two' }]);
    await b.knex('things').insert({ label: 'three' });

    expect(await a.knex('things').orderBy('id').pluck('label')).toEqual(['one', 'two']);
    expect(await b.knex('things').pluck('label')).toEqual(['three']);
    await expect(b.knex('only_a').select()).rejects.toMatchObject({ code: '42P01' });
    expect(await a.knex('only_a').select()).toEqual([]);
  });

  it('returns rows for returning and parses types like node-postgres', async () => {
    const db = await backend.open(uniqueName('kit_ret'), [createThings]);

    const inserted = await db
      .knex('things')
      .insert([
        { label: 'a', details: JSON.stringify({ colour: 'red' }) },
        { label: 'b', details: null },
      ])
      .returning(['id', 'label', 'details', 'created_at']);
    expect(inserted).toHaveLength(2);
    expect(inserted[0]).toMatchObject({ label: 'a', details: { colour: 'red' } });
    expect(inserted[0].created_at).toBeInstanceOf(Date);
    expect(typeof inserted[0].id).toBe('number');

    const updated = await db.knex('things').where({ label: 'b' }).update({ label: 'bee' }).returning('*');
    expect(updated).toEqual([expect.objectContaining({ id: inserted[1].id, label: 'bee' })]);

    expect(await db.knex('things').where({ label: 'a' }).update({ label: 'ay' })).toBe(1);
    expect(await db.knex('things').where({ id: inserted[0].id }).first('label')).toEqual({ label: 'ay' });
    // bigint counts arrive as strings, exactly as node-postgres returns them.
    expect(await db.knex('things').count({ n: '*' }).first()).toEqual({ n: '2' });

    const deleted = await db.knex('things').where({ label: 'bee' }).del().returning('id');
    expect(deleted).toEqual([{ id: inserted[1].id }]);
    expect(await db.knex('things').del()).toBe(1);

    const raw = await db.knex.raw('select ?::int + ?::int as sum', [2, 3]);
    expect(raw.rows).toEqual([{ sum: 5 }]);
    expect(raw.rowCount).toBe(1);
  });

  it('rolls back a failed transaction and keeps the committed one', async () => {
    const db = await backend.open(uniqueName('kit_trx'), [createThings]);
    await db.knex.transaction(async (trx) => {
      await trx('things').insert({ label: 'kept' });
    });
    await expect(
      db.knex.transaction(async (trx) => {
        await trx('things').insert({ label: 'lost' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.knex('things').pluck('label')).toEqual(['kept']);
  });

  it('pings, and fails to ping once closed', async () => {
    const db = await backend.open(uniqueName('kit_ping'), []);
    await expect(db.ping()).resolves.toBeUndefined();
    await db.close();
    await expect(db.ping()).rejects.toThrow();
  });
});

describe('openDatabase arguments', () => {
  it('needs exactly one of url and embedded, and a plain schema name', async () => {
    await expect(openDatabase({ schema: 'ok', migrations: [] })).rejects.toThrow(
      'exactly one of url or embedded',
    );
    await expect(
      openDatabase({ schema: 'ok', url: 'postgres://127.0.0.1:1/x', embedded: shared, migrations: [] }),
    ).rejects.toThrow('exactly one of url or embedded');
    await expect(openDatabase({ schema: 'Bad-Name', embedded: shared, migrations: [] })).rejects.toThrow(
      'Invalid schema name',
    );
  });

  it('refuses two migrations with the same name', async () => {
    await expect(
      openDatabase({
        schema: uniqueName('kit_dup'),
        embedded: shared,
        migrations: [createThings, createThings],
      }),
    ).rejects.toThrow('Duplicate migration name');
  });
});

describe('embedded Postgres', () => {
  it('never interleaves transactions of two databases sharing the instance', async () => {
    const a = await pglite.open(uniqueName('kit_ia'), [createThings]);
    const b = await pglite.open(uniqueName('kit_ib'), [createThings]);
    const trace: string[] = [];
    const pause = () => new Promise((resolve) => setTimeout(resolve, 30));

    const failing = a.knex.transaction(async (trx) => {
      trace.push('a:begin');
      await trx('things').insert({ label: 'a1' });
      await pause();
      await trx('things').insert({ label: 'a2' });
      trace.push('a:end');
      throw new Error('roll back a');
    });
    const committing = b.knex.transaction(async (trx) => {
      trace.push('b:begin');
      await trx('things').insert({ label: 'b1' });
      await pause();
      await trx('things').insert({ label: 'b2' });
      trace.push('b:end');
    });
    const [failed, committed] = await Promise.allSettled([failing, committing]);

    expect(failed.status).toBe('rejected');
    expect(committed.status).toBe('fulfilled');
    expect([
      ['a:begin', 'a:end', 'b:begin', 'b:end'],
      ['b:begin', 'b:end', 'a:begin', 'a:end'],
    ]).toContainEqual(trace);
    expect(await a.knex('things').count({ n: '*' }).first()).toEqual({ n: '0' });
    expect(await b.knex('things').orderBy('id').pluck('label')).toEqual(['b1', 'b2']);
  });

  it('resolves unqualified names in each database schema under concurrent load', async () => {
    const a = await pglite.open(uniqueName('kit_la'), [createThings]);
    const b = await pglite.open(uniqueName('kit_lb'), [createThings]);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? a : b).knex('things').insert({ label: `row ${i}` }),
      ),
    );
    expect(await a.knex('things').count({ n: '*' }).first()).toEqual({ n: '10' });
    expect(await b.knex('things').count({ n: '*' }).first()).toEqual({ n: '10' });
  });

  it(
    'keeps data and applied migrations when an on-disk directory is reopened',
    {
      timeout: 60_000,
    },
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'kit-pglite-'));
      try {
        const schema = uniqueName('kit_disk');
        let embedded = await openEmbeddedPostgres(join(dir, 'pg'));
        let db = await openDatabase({ schema, embedded, migrations: [createThings, seedThing] });
        await db.knex('things').insert({ label: 'written' });
        await db.close();
        await embedded.close();

        embedded = await openEmbeddedPostgres(join(dir, 'pg'));
        db = await openDatabase({ schema, embedded, migrations: [createThings, seedThing] });
        expect(await db.knex('things').orderBy('id').pluck('label')).toEqual(['seeded', 'written']);
        expect(await db.knex('knex_migrations').count({ n: '*' }).first()).toEqual({ n: '2' });
        await db.close();
        await embedded.close();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});

describe.runIf(withPostgres)('openDatabase on Postgres replicas', () => {
  it('applies migrations once when several processes open the same schema at once', async () => {
    const schema = uniqueName('kit_rep');
    const dbs = await Promise.all([1, 2, 3].map(() => postgres.open(schema, [createThings, seedThing])));
    expect(await dbs[0]?.knex('things').count({ n: '*' }).first()).toEqual({ n: '1' });
  });
});
