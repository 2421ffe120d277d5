import pg from 'pg';
import { startScript, type ChildScript } from './children.js';

/** What the consumer process (`consumer-process.mjs`) recorded in its schema. */
export interface SinkCounts {
  applied: number;
  deliveries: number;
  /** Events delivered more than once. */
  redelivered: number;
  maxDeliveries: number;
  doubleApplied: number;
  inbox: number;
}

export interface SinkOptions {
  databaseUrl: string;
  amqpUrl: string;
  /** The consumer's queue, also the schema of its tables. */
  queue: string;
  deliveryLimit: number;
  logFile: string;
  poisonDescription?: string;
}

/** Starts a consumer process and waits until it is subscribed, so its queue exists and is bound. */
export async function startSinkConsumer(options: SinkOptions): Promise<ChildScript> {
  const env: Record<string, string> = {
    FAULTS_DATABASE_URL: options.databaseUrl,
    FAULTS_AMQP_URL: options.amqpUrl,
    FAULTS_QUEUE: options.queue,
    FAULTS_DELIVERY_LIMIT: String(options.deliveryLimit),
  };
  if (options.poisonDescription !== undefined) env.FAULTS_POISON_DESCRIPTION = options.poisonDescription;
  const consumer = startScript('consumer-process.mjs', env, options.logFile);
  await consumer.ready;
  return consumer;
}

/** Schema names go into the SQL text: only plain identifiers, which the suite chooses itself. */
function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid schema ${name}`);
  return name;
}

/** Reads the tables of the consumer whose queue (and schema) is `queue`. */
export function sinkReader(pool: pg.Pool, queue: string) {
  const schema = identifier(queue);

  async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
    const { rows } = await pool.query(sql, params);
    return rows[0] as T;
  }

  return {
    async counts(): Promise<SinkCounts> {
      const row = await one<Record<keyof SinkCounts, string | null>>(
        `select
           (select count(*) from ${schema}.applied) as applied,
           (select coalesce(sum(count), 0) from ${schema}.deliveries) as deliveries,
           (select count(*) from ${schema}.deliveries where count > 1) as redelivered,
           (select coalesce(max(count), 0) from ${schema}.deliveries) as "maxDeliveries",
           (select count(*) from ${schema}.double_applied) as "doubleApplied",
           (select count(*) from ${schema}.inbox) as inbox`,
      );
      return {
        applied: Number(row.applied),
        deliveries: Number(row.deliveries),
        redelivered: Number(row.redelivered),
        maxDeliveries: Number(row.maxDeliveries),
        doubleApplied: Number(row.doubleApplied),
        inbox: Number(row.inbox),
      };
    },

    async appliedCount(): Promise<number> {
      return Number((await one<{ n: string }>(`select count(*) as n from ${schema}.applied`)).n);
    },

    async isApplied(eventId: string): Promise<boolean> {
      const row = await one<{ n: string }>(
        `select count(*) as n from ${schema}.applied where event_id = $1`,
        [eventId],
      );
      return Number(row.n) > 0;
    },

    /** How often `eventId` was delivered, and when last. */
    async deliveriesOf(eventId: string): Promise<{ count: number; lastAt: Date | null }> {
      const row = await one<{ count: number; last_at: Date } | undefined>(
        `select count, last_at from ${schema}.deliveries where event_id = $1`,
        [eventId],
      );
      return { count: row?.count ?? 0, lastAt: row?.last_at ?? null };
    },

    /** Events in the `producer` schema's outbox that never reached `applied`. */
    async missingFrom(producer: string): Promise<number> {
      const producerSchema = identifier(producer);
      const row = await one<{ n: string }>(
        `select count(*) as n from ${producerSchema}.outbox o
         where o.type = 'activity.logged'
           and not exists (select 1 from ${schema}.applied a where a.event_id = o.id)`,
      );
      return Number(row.n);
    },

    /** Applied events that no outbox row of the `producer` schema holds (should be none). */
    async strangersTo(producer: string): Promise<number> {
      const producerSchema = identifier(producer);
      const row = await one<{ n: string }>(
        `select count(*) as n from ${schema}.applied a
         where not exists (select 1 from ${producerSchema}.outbox o where o.id = a.event_id)`,
      );
      return Number(row.n);
    },
  };
}

export type SinkReader = ReturnType<typeof sinkReader>;
