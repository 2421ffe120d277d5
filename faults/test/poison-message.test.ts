import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRabbitBus } from '@tracker/kit/messaging/bus-rabbitmq';
import type { Bus } from '@tracker/kit/messaging/bus';
import { type Database, openDatabase } from '@tracker/kit/data/db';
import { type Relay, startRelay } from '@tracker/kit/messaging/outbox';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { ChildScript } from '../support/children.js';
import { waitFor } from '../support/commands.js';
import { deadLetterCount, takeDeadLetters } from '../support/dead-letters.js';
import { printFigures, seconds } from '../support/figures.js';
import { faultInfra } from '../support/infra.js';
import { fileLogger, tail } from '../support/logs.js';
import { createDatabase } from '../support/private-postgres.js';
import { recordActivityEvents } from '../support/producer.js';
import { sinkReader, startSinkConsumer } from '../support/sink.js';

// One event whose handler always fails, published before 500 healthy ones: it is retried up to the
// delivery limit, then lands in `<queue>.dead`, while the healthy events keep being applied.
const infra = faultInfra();
const HEALTHY = 500;
const DELIVERY_LIMIT = 5;
const QUEUE = 'faults_poison';
const PRODUCER = 'faults_producer';
const POISON = 'poison pill';

describe.runIf(infra.available)('a poison message', () => {
  if (!infra.available) return;
  const { postgres, rabbitmq } = infra;
  const logDir = path.join(infra.dir, 'logs', 'poison-message');
  let databaseUrl: string;
  let pool: pg.Pool;
  let producer: Database;
  let bus: Bus | undefined;
  let relay: Relay | undefined;
  let consumer: ChildScript | undefined;

  beforeAll(async () => {
    await mkdir(logDir, { recursive: true });
    databaseUrl = await createDatabase(postgres, 'faults_poison');
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    producer = await openDatabase({ schema: PRODUCER, url: databaseUrl, migrations: [] });
    consumer = await startSinkConsumer({
      databaseUrl,
      amqpUrl: rabbitmq.url,
      queue: QUEUE,
      deliveryLimit: DELIVERY_LIMIT,
      poisonDescription: POISON,
      logFile: path.join(logDir, 'consumer.log'),
    });
  });

  afterAll(async () => {
    await relay?.stop();
    await bus?.close();
    await consumer?.stop();
    await producer?.close();
    await pool?.end();
  });

  it('dead-letters it after the delivery limit while healthy events keep flowing', async () => {
    onTestFailed(async () => {
      for (const name of ['consumer.log', 'relay.log']) {
        console.error(`--- ${name}\n${await tail(path.join(logDir, name))}`);
      }
    });
    const sink = sinkReader(pool, QUEUE);
    const [poisonId, ...healthyIds] = await recordActivityEvents(producer, HEALTHY + 1, (index) =>
      index === 0 ? POISON : `healthy event ${index}`,
    );
    const logger = fileLogger(logDir, 'relay');
    bus = await createRabbitBus({ url: rabbitmq.url, logger, connectionName: 'faults-poison-relay' });
    const started = Date.now();
    relay = startRelay({ db: producer, bus, logger });

    await waitFor(
      'the healthy events applied and the poison dead-lettered',
      async () => (await sink.appliedCount()) >= HEALTHY && (await deadLetterCount(rabbitmq.url, QUEUE)) >= 1,
      60_000,
      200,
    );
    const settled = Date.now();
    // A late redelivery or a second dead letter would show now.
    await sleep(1_000);

    const counts = await sink.counts();
    const poison = await sink.deliveriesOf(poisonId!);
    const lastPoisonDelivery = poison.lastAt ?? new Date();
    const appliedWhileRetried = Number(
      (
        await pool.query(`select count(*) as n from ${QUEUE}.applied where applied_at < $1`, [
          lastPoisonDelivery,
        ])
      ).rows[0].n,
    );
    const deadLetters = await takeDeadLetters(rabbitmq.url, QUEUE);
    const healthyDelivered = counts.deliveries - poison.count;

    printFigures('Poison message', [
      ['configured delivery limit', DELIVERY_LIMIT],
      ['deliveries of the poison message', poison.count],
      ['messages in the dead-letter queue', deadLetters.length],
      ['dead-letter reason', deadLetters.map((letter) => letter.reason ?? '?').join(', ')],
      ['healthy events published after it', HEALTHY],
      ['healthy events applied', counts.applied],
      ['… of them before the poison was given up', appliedWhileRetried],
      ['deliveries of healthy events', healthyDelivered],
      ['time until all settled', seconds(settled - started)],
    ]);

    expect(poison.count).toBe(DELIVERY_LIMIT);
    expect(await sink.isApplied(poisonId!)).toBe(false);
    expect(deadLetters).toEqual([{ id: poisonId, reason: 'delivery_limit' }]);
    expect(counts.applied).toBe(HEALTHY);
    expect(counts.doubleApplied).toBe(0);
    expect(healthyDelivered).toBe(HEALTHY);
    expect(await sink.missingFrom(PRODUCER)).toBe(1);
    for (const id of healthyIds.slice(-3)) expect(await sink.isApplied(id)).toBe(true);
    // The retries did not hold the queue up: healthy events went through while the poison was retried.
    expect(appliedWhileRetried).toBeGreaterThan(0);
  });
});
