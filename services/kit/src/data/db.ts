import knex, { type Knex } from 'knex';
import type { Logger } from 'pino';
import { type EmbeddedPostgres, embeddedKnexClient } from './db-embedded.js';

export { EmbeddedLockTimeoutError, type EmbeddedPostgres, openEmbeddedPostgres } from './db-embedded.js';

/** How long handled events stay in the outbox and inbox tables unless a service says otherwise. */
export const DEFAULT_EVENT_RETENTION_DAYS = 7;

/** One step of a service's schema history; `name` orders the steps and is recorded once applied. */
export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down?(knex: Knex): Promise<void>;
}

/** A knex instance bound to one service's schema. */
export interface Database {
  knex: Knex;
  schema: string;
  /**
   * True on the embedded PGlite instance, whose one session the services of the process share (so a
   * named statement would outlive the client that prepared it); false on a Postgres server.
   */
  embedded: boolean;
  /**
   * Days the kit keeps published outbox rows and inbox rows; the relay and the consumer delete older
   * ones. It travels with the database because it governs the kit's own tables, which every service's
   * relay and consumer reach only through this object.
   */
  eventRetentionDays: number;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  schema: string;
  url?: string;
  embedded?: EmbeddedPostgres;
  migrations: readonly Migration[];
  poolMax?: number;
  logger?: Logger;
  /** `EVENT_RETENTION_DAYS`; 7 when not given. */
  eventRetentionDays?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Opens knex on `url` (node-postgres) or on an embedded instance, creates the schema and the kit's
 * outbox and inbox tables in it, then applies the service's migrations.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const { schema, embedded, migrations, logger } = options;
  const url = options.url || undefined;
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name "${schema}": use lower-case letters, digits and underscores`);
  }
  if ((url === undefined) === (embedded === undefined)) {
    throw new Error('openDatabase needs exactly one of url or embedded');
  }

  const common: Knex.Config = {
    searchPath: [schema],
    log: logger ? knexLog(logger) : undefined,
  };
  const db =
    url !== undefined
      ? knex({
          ...common,
          client: 'pg',
          connection: { connectionString: url, application_name: schema },
          // Setup holds one connection for its advisory lock while the migrator uses another.
          pool: { min: 0, max: Math.max(2, options.poolMax ?? 10) },
        })
      : knex({
          ...common,
          client: embeddedKnexClient(embedded as EmbeddedPostgres),
          connection: {},
          pool: { min: 0, max: 1 },
        });

  try {
    if (url !== undefined)
      await withSetupLock(db, schema, () => prepareSchema(db, schema, migrations, logger));
    else await prepareSchema(db, schema, migrations, logger);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  return {
    knex: db,
    schema,
    embedded: url === undefined,
    eventRetentionDays: options.eventRetentionDays ?? DEFAULT_EVENT_RETENTION_DAYS,
    async ping() {
      await db.raw('select 1');
    },
    async close() {
      await db.destroy();
    },
  };
}

async function prepareSchema(db: Knex, schema: string, migrations: readonly Migration[], logger?: Logger) {
  // A service's role may own its schema without being allowed to create schemas (one role per
  // service, as compose and managed databases set it up), and `create schema if not exists` needs
  // that right even when the schema is there: look first.
  const existing = await db('pg_catalog.pg_namespace').where('nspname', schema).first('nspname');
  if (!existing) await db.raw('create schema if not exists ??', [schema]);
  await createKitTables(db, schema);
  await applyMigrations(db, schema, migrations, logger);
}

async function createKitTables(db: Knex, schema: string) {
  await db.raw(
    `create table if not exists ??.outbox (
       id uuid primary key,
       type text not null,
       version integer not null,
       routing_key text not null,
       subject_id text not null,
       payload jsonb not null,
       created_at timestamptz not null default now(),
       published_at timestamptz null,
       attempts integer not null default 0,
       last_error text null
     )`,
    [schema],
  );
  await db.raw(
    'create index if not exists outbox_unpublished_idx on ??.outbox (created_at) where published_at is null',
    [schema],
  );
  // The retention sweeps find expired rows through these, oldest first.
  await db.raw(
    'create index if not exists outbox_published_idx on ??.outbox (published_at) where published_at is not null',
    [schema],
  );
  await db.raw(
    `create table if not exists ??.inbox (
       event_id uuid not null,
       consumer text not null,
       processed_at timestamptz not null default now(),
       primary key (event_id, consumer)
     )`,
    [schema],
  );
  await db.raw('create index if not exists inbox_processed_idx on ??.inbox (processed_at)', [schema]);
}

async function applyMigrations(db: Knex, schema: string, migrations: readonly Migration[], logger?: Logger) {
  const names = new Set<string>();
  for (const migration of migrations) {
    if (names.has(migration.name)) throw new Error(`Duplicate migration name "${migration.name}"`);
    names.add(migration.name);
  }
  const migrationSource: Knex.MigrationSource<Migration> = {
    getMigrations: async () => [...migrations],
    getMigrationName: (migration) => migration.name,
    getMigration: async (migration) => ({
      up: (trx) => migration.up(trx),
      down: async (trx) => {
        if (!migration.down) throw new Error(`Migration ${migration.name} cannot be undone`);
        await migration.down(trx);
      },
    }),
  };

  const config = { migrationSource, schemaName: schema };
  let applied: string[];
  try {
    [, applied] = (await db.migrate.latest(config)) as [number, string[]];
  } catch (error) {
    if ((error as Error).name !== 'MigrationLocked') throw error;
    // Setup is serialised per schema, so the lock was left by a process that died while migrating.
    logger?.warn({ schema }, 'freeing a migration lock left by an interrupted run');
    await db.migrate.forceFreeMigrationsLock(config);
    [, applied] = (await db.migrate.latest(config)) as [number, string[]];
  }
  if (applied.length > 0) logger?.info({ schema, migrations: applied }, 'applied database migrations');
}

/**
 * Serialises schema setup between processes sharing one Postgres (replicas starting together), with a
 * session advisory lock held on a connection of its own while the setup runs on the others.
 */
async function withSetupLock(db: Knex, schema: string, setup: () => Promise<void>) {
  const key = `tracker.schema-setup.${schema}`;
  const connection = await db.client.acquireConnection();
  try {
    await db.select(db.raw('pg_advisory_lock(hashtext(?))', [key])).connection(connection);
    try {
      await setup();
    } finally {
      await db.select(db.raw('pg_advisory_unlock(hashtext(?))', [key])).connection(connection);
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}

function knexLog(logger: Logger): Knex.Config['log'] {
  const log = logger.child({ module: 'knex' });
  return {
    warn: (message: unknown) => log.warn(String(message)),
    error: (message: unknown) => log.error(String(message)),
    deprecate: (method: string, alternative: string) =>
      log.warn(`${method} is deprecated, use ${alternative}`),
    debug: (message: unknown) => log.debug(String(message)),
  };
}
