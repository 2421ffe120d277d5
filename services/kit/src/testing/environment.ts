import { randomBytes } from 'node:crypto';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { createServer, type AddressInfo } from 'node:net';
import {
  type Database,
  type EmbeddedPostgres,
  type Migration,
  openDatabase,
  openEmbeddedPostgres,
} from '../data/db.js';

const SERVICE_VARIABLES: Record<string, string> = {
  postgres: 'TEST_DATABASE_URL',
  postgresql: 'TEST_DATABASE_URL',
  database: 'TEST_DATABASE_URL',
  db: 'TEST_DATABASE_URL',
  rabbitmq: 'TEST_AMQP_URL',
  amqp: 'TEST_AMQP_URL',
  broker: 'TEST_AMQP_URL',
  redis: 'TEST_REDIS_URL',
  cache: 'TEST_REDIS_URL',
};

const announcedSkips = new Set<string>();

function fromEnv(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** The Postgres URL tests may use (`TEST_DATABASE_URL`), or undefined. */
export function testDatabaseUrl(): string | undefined {
  return fromEnv('TEST_DATABASE_URL');
}

/** The RabbitMQ URL tests may use (`TEST_AMQP_URL`), or undefined. */
export function testAmqpUrl(): string | undefined {
  return fromEnv('TEST_AMQP_URL');
}

/** The Redis URL tests may use (`TEST_REDIS_URL`), or undefined. */
export function testRedisUrl(): string | undefined {
  return fromEnv('TEST_REDIS_URL');
}

/** The environment variable that configures a test service named like `rabbitmq`, `redis` or `postgres`. */
export function testVariableFor(name: string): string {
  const key = name.trim().toLowerCase();
  return SERVICE_VARIABLES[key] ?? `TEST_${key.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_URL`;
}

/**
 * Whether tests needing the service `name` should run: true when `value` is set; otherwise throws
 * under `CI=true`, else prints one skip line (once per service) and returns false.
 */
export function requireService(name: string, value: string | undefined): boolean {
  if (value) return true;
  const variable = testVariableFor(name);
  if (process.env.CI === 'true') {
    throw new Error(`${name} is required in CI (set ${variable})`);
  }
  if (!announcedSkips.has(name)) {
    announcedSkips.add(name);
    console.warn(`skipping ${name} tests: ${variable} is not set`);
  }
  return false;
}

/** A short identifier, unique per call, usable as a Postgres schema or a queue name: `<prefix>_<random>`. */
export function uniqueName(prefix = 't'): string {
  const cleaned =
    prefix
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, '_')
      .replace(/^[^a-z_]+/, '') || 't';
  return `${cleaned.slice(0, 40)}_${randomBytes(5).toString('hex')}`;
}

/** A database opened for one test; `drop()` removes everything it created and closes it. */
export type TestDatabase = Database & { drop(): Promise<void> };

export interface OpenTestDatabaseOptions {
  migrations?: readonly Migration[];
  schemaPrefix?: string;
  /** Share this embedded instance (only used without `TEST_DATABASE_URL`) instead of a fresh one. */
  embedded?: EmbeddedPostgres;
}

/**
 * Opens a database in a fresh unique schema on `TEST_DATABASE_URL`, or, without it, on a fresh
 * in-memory PGlite (or the given shared `embedded` instance).
 */
export async function openTestDatabase(options: OpenTestDatabaseOptions = {}): Promise<TestDatabase> {
  const schema = uniqueName(options.schemaPrefix ?? 'test');
  const migrations = options.migrations ?? [];
  const url = testDatabaseUrl();

  if (url) {
    const db = await openDatabase({ schema, url, migrations, poolMax: 4 });
    return {
      ...db,
      async drop() {
        try {
          await db.knex.raw('drop schema if exists ?? cascade', [schema]);
        } finally {
          await db.close();
        }
      },
    };
  }

  const embedded = options.embedded ?? (await openEmbeddedPostgres());
  const ownsEmbedded = options.embedded === undefined;
  let db: Database;
  try {
    db = await openDatabase({ schema, embedded, migrations });
  } catch (error) {
    if (ownsEmbedded) await embedded.close();
    throw error;
  }
  return {
    ...db,
    async drop() {
      try {
        if (!ownsEmbedded) await db.knex.raw('drop schema if exists ?? cascade', [schema]);
      } finally {
        await db.close();
        if (ownsEmbedded) await embedded.close();
      }
    },
  };
}

/** A loopback port that was free a moment ago: for a server a test starts, or an address where nothing listens. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The events a test's database has recorded in its outbox, oldest first, optionally of one type. */
export async function recordedEvents(
  db: Database,
  type?: string,
): Promise<Array<EventEnvelope<Record<string, unknown>>>> {
  const query = db
    .knex('outbox')
    .select('payload')
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  if (type) query.where('type', type);
  const rows = (await query) as Array<{ payload: EventEnvelope<Record<string, unknown>> | string }>;
  return rows.map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload));
}
