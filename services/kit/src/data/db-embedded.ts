import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { Knex } from 'knex';
import pg from 'pg';

const require = createRequire(import.meta.url);
// knex ships its Postgres dialect only as CommonJS without typings of its own.
const PostgresClient = require('knex/lib/dialects/postgres/index.js') as typeof Knex.Client;

/** Error raised when a database waits too long for the embedded Postgres' single session. */
export class EmbeddedLockTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(
      `Timed out after ${timeoutMs} ms waiting for the embedded Postgres connection ` +
        '(is a query running outside its transaction while that transaction is open?)',
    );
    this.name = 'EmbeddedLockTimeoutError';
  }
}

/** A first-come, first-served mutex whose waiters can give up after a timeout. */
class SessionLock {
  private held = false;
  private readonly waiters: Array<() => void> = [];

  acquire(timeoutMs: number): Promise<() => void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        const index = this.waiters.indexOf(grant);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(new EmbeddedLockTimeoutError(timeoutMs));
      }, timeoutMs);
      this.waiters.push(grant);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiters.shift();
      if (next) next();
      else this.held = false;
    };
  }
}

/**
 * One PGlite instance shared by several databases. PGlite has a single session, so whoever holds
 * the session lock owns it: a knex query or a whole transaction, never pieces of two.
 */
export class EmbeddedPostgres {
  private readonly lock = new SessionLock();
  private closed = false;

  constructor(
    readonly pglite: PGlite,
    readonly dataDir: string | undefined,
  ) {}

  /** Waits for the single session and returns the function that hands it on. */
  acquireSession(timeoutMs: number): Promise<() => void> {
    if (this.closed) return Promise.reject(new Error('The embedded Postgres is closed'));
    return this.lock.acquire(timeoutMs);
  }

  /** Closes PGlite once the current holder of the session is done; close the databases first. */
  async close(): Promise<void> {
    if (this.closed) return;
    const release = await this.lock.acquire(60_000);
    this.closed = true;
    try {
      await this.pglite.close();
    } finally {
      release();
    }
  }
}

/** Opens one PGlite instance, on disk under `dir` or in memory when `dir` is undefined. */
export async function openEmbeddedPostgres(dir?: string): Promise<EmbeddedPostgres> {
  if (dir !== undefined) await mkdir(dir, { recursive: true });
  const pglite = dir === undefined ? await PGlite.create() : await PGlite.create(dir);
  return new EmbeddedPostgres(pglite, dir);
}

interface PostgresClientInternals {
  config: Knex.Config;
  searchPath?: string | string[];
  setSchemaSearchPath(connection: unknown, searchPath?: string | string[]): Promise<unknown>;
}

type DisposableConnection = pg.Client & { __knex__disposed?: unknown };

/**
 * A knex client class speaking to the embedded instance through node-postgres (so bindings, type
 * parsing and result shapes are exactly those of the `pg` client) and serialising every connection
 * checkout on the instance's session lock, resetting `search_path` each time.
 */
export function embeddedKnexClient(embedded: EmbeddedPostgres): typeof Knex.Client {
  const releases = new WeakMap<object, () => void>();

  return class EmbeddedPostgresClient extends PostgresClient {
    _acquireOnlyConnection(): Promise<DisposableConnection> {
      const config = createPgConfig(embedded.pglite) as unknown as pg.ClientConfig;
      const connection: DisposableConnection = new pg.Client(config);
      connection.on('error', (err) => {
        connection.__knex__disposed = err;
      });
      connection.on('end', () => {
        connection.__knex__disposed = 'Connection ended unexpectedly';
      });
      return connection.connect().then(() => connection);
    }

    override async acquireConnection(): Promise<object> {
      const internals = this as unknown as PostgresClientInternals;
      const timeoutMs = internals.config.acquireConnectionTimeout ?? 60_000;
      const release = await embedded.acquireSession(timeoutMs);
      let connection: object | undefined;
      try {
        connection = (await super.acquireConnection()) as object;
        // The session is shared with other databases, so their search path may still be set.
        await internals.setSchemaSearchPath(connection, internals.searchPath);
        releases.set(connection, release);
        return connection;
      } catch (error) {
        if (connection) await super.releaseConnection(connection);
        release();
        throw error;
      }
    }

    override async releaseConnection(connection: object): Promise<void> {
      const release = releases.get(connection);
      releases.delete(connection);
      try {
        await super.releaseConnection(connection);
      } finally {
        release?.();
      }
    }
  };
}
