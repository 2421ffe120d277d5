import type { Knex } from 'knex';
import type pg from 'pg';
import type { Database } from './db.js';

/**
 * A hot read sent as a named statement. On a Postgres server, node-postgres parses a named statement
 * once per connection and afterwards only binds and executes it, so the server skips parsing and,
 * once it settles on a generic plan, planning; the text goes to the driver as it is, without knex's
 * query building. Names in the text resolve through the connection's `search_path`, which the kit
 * sets to the service's schema on every connection.
 */
export interface PreparedQuery<Row> {
  readonly name: string;
  readonly text: string;
  /**
   * Runs the statement with `values` (`$1`, `$2`, … in the text): on a connection of the database's
   * pool, or on a knex transaction's own connection when given one.
   */
  run(db: Database | Knex, values: readonly unknown[]): Promise<Row[]>;
}

const STATEMENT_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

// Name → text, process-wide: node-postgres refuses a name it prepared with another text, and the
// embedded launcher runs every service in one process, so a clash is caught where it is written.
const defined = new Map<string, string>();

interface PooledClient {
  config: { client?: unknown };
  acquireConnection(): Promise<pg.ClientBase>;
  releaseConnection(connection: pg.ClientBase): Promise<void>;
}

/** Knex and its transactions are functions; the kit's `Database` is a plain object. */
function isKnex(db: Database | Knex): db is Knex {
  return typeof db === 'function';
}

/**
 * Defines a named statement; call it once, at module load or start-up, never per request. The same
 * name may be defined again only with the same text.
 */
export function preparedQuery<Row extends object>(name: string, text: string): PreparedQuery<Row> {
  if (!STATEMENT_NAME.test(name)) {
    throw new Error(
      `Invalid prepared statement name "${name}": use lower-case letters, digits and underscores`,
    );
  }
  const known = defined.get(name);
  if (known !== undefined && known !== text) {
    throw new Error(`Prepared statement "${name}" is already defined with another text`);
  }
  defined.set(name, text);
  return {
    name,
    text,
    async run(db, values) {
      // knex's own pool, or a transaction's connection: it has the schema's search path (and, embedded,
      // the session lock). The embedded dialect is configured as a class, a server's by its name.
      const knex = isKnex(db) ? db : db.knex;
      const client = knex.client as PooledClient;
      const embedded = isKnex(db) ? typeof client.config.client !== 'string' : db.embedded;
      const connection = await client.acquireConnection();
      try {
        // PGlite's single session outlives the node-postgres clients knex opens on it, and is shared by
        // every service of the process: a name would be prepared there by one client and refused as a
        // duplicate to the next, so embedded statements go unnamed.
        const config: pg.QueryConfig = embedded
          ? { text, values: values as unknown[] }
          : { name, text, values: values as unknown[] };
        const result = await connection.query<Row & pg.QueryResultRow>(config);
        return result.rows;
      } finally {
        await client.releaseConnection(connection);
      }
    },
  };
}
