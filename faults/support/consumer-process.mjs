// A consumer in a process of its own, so the fault suite can SIGKILL it in the middle of deliveries.
// It is the kit's RabbitMQ bus and inbox as a service uses them (compiled: the suite builds first),
// applying `activity.logged` by recording the event id in `applied` (primary key: a second apply
// cannot commit), and counting every delivery in `deliveries` outside the inbox transaction, so
// redeliveries show even when the inbox absorbs them.
//
// Environment: FAULTS_DATABASE_URL, FAULTS_AMQP_URL, FAULTS_QUEUE (also the schema of its tables),
// FAULTS_DELIVERY_LIMIT, FAULTS_PREFETCH, and FAULTS_POISON_DESCRIPTION: an event whose description is
// this fails every time. Sends `{ ready: true }` over IPC once subscribed.
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { createRabbitBus } from '@tracker/kit/messaging/bus-rabbitmq';
import { openDatabase } from '@tracker/kit/data/db';
import { on, startConsumer } from '@tracker/kit/messaging/inbox';
import { createLogger } from '@tracker/kit/runtime/logger';

function setting(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

const queue = setting('FAULTS_QUEUE');
const deliveryLimit = Number(setting('FAULTS_DELIVERY_LIMIT'));
const prefetch = Number(process.env.FAULTS_PREFETCH ?? '20');
const poison = process.env.FAULTS_POISON_DESCRIPTION;
const logger = createLogger(`consumer ${queue}`, { level: process.env.FAULTS_LOG_LEVEL ?? 'warn' });

const sinkTables = {
  name: '001-sink',
  async up(knex) {
    await knex.schema.createTable('applied', (t) => {
      t.uuid('event_id').primary();
      t.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(knex.raw('clock_timestamp()'));
    });
    await knex.schema.createTable('deliveries', (t) => {
      t.uuid('event_id').primary();
      t.integer('count').notNullable();
      t.timestamp('last_at', { useTz: true }).notNullable();
    });
    // Written when an apply is refused by `applied`'s key: the inbox let a duplicate through.
    await knex.schema.createTable('double_applied', (t) => {
      t.uuid('event_id').notNullable();
      t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.raw('clock_timestamp()'));
    });
  },
};

const db = await openDatabase({
  schema: queue,
  url: setting('FAULTS_DATABASE_URL'),
  migrations: [sinkTables],
  logger,
});
const bus = await createRabbitBus({
  url: setting('FAULTS_AMQP_URL'),
  logger,
  deliveryLimit,
  prefetch,
  connectionName: `faults-consumer-${queue}`,
});

/** The bus with every delivery counted before the inbox sees it. */
const countingBus = {
  ...bus,
  subscribe(options) {
    return bus.subscribe({
      ...options,
      async handler(envelope) {
        await db.knex.raw(
          `insert into deliveries (event_id, count, last_at) values (?, 1, clock_timestamp())
           on conflict (event_id) do update set count = deliveries.count + 1, last_at = excluded.last_at`,
          [envelope.id],
        );
        try {
          await options.handler(envelope);
        } catch (error) {
          if (error?.code === '23505' && error?.constraint === 'applied_pkey') {
            await db.knex('double_applied').insert({ event_id: envelope.id });
          }
          throw error;
        }
      },
    });
  },
};

const subscription = await startConsumer({
  service: queue,
  db,
  bus: countingBus,
  logger,
  prefetch,
  handlers: [
    on(activityLoggedV1, async (event, trx) => {
      if (poison !== undefined && event.data.description === poison) {
        throw new Error(`event ${event.id} is poisoned`);
      }
      await trx('applied').insert({ event_id: event.id });
    }),
  ],
});

process.once('SIGTERM', async () => {
  await subscription.stop();
  await bus.close();
  await db.close();
  process.exit(0);
});

process.send?.({ ready: true });
