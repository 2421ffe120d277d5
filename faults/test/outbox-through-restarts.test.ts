import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, onTestFinished } from 'vitest';
import { type ActivityHost, startActivityService } from '../support/activity-host.js';
import type { ChildScript } from '../support/children.js';
import { waitFor } from '../support/commands.js';
import { printFigures, seconds } from '../support/figures.js';
import { faultInfra } from '../support/infra.js';
import { fileLogger, tail } from '../support/logs.js';
import { createDatabase } from '../support/private-postgres.js';
import { isRabbitMqRunning, killRabbitMq, startRabbitMq, stopRabbitMq } from '../support/private-rabbitmq.js';
import { sinkReader, startSinkConsumer } from '../support/sink.js';

// 10,000 activities logged with the activity service's own store code, so 10,000 `activity.logged`
// events through its outbox and relay to a consumer in another process, while the broker is restarted
// three times (once by SIGKILL of its VM) and the consumer is SIGKILLed once: every event is applied
// exactly once, and the redeliveries are counted.
const infra = faultInfra();
const EVENTS = 10_000;
const QUEUE = 'faults_restarts';
const DELIVERY_LIMIT = 5;
// Written in transactions of BATCH activities by WRITERS writers, at most EVENTS_PER_SECOND.
const BATCH = 20;
const WRITERS = 3;
const EVENTS_PER_SECOND = 400;
const USERS = 20;

interface Fault {
  at: number;
  what: string;
  run(): Promise<void>;
}

describe.runIf(infra.available)('10,000 events through the outbox while RabbitMQ restarts', () => {
  if (!infra.available) return;
  const { postgres, rabbitmq, redis } = infra;
  const logDir = path.join(infra.dir, 'logs', 'outbox-through-restarts');
  let databaseUrl: string;
  let pool: pg.Pool;
  let host: ActivityHost | undefined;
  let consumer: ChildScript | undefined;
  let consumerStarts = 0;

  function startConsumer() {
    consumerStarts += 1;
    return startSinkConsumer({
      databaseUrl,
      amqpUrl: rabbitmq.url,
      queue: QUEUE,
      deliveryLimit: DELIVERY_LIMIT,
      logFile: path.join(logDir, `consumer-${consumerStarts}.log`),
    });
  }

  beforeAll(async () => {
    await mkdir(logDir, { recursive: true });
    databaseUrl = await createDatabase(postgres, 'faults_restarts');
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // Subscribed first: the queue and its binding must exist before anything is published.
    consumer = await startConsumer();
    host = await startActivityService({
      databaseUrl,
      amqpUrl: rabbitmq.url,
      redisUrl: redis.url,
      dataDir: path.join(infra.dir, 'activity-data'),
      logger: fileLogger(logDir, 'activity'),
    });
  });

  afterAll(async () => {
    await consumer?.stop();
    await host?.stop();
    await pool?.end();
    // Leave the broker running for the next file whatever happened here.
    if (!(await isRabbitMqRunning(rabbitmq))) await startRabbitMq(rabbitmq);
  });

  it('applies every event exactly once and reports the redeliveries', async () => {
    const timeline: string[] = [];
    const note = (what: string) =>
      timeline.push(`${seconds(Date.now() - started).padStart(8)}  ${what} (${produced} written)`);
    onTestFailed(async () => {
      console.error(
        `--- timeline\n${timeline.join('\n')}\n--- ${JSON.stringify(await sink.counts().catch(String))}`,
      );
      for (const name of ['activity.log', `consumer-${consumerStarts}.log`]) {
        console.error(`--- ${name}\n${await tail(path.join(logDir, name))}`);
      }
    });
    const service = host as ActivityHost;
    let produced = 0;
    const started = Date.now();
    const sink = sinkReader(pool, QUEUE);
    const users = Array.from({ length: USERS }, () => randomUUID());
    const today = new Date().toISOString().slice(0, 10);

    // Each fault starts once its share of the events is written, and writing goes on while it lasts;
    // it only waits for a fault to end before passing the next one's mark, so every fault meets traffic.
    const outages: number[] = [];
    const done = { brokerStops: 0, brokerKills: 0, consumerKills: 0 };
    async function restartBroker(how: 'stop' | 'kill') {
      const down = Date.now();
      if (how === 'stop') await stopRabbitMq(rabbitmq);
      else await killRabbitMq(rabbitmq);
      done[how === 'stop' ? 'brokerStops' : 'brokerKills'] += 1;
      await sleep(1_000);
      await startRabbitMq(rabbitmq);
      outages.push(Date.now() - down);
    }
    const faults: Fault[] = [
      { at: 1_500, what: 'RabbitMQ stopped and started', run: () => restartBroker('stop') },
      {
        at: 3_500,
        what: 'consumer SIGKILLed and started again',
        run: async () => {
          const exit = await (consumer as ChildScript).kill();
          expect(exit.signal).toBe('SIGKILL');
          done.consumerKills += 1;
          await sleep(500);
          consumer = await startConsumer();
        },
      },
      { at: 5_000, what: 'RabbitMQ VM SIGKILLed and started', run: () => restartBroker('kill') },
      { at: 7_500, what: 'RabbitMQ stopped and started', run: () => restartBroker('stop') },
    ];
    const endings = faults.map(() => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    });

    async function producer() {
      let next = 0;
      const worker = async () => {
        for (let first = next; first < EVENTS; first = next) {
          const end = Math.min(EVENTS, first + BATCH);
          next = end;
          const marksPassed = faults.filter((fault) => first + BATCH > fault.at).length;
          for (let index = 0; index < marksPassed - 1; index++) await endings[index]!.promise;
          const due = started + (first * 1000) / EVENTS_PER_SECOND;
          if (due > Date.now()) await sleep(due - Date.now());
          const batch = Array.from({ length: end - first }, (_, offset) => {
            const index = first + offset;
            return {
              userId: users[index % USERS]!,
              type: ACTIVITY_TYPES[index % ACTIVITY_TYPES.length]!,
              description: `fault run activity ${index}`,
              hours: 1 + (index % 4) / 2,
              date: today,
            };
          });
          const written = await service.logActivities(batch);
          produced += written;
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, worker));
    }

    async function chaos() {
      for (const [index, fault] of faults.entries()) {
        await waitFor(`${fault.at} events written`, async () => produced >= fault.at, 600_000, 20);
        note(`${fault.what}: starts`);
        await fault.run();
        note(`${fault.what}: done`);
        endings[index]!.resolve();
      }
    }

    const progress = setInterval(() => {
      sink.appliedCount().then(
        (applied) => note(`${applied} applied`),
        () => undefined,
      );
    }, 10_000);
    onTestFinished(() => clearInterval(progress));
    await Promise.all([producer(), chaos()]);
    const writingDone = Date.now();
    note('all events written');
    await waitFor(
      'every event published and applied',
      async () => {
        const unpublished = await pool.query(
          'select count(*) as n from activity.outbox where published_at is null',
        );
        return Number(unpublished.rows[0].n) === 0 && (await sink.appliedCount()) >= EVENTS;
      },
      180_000,
      250,
    );
    const drained = Date.now();
    clearInterval(progress);
    note('every event published and applied');
    // Redeliveries still in flight would come now; then the figures are final.
    await sleep(2_000);

    const counts = await sink.counts();
    const outbox = (
      await pool.query(
        `select count(*) as rows, count(published_at) as published, coalesce(sum(attempts), 0) as failed_attempts
         from activity.outbox where type = 'activity.logged'`,
      )
    ).rows[0] as { rows: string; published: string; failed_attempts: string };
    const lost = await sink.missingFrom('activity');
    const strangers = await sink.strangersTo('activity');

    printFigures('Outbox → RabbitMQ → consumer, through broker restarts and a consumer kill', [
      ['activities logged', produced],
      ['events in the outbox', Number(outbox.rows)],
      ['events marked published', Number(outbox.published)],
      ['failed publish attempts (retried by the relay)', Number(outbox.failed_attempts)],
      ['RabbitMQ restarts (orderly / SIGKILL)', `${done.brokerStops} / ${done.brokerKills}`],
      ['broker outages', outages.map(seconds).join(', ')],
      ['consumer processes SIGKILLed', done.consumerKills],
      ['deliveries to the consumer', counts.deliveries],
      ['events applied', counts.applied],
      ['lost (in the outbox, never applied)', lost],
      ['applied twice', counts.doubleApplied],
      ['redeliveries (deliveries − applied)', counts.deliveries - counts.applied],
      ['events delivered more than once', counts.redelivered],
      ['most deliveries of one event', counts.maxDeliveries],
      ['writing time', seconds(writingDone - started)],
      ['all applied after the last write', seconds(drained - writingDone)],
    ]);

    console.log(`Timeline\n${timeline.join('\n')}`);

    expect(Number(outbox.rows)).toBe(EVENTS);
    expect(Number(outbox.published)).toBe(EVENTS);
    expect(lost).toBe(0);
    expect(strangers).toBe(0);
    expect(counts.applied).toBe(EVENTS);
    expect(counts.doubleApplied).toBe(0);
    expect(counts.inbox).toBe(EVENTS);
    expect(counts.deliveries).toBeGreaterThanOrEqual(EVENTS);
    expect(done).toEqual({ brokerStops: 2, brokerKills: 1, consumerKills: 1 });
  });
});
