import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRabbitBus } from '@tracker/kit/messaging/bus-rabbitmq';
import { type Database, openDatabase } from '@tracker/kit/data/db';
import { startRelay } from '@tracker/kit/messaging/outbox';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type ChildScript, startScript } from '../support/children.js';
import { waitFor } from '../support/commands.js';
import { printFigures } from '../support/figures.js';
import { faultInfra } from '../support/infra.js';
import { fileLogger, tail } from '../support/logs.js';
import { createDatabase } from '../support/private-postgres.js';
import { publishedCount, recordActivityEvents } from '../support/producer.js';
import { sinkReader, startSinkConsumer } from '../support/sink.js';

// A relay killed after the broker confirmed a batch and before it marked the batch published: on
// restart it publishes those rows again, and the consumer's inbox applies each event once.
const infra = faultInfra();
const EVENTS = 250;
const BATCH = 100;
const QUEUE = 'faults_relay_crash';
const PRODUCER = 'faults_producer';

describe.runIf(infra.available)('a relay crashing between publish and mark', () => {
  if (!infra.available) return;
  const { postgres, rabbitmq } = infra;
  const logDir = path.join(infra.dir, 'logs', 'relay-crash');
  let databaseUrl: string;
  let pool: pg.Pool;
  let producer: Database;
  let consumer: ChildScript | undefined;
  let crashing: ChildScript | undefined;

  beforeAll(async () => {
    await mkdir(logDir, { recursive: true });
    databaseUrl = await createDatabase(postgres, 'faults_relay_crash');
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    producer = await openDatabase({ schema: PRODUCER, url: databaseUrl, migrations: [] });
    consumer = await startSinkConsumer({
      databaseUrl,
      amqpUrl: rabbitmq.url,
      queue: QUEUE,
      deliveryLimit: 5,
      logFile: path.join(logDir, 'consumer.log'),
    });
  });

  afterAll(async () => {
    await crashing?.kill();
    await consumer?.stop();
    await producer?.close();
    await pool?.end();
  });

  it('publishes the unmarked batch again and the inbox absorbs the duplicates', async () => {
    onTestFailed(async () => {
      for (const name of ['crashing-relay.log', 'consumer.log', 'relay.log']) {
        console.error(`--- ${name}\n${await tail(path.join(logDir, name))}`);
      }
    });
    const sink = sinkReader(pool, QUEUE);
    await recordActivityEvents(producer, EVENTS);

    crashing = startScript(
      'relay-process.mjs',
      {
        FAULTS_DATABASE_URL: databaseUrl,
        FAULTS_AMQP_URL: rabbitmq.url,
        FAULTS_SCHEMA: PRODUCER,
        FAULTS_BATCH_SIZE: String(BATCH),
        FAULTS_CRASH_AFTER: String(BATCH),
      },
      path.join(logDir, 'crashing-relay.log'),
    );
    const exit = await crashing.exited;
    const markedAtCrash = await publishedCount(producer);
    // What the broker confirmed before the crash reaches the consumer all the same.
    await waitFor(
      'the crashed batch to be applied',
      async () => (await sink.appliedCount()) >= BATCH,
      30_000,
    );
    await sleep(1_000);
    const appliedBeforeRestart = await sink.appliedCount();

    const logger = fileLogger(logDir, 'relay');
    const bus = await createRabbitBus({ url: rabbitmq.url, logger, connectionName: 'faults-relay' });
    const relay = startRelay({ db: producer, bus, logger, batchSize: BATCH });
    try {
      await relay.flush();
    } finally {
      await relay.stop();
      await bus.close();
    }
    await waitFor('every event applied', async () => (await sink.appliedCount()) >= EVENTS, 30_000);
    // Any further copy would arrive now.
    await sleep(1_000);
    const counts = await sink.counts();
    const lost = await sink.missingFrom(PRODUCER);

    printFigures('Relay killed between publish and mark', [
      ['events in the outbox', EVENTS],
      ['batch confirmed by the broker, then the relay killed', BATCH],
      ['rows marked published when it died', markedAtCrash],
      ['applied before the relay restarted', appliedBeforeRestart],
      ['rows marked published after the restart', await publishedCount(producer)],
      ['deliveries to the consumer', counts.deliveries],
      ['events applied', counts.applied],
      ['duplicates absorbed by the inbox', counts.deliveries - counts.applied],
      ['lost', lost],
      ['applied twice', counts.doubleApplied],
    ]);

    expect(exit.signal).toBe('SIGKILL');
    expect(markedAtCrash).toBe(0);
    expect(appliedBeforeRestart).toBe(BATCH);
    expect(await publishedCount(producer)).toBe(EVENTS);
    expect(lost).toBe(0);
    expect(counts.applied).toBe(EVENTS);
    expect(counts.doubleApplied).toBe(0);
    // Exactly the crashed batch came twice, and the inbox turned each second copy into a no-op.
    expect(counts.deliveries).toBe(EVENTS + BATCH);
    expect(counts.redelivered).toBe(BATCH);
    expect(counts.maxDeliveries).toBe(2);
  });
});
