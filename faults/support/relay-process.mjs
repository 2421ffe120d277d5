// An outbox relay that dies between publishing a batch and marking it published: the kit's relay on
// the compiled kit, over a bus that SIGKILLs its own process once the broker has confirmed
// FAULTS_CRASH_AFTER messages. The relay marks a batch only after every publish of it settled, so
// with FAULTS_CRASH_AFTER equal to the batch size the whole batch is on the broker and none of it is
// marked: the same state as a crash or an OOM kill at that instant.
//
// Environment: FAULTS_DATABASE_URL, FAULTS_AMQP_URL, FAULTS_SCHEMA (the producer's schema),
// FAULTS_BATCH_SIZE, FAULTS_CRASH_AFTER.
import { createRabbitBus } from '@tracker/kit/messaging/bus-rabbitmq';
import { openDatabase } from '@tracker/kit/data/db';
import { createLogger } from '@tracker/kit/runtime/logger';
import { startRelay } from '@tracker/kit/messaging/outbox';

function setting(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

const crashAfter = Number(setting('FAULTS_CRASH_AFTER'));
const logger = createLogger('crashing relay', { level: process.env.FAULTS_LOG_LEVEL ?? 'warn' });
const db = await openDatabase({
  schema: setting('FAULTS_SCHEMA'),
  url: setting('FAULTS_DATABASE_URL'),
  migrations: [],
  logger,
});
const bus = await createRabbitBus({
  url: setting('FAULTS_AMQP_URL'),
  logger,
  connectionName: 'faults-crashing-relay',
});

let confirmed = 0;
const crashingBus = {
  ...bus,
  async publish(envelope) {
    await bus.publish(envelope);
    confirmed += 1;
    if (confirmed === crashAfter) process.kill(process.pid, 'SIGKILL');
  },
};

startRelay({ db, bus: crashingBus, logger, batchSize: Number(setting('FAULTS_BATCH_SIZE')) });
