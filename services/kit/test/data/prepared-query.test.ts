import knex from 'knex';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  type EmbeddedPostgres,
  type Migration,
  openDatabase,
  openEmbeddedPostgres,
} from '../../src/data/db.js';
import { preparedQuery } from '../../src/data/prepared-query.js';
import { requireService, testDatabaseUrl, uniqueName } from '../../src/testing/environment.js';

const databaseUrl = testDatabaseUrl();
const withPostgres = requireService('postgres', databaseUrl);

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

interface Backend {
  name: string;
  open(schema: string): Promise<Database>;
}

const pglite: Backend = {
  name: 'PGlite',
  async open(schema) {
    const db = await openDatabase({ schema, embedded: shared, migrations: [createScores] });
    opened.push(db);
    return db;
  },
};

const postgres: Backend = {
  name: 'Postgres',
  async open(schema) {
    schemas.add(schema);
    const db = await openDatabase({
      schema,
      url: databaseUrl as string,
      migrations: [createScores],
      poolMax: 4,
    });
    opened.push(db);
    return db;
  },
};

const backends = withPostgres ? [pglite, postgres] : [pglite];

const createScores: Migration = {
  name: '001_create_scores',
  async up(knex) {
    await knex.schema.createTable('scores', (table) => {
      table.text('player').notNullable();
      table.date('day').notNullable();
      table.decimal('points', 6, 2).notNullable();
      table.primary(['player', 'day']);
    });
  },
};

interface ScoreRow {
  player: string;
  day: string;
  points: number;
  total: number;
}

// Unqualified names: the connection's search path is the schema of the database that runs it.
const SCORES_TEXT = `select player, day::text as day, points::float8 as points,
       sum(points) over (partition by player)::float8 as total
  from scores
 where player = $1 and day >= $2
 order by day`;
const scores = preparedQuery<ScoreRow>('kit_test_scores', SCORES_TEXT);

async function seed(db: Database, rows: Array<[string, string, number]>) {
  await db.knex('scores').insert(rows.map(([player, day, points]) => ({ player, day, points })));
}

describe.each(backends)('preparedQuery on $name', (backend) => {
  it('gives what the same query gives unprepared', async () => {
    const db = await backend.open(uniqueName('kit_prep'));
    await seed(db, [
      ['ada', '2026-01-01', 1.5],
      ['ada', '2026-01-02', 2],
      ['ada', '2025-12-31', 7],
      ['bob', '2026-01-01', 3],
    ]);
    const unprepared = await db.knex.raw<{ rows: ScoreRow[] }>(SCORES_TEXT.replace(/\$\d/g, '?'), [
      'ada',
      '2026-01-01',
    ]);
    const prepared = await scores.run(db, ['ada', '2026-01-01']);
    expect(prepared).toEqual(unprepared.rows);
    expect(prepared).toEqual([
      { player: 'ada', day: '2026-01-01', points: 1.5, total: 3.5 },
      { player: 'ada', day: '2026-01-02', points: 2, total: 3.5 },
    ]);
    // Again, now that the statement is known, and with other values.
    expect(await scores.run(db, ['bob', '2020-01-01'])).toEqual([
      { player: 'bob', day: '2026-01-01', points: 3, total: 3 },
    ]);
    expect(await scores.run(db, ['nobody', '2020-01-01'])).toEqual([]);
  });

  it("reads each database's own schema, the same statement in both", async () => {
    const first = await backend.open(uniqueName('kit_prep'));
    const second = await backend.open(uniqueName('kit_prep'));
    await seed(first, [['ada', '2026-01-01', 1]]);
    await seed(second, [['ada', '2026-01-01', 2]]);
    for (let round = 0; round < 3; round++) {
      expect((await scores.run(first, ['ada', '2026-01-01'])).map((row) => row.points)).toEqual([1]);
      expect((await scores.run(second, ['ada', '2026-01-01'])).map((row) => row.points)).toEqual([2]);
    }
  });

  it('hands the connection back when the statement fails', async () => {
    const db = await backend.open(uniqueName('kit_prep'));
    const divide = preparedQuery<{ q: number }>('kit_test_divide', 'select (10 / $1::int)::int as q');
    // More failures than the pool has connections: a connection kept by a failure would stall these.
    for (let i = 0; i < 12; i++) await expect(divide.run(db, [0])).rejects.toThrow(/division by zero/);
    expect(await divide.run(db, [5])).toEqual([{ q: 2 }]);
  });

  it("runs inside a knex transaction on the transaction's connection, and is undone with it", async () => {
    const db = await backend.open(uniqueName('kit_prep'));
    const insert = preparedQuery<{ player: string }>(
      'kit_test_insert_score',
      'insert into scores (player, day, points) values ($1, $2, $3) returning player',
    );
    await db.knex
      .transaction(async (trx) => {
        expect(await insert.run(trx, ['eve', '2026-02-01', 4])).toEqual([{ player: 'eve' }]);
        // Seen inside, by the same connection, before the commit.
        expect(await scores.run(trx, ['eve', '2026-01-01'])).toHaveLength(1);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await scores.run(db, ['eve', '2026-01-01'])).toEqual([]);
  });

  it('keeps working when the pool opens a new connection', async () => {
    const schema = uniqueName('kit_prep');
    const first = await backend.open(schema);
    await seed(first, [['ada', '2026-01-01', 1]]);
    expect(await scores.run(first, ['ada', '2026-01-01'])).toHaveLength(1);
    await first.close();
    // New clients on the same schema (and, embedded, on the same session, where the old client's
    // statement would still be prepared under its name).
    const second = await backend.open(schema);
    expect(await scores.run(second, ['ada', '2026-01-01'])).toHaveLength(1);
    expect(await scores.run(second, ['ada', '2026-01-01'])).toHaveLength(1);
  });
});

describe('preparedQuery definitions', () => {
  it('takes the same name again only with the same text', () => {
    expect(preparedQuery('kit_test_scores', SCORES_TEXT).name).toBe('kit_test_scores');
    expect(() => preparedQuery('kit_test_scores', 'select 1')).toThrow(/already defined with another text/);
  });

  it('refuses a name Postgres would change or that needs quoting', () => {
    expect(() => preparedQuery('Scores', 'select 1')).toThrow(/Invalid prepared statement name/);
    expect(() => preparedQuery('a'.repeat(64), 'select 1')).toThrow(/Invalid prepared statement name/);
    expect(() => preparedQuery('scores; drop', 'select 1')).toThrow(/Invalid prepared statement name/);
  });
});

describe.runIf(withPostgres)('preparedQuery on a Postgres server', () => {
  it('prepares the statement once per connection and runs it by name afterwards', async () => {
    const db = await postgres.open(uniqueName('kit_prep'));
    await seed(db, [['ada', '2026-01-01', 1]]);

    // Every connection the pool hands out, to look at its session afterwards.
    const client = db.knex.client as { acquireConnection(): Promise<pg.ClientBase> };
    const acquire = client.acquireConnection.bind(client);
    const connections = new Set<pg.ClientBase>();
    client.acquireConnection = async () => {
      const connection = await acquire();
      connections.add(connection);
      return connection;
    };

    const runs = 40;
    // Concurrent batches, so more than one connection of the pool takes part.
    for (let batch = 0; batch < runs / 8; batch++) {
      const results = await Promise.all(
        Array.from({ length: 8 }, () => scores.run(db, ['ada', '2026-01-01'])),
      );
      for (const rows of results) expect(rows).toHaveLength(1);
    }
    expect(connections.size).toBeGreaterThan(1);

    let executions = 0;
    for (const connection of connections) {
      // The view shows the session's own statements only, so it is read on each connection.
      const { rows } = await connection.query<{ name: string; statement: string; runs: number }>(
        'select name, statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements',
      );
      expect(rows.map((row) => [row.name, row.statement])).toEqual([['kit_test_scores', SCORES_TEXT]]);
      executions += rows[0]?.runs ?? 0;
    }
    expect(executions).toBe(runs);
  });
});
