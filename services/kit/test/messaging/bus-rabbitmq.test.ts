import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import type { GetMessage } from 'amqplib';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bus } from '../../src/messaging/bus.js';
import { createRabbitBus, EVENTS_EXCHANGE } from '../../src/messaging/bus-rabbitmq.js';
import { requireService, testAmqpUrl, uniqueName } from '../../src/testing/environment.js';
import {
  BrokerAdmin,
  type BrokerProxy,
  capturingLogger,
  closeConnectionOnBroker,
  makeEnvelope,
  startBrokerProxy,
  uniqueWord,
} from './bus-broker-tools.js';

const amqpUrl = testAmqpUrl();
const withRabbit = requireService('rabbitmq', amqpUrl);
const logger = pino({ level: 'silent' });
const LOST = 'lost the RabbitMQ connection, reconnecting';
const RECONNECTED = 'reconnected to RabbitMQ';

describe.runIf(withRabbit)('RabbitMQ bus', () => {
  let admin: BrokerAdmin;
  const buses: Bus[] = [];
  const queues: string[] = [];
  const proxies: BrokerProxy[] = [];

  beforeAll(async () => {
    admin = await BrokerAdmin.open(amqpUrl as string);
  });
  afterAll(async () => {
    await admin?.close();
  });
  afterEach(async () => {
    for (const bus of buses.splice(0)) await bus.close();
    for (const proxy of proxies.splice(0)) await proxy.close();
    await admin.deleteQueues(queues.splice(0));
  });

  async function open(url = amqpUrl as string, connectionName = uniqueName('kit_bus_test'), log = logger) {
    const bus = await createRabbitBus({ url, logger: log, deliveryLimit: 3, connectionName });
    buses.push(bus);
    return bus;
  }

  function queueName() {
    const name = uniqueName('kit_rmq');
    queues.push(name);
    return name;
  }

  it('publishes persistent JSON messages that carry the event id, type and correlation id', async () => {
    const bus = await open();
    const ns = uniqueWord();
    const { queue } = await admin.channel.assertQueue('', { exclusive: true });
    await admin.channel.bindQueue(queue, EVENTS_EXCHANGE, `${ns}.#`);

    const envelope = makeEnvelope(`${ns}.thing-done`, 2, { answer: 42 });
    await bus.publish(envelope);

    let message: GetMessage | false = false;
    await vi.waitFor(async () => {
      message = await admin.channel.get(queue, { noAck: true });
      expect(message).not.toBe(false);
    });
    const got = message as unknown as GetMessage;
    expect(got.fields.routingKey).toBe(`${ns}.thing-done.v2`);
    expect(got.properties).toMatchObject({
      deliveryMode: 2,
      messageId: envelope.id,
      type: `${ns}.thing-done`,
      contentType: 'application/json',
      correlationId: envelope.correlationId,
      appId: 'kit-test',
    });
    expect(JSON.parse(got.content.toString('utf8'))).toEqual(envelope);
    await admin.channel.deleteQueue(queue);
  });

  it('declares a quorum queue with a delivery limit and dead-lettering, and its dead-letter queue', async () => {
    const bus = await open();
    const queue = queueName();
    await bus.subscribe({ queue, routingKeys: [`${uniqueWord()}.x.v1`], handler: async () => {} });

    const same = {
      durable: true,
      arguments: {
        'x-queue-type': 'quorum',
        'x-delivery-limit': 2,
        'x-dead-letter-exchange': '',
        'x-dead-letter-routing-key': `${queue}.dead`,
      },
    };
    const probe = await (await import('amqplib')).connect(amqpUrl as string);
    try {
      const channel = await probe.createChannel();
      await expect(channel.assertQueue(queue, same)).resolves.toMatchObject({ queue });
      await expect(
        channel.assertQueue(`${queue}.dead`, { durable: true, arguments: { 'x-queue-type': 'quorum' } }),
      ).resolves.toMatchObject({ queue: `${queue}.dead` });
      channel.on('error', () => undefined);
      await expect(
        channel.assertQueue(queue, {
          durable: true,
          arguments: { ...same.arguments, 'x-delivery-limit': 7 },
        }),
      ).rejects.toThrow(/PRECONDITION_FAILED/);
    } finally {
      await probe.close();
    }
  });

  it('declares the queue subscribe would, bound and with nobody consuming it', async () => {
    const bus = await open();
    const ns = uniqueWord();
    const queue = queueName();
    await bus.declare(queue, [`${ns}.x.v1`, `${ns}.y.v1`]);
    await bus.publish(makeEnvelope(`${ns}.x`, 1, {}));
    await bus.publish(makeEnvelope(`${ns}.y`, 1, {}));
    await bus.publish(makeEnvelope(`${ns}.z`, 1, {}));

    await vi.waitFor(async () =>
      expect(await admin.channel.checkQueue(queue)).toMatchObject({ messageCount: 2, consumerCount: 0 }),
    );
    const probe = await (await import('amqplib')).connect(amqpUrl as string);
    try {
      const channel = await probe.createChannel();
      await expect(
        channel.assertQueue(queue, {
          durable: true,
          arguments: {
            'x-queue-type': 'quorum',
            'x-delivery-limit': 2,
            'x-dead-letter-exchange': '',
            'x-dead-letter-routing-key': `${queue}.dead`,
          },
        }),
      ).resolves.toMatchObject({ queue });
      await expect(channel.checkQueue(`${queue}.dead`)).resolves.toMatchObject({ messageCount: 0 });
    } finally {
      await probe.close();
    }
  });

  it('rejects a declaration the broker refuses and keeps working', async () => {
    const bus = await open();
    const ns = uniqueWord();
    const queue = queueName();
    // A classic queue of that name already exists, so the quorum declaration cannot succeed.
    await admin.channel.assertQueue(queue, { durable: false });
    await expect(bus.declare(queue, [`${ns}.x.v1`])).rejects.toThrow(/PRECONDITION_FAILED/);

    await expect(bus.ping()).resolves.toBeUndefined();
    const other = queueName();
    await bus.declare(other, [`${ns}.x.v1`]);
    await bus.publish(makeEnvelope(`${ns}.x`, 1, {}));
    await vi.waitFor(async () =>
      expect(await admin.channel.checkQueue(other)).toMatchObject({ messageCount: 1 }),
    );
  });

  it('declares its queues again after a reconnect', { timeout: 30_000 }, async () => {
    const proxy = await startBrokerProxy(amqpUrl as string);
    proxies.push(proxy);
    const logs = capturingLogger();
    const bus = await open(proxy.url, uniqueName('kit_bus_declare'), logs.logger);
    const ns = uniqueWord();
    const queue = queueName();
    await bus.declare(queue, [`${ns}.ping-sent.v1`]);

    proxy.refuse(true);
    proxy.drop();
    await vi.waitFor(() => expect(logs.count(LOST)).toBe(1), { timeout: 5_000 });
    // Gone while the bus was away, as after a broker that lost its state.
    await admin.deleteQueues([queue]);
    proxy.refuse(false);
    await vi.waitFor(() => expect(logs.count(RECONNECTED)).toBe(1), { timeout: 20_000, interval: 100 });

    const after = makeEnvelope(`${ns}.ping-sent`, 1, {});
    await bus.publish(after);
    const received: string[] = [];
    await bus.subscribe({
      queue,
      routingKeys: [`${ns}.ping-sent.v1`],
      handler: async (e) => void received.push(e.id),
    });
    await vi.waitFor(() => expect(received).toEqual([after.id]), { timeout: 5_000 });
  });

  it('resumes consuming and publishing after the connection is cut', { timeout: 30_000 }, async () => {
    const proxy = await startBrokerProxy(amqpUrl as string);
    proxies.push(proxy);
    const logs = capturingLogger();
    const bus = await open(proxy.url, uniqueName('kit_bus_cut'), logs.logger);
    const ns = uniqueWord();
    const received: string[] = [];
    await bus.subscribe({
      queue: queueName(),
      routingKeys: [`${ns}.ping-sent.v1`],
      handler: async (e) => void received.push(e.id),
    });
    const before = makeEnvelope(`${ns}.ping-sent`, 1, {});
    await bus.publish(before);
    await vi.waitFor(() => expect(received).toEqual([before.id]), { timeout: 5_000 });

    proxy.refuse(true);
    proxy.drop();
    await vi.waitFor(() => expect(logs.count(LOST)).toBe(1), { timeout: 5_000 });
    await expect(bus.ping()).rejects.toThrow('not connected');
    await expect(bus.publish(makeEnvelope(`${ns}.ping-sent`, 1, {}))).rejects.toThrow('not connected');

    proxy.refuse(false);
    await vi.waitFor(() => expect(logs.count(RECONNECTED)).toBe(1), { timeout: 20_000, interval: 100 });
    await expect(bus.ping()).resolves.toBeUndefined();
    const after = makeEnvelope(`${ns}.ping-sent`, 1, {});
    await bus.publish(after);
    // An ack cut off with the connection means a redelivery of `before`: at least once, never lost.
    await vi.waitFor(() => expect(new Set(received)).toEqual(new Set([before.id, after.id])), {
      timeout: 5_000,
    });
  });

  it('resumes after the broker closes the connection', { timeout: 60_000 }, async (context) => {
    const name = uniqueName('kit_bus_closed');
    const logs = capturingLogger();
    const bus = await open(amqpUrl as string, name, logs.logger);
    const ns = uniqueWord();
    const received: string[] = [];
    await bus.subscribe({
      queue: queueName(),
      routingKeys: [`${ns}.ping-sent.v1`],
      handler: async (e: EventEnvelope) => void received.push(e.id),
    });
    if (!(await closeConnectionOnBroker(name))) {
      // eslint-disable-next-line vitest/no-disabled-tests -- skipped only on a machine without rabbitmqctl
      context.skip('rabbitmqctl is not available here');
      return;
    }
    await vi.waitFor(() => expect(logs.count(LOST)).toBe(1), { timeout: 5_000 });
    await vi.waitFor(() => expect(logs.count(RECONNECTED)).toBe(1), { timeout: 20_000, interval: 100 });
    const after = makeEnvelope(`${ns}.ping-sent`, 1, {});
    await bus.publish(after);
    await vi.waitFor(() => expect(received).toEqual([after.id]), { timeout: 5_000 });
  });
});
