import type { Knex } from 'knex';

/** A statement as it went to the driver: its text, and its name when it was sent as a prepared one. */
export interface SentStatement {
  text: string;
  name?: string;
}

type QueryArgument = string | { text?: string; name?: string };
interface Connection {
  query(arg: QueryArgument, ...rest: unknown[]): unknown;
}
interface PooledClient {
  acquireConnection(): Promise<Connection>;
}

// What knex sends on its own when it hands out a connection, not what the call asked for.
const HOUSEKEEPING = /^(set search_path to |select version\(\))/i;

/**
 * The statements `call` sent over `knex`'s connections (knex's own, prepared ones and a transaction's
 * `BEGIN` and `COMMIT` alike), in the order they reached the driver. For tests that pin how many round
 * trips a use case makes: the connections are watched only while `call` runs.
 */
export async function statementsSentBy(knex: Knex, call: () => Promise<unknown>): Promise<SentStatement[]> {
  const client = knex.client as PooledClient;
  const own = Object.hasOwn(client, 'acquireConnection');
  const acquire = client.acquireConnection;
  const seen: SentStatement[] = [];
  const watched = new WeakSet<Connection>();
  const restore: Array<() => void> = [];
  client.acquireConnection = async () => {
    const connection = await acquire.call(client);
    if (!watched.has(connection)) {
      watched.add(connection);
      const query = connection.query;
      connection.query = function (this: Connection, arg: QueryArgument, ...rest: unknown[]) {
        const text = typeof arg === 'string' ? arg : arg.text;
        if (text !== undefined && !HOUSEKEEPING.test(text)) {
          seen.push(typeof arg === 'object' && arg.name ? { text, name: arg.name } : { text });
        }
        return query.call(this, arg, ...rest);
      };
      // Put back once the call is over, for when the pool hands the connection out again.
      restore.push(() => (connection.query = query));
    }
    return connection;
  };
  try {
    await call();
  } finally {
    if (own) client.acquireConnection = acquire;
    else delete (client as Partial<PooledClient>).acquireConnection;
    for (const undo of restore) undo();
  }
  return seen;
}

/** The SQL `call` sent, as `statementsSentBy`, each statement on one line (whitespace collapsed). */
export async function sqlSentBy(knex: Knex, call: () => Promise<unknown>): Promise<string[]> {
  return (await statementsSentBy(knex, call)).map((statement) => statement.text.replace(/\s+/g, ' ').trim());
}
