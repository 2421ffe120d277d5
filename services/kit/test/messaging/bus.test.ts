import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Bus, UnprocessableMessageError } from '../../src/messaging/bus.js';
import { createBus } from '../../src/runtime/create-bus.js';
import { createInProcessBus } from '../../src/messaging/bus-in-process.js';
import { createRabbitBus } from '../../src/messaging/bus-rabbitmq.js';
import { requireService, testAmqpUrl, uniqueName } from '../../src/testing/environment.js';
import { BrokerAdmin, type DeadMessage, makeEnvelope, uniqueWord } from './bus-broker-tools.js';

const amqpUrl = testAmqpUrl();
const withRabbit = requireService('rabbitmq', amqpUrl);
const logger = pino({ level: 'silent' });
const DELIVERY_LIMIT = 3;

interface Transport {
  name: string;
  open(): Promise<Bus>;
  deadLetters(bus: Bus, queue: string): Promise<DeadMessage[]>;
  /** Sends a body that is not a valid envelope to the queues bound to `key`. */
  sendInvalid(bus: Bus, key: string): Promise<number>;
}

let admin: BrokerAdmin | undefined;
beforeAll(async () => {
  if (withRabbit) admin = await BrokerAdmin.open(amqpUrl as string);
});
afterAll(async () => {
  await admin?.close();
});

const buses: Bus[] = [];
const queues: string[] = [];
afterEach(async () => {
  for (const bus of buses.splice(0)) await bus.close();
  await admin?.deleteQueues(queues.splice(0));
});

function queueName(): string {
  const name = uniqueName('kit_bus');
  queues.push(name);
  return name;
}

const inProcess: Transport = {
  name: 'in-process',
  async open() {
    const bus = createInProcessBus({ deliveryLimit: DELIVERY_LIMIT, logger });
    buses.push(bus);
    return bus;
  },
  async deadLetters(bus, queue) {
    return (bus as ReturnType<typeof createInProcessBus>)
      .deadLetters(queue)
      .map((letter) => ({ body: letter.body, reason: letter.reason }));
  },
  async sendInvalid(bus, key) {
    const [namespace, name, version] = key.split('.');
    const broken = {
      ...makeEnvelope(`${namespace}.${name}`, Number(version?.slice(1)), {}),
      id: 'not-a-uuid',
    };
    await bus.publish(broken as unknown as EventEnvelope);
    return 1;
  },
};

const rabbit: Transport = {
  name: 'RabbitMQ',
  async open() {
    const bus = await createRabbitBus({
      url: amqpUrl as string,
      logger,
      deliveryLimit: DELIVERY_LIMIT,
      connectionName: uniqueName('kit_bus_test'),
    });
    buses.push(bus);
    return bus;
  },
  async deadLetters(_bus, queue) {
    return (admin as BrokerAdmin).deadLetters(queue);
  },
  async sendInvalid(_bus, key) {
    const channel = (admin as BrokerAdmin).channel;
    channel.publish('tracker.events', key, Buffer.from('not json at all'));
    channel.publish('tracker.events', key, Buffer.from(JSON.stringify({ hello: 'world' })));
    return 2;
  },
};

const transports = withRabbit ? [inProcess, rabbit] : [inProcess];

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe.each(transports)('bus over $name', (transport) => {
  it('delivers each message to every queue whose binding matches its routing key', async () => {
    const bus = await transport.open();
    const ns = uniqueWord();
    const received = new Map<string, string[]>();
    const listen = async (keys: string[]) => {
      const queue = queueName();
      received.set(queue, []);
      await bus.subscribe({
        queue,
        routingKeys: keys,
        handler: async (envelope) => {
          received.get(queue)?.push(`${envelope.type}.v${envelope.version}`);
        },
      });
      return queue;
    };
    const exact = await listen([`${ns}.item-added.v1`]);
    const anyName = await listen([`${ns}.*.v1`]);
    const everything = await listen([`${ns}.#`]);
    const other = await listen([`${ns}.item-sold.v1`, `${ns}.item-added.v3`]);

    await bus.publish(makeEnvelope(`${ns}.item-added`, 1, { n: 1 }));
    await bus.publish(makeEnvelope(`${ns}.item-removed`, 2, { n: 2 }));

    await vi.waitFor(() => expect(received.get(everything)).toHaveLength(2), { timeout: 5_000 });
    await vi.waitFor(() => expect(received.get(anyName)).toHaveLength(1), { timeout: 5_000 });
    await vi.waitFor(() => expect(received.get(exact)).toHaveLength(1), { timeout: 5_000 });
    expect(received.get(exact)).toEqual([`${ns}.item-added.v1`]);
    expect(received.get(anyName)).toEqual([`${ns}.item-added.v1`]);
    expect([...(received.get(everything) ?? [])].sort()).toEqual([
      `${ns}.item-added.v1`,
      `${ns}.item-removed.v2`,
    ]);
    // A sentinel on the unmatched queue proves earlier messages had their chance to arrive.
    await bus.publish(makeEnvelope(`${ns}.item-sold`, 1, {}));
    await vi.waitFor(() => expect(received.get(other)).toEqual([`${ns}.item-sold.v1`]), { timeout: 5_000 });
  });

  it('retries a handler that throws until it succeeds', async () => {
    const bus = await transport.open();
    const ns = uniqueWord();
    const queue = queueName();
    let calls = 0;
    let handled = false;
    await bus.subscribe({
      queue,
      routingKeys: [`${ns}.flaky.v1`],
      handler: async () => {
        calls++;
        if (calls < DELIVERY_LIMIT) throw new Error(`failure ${calls}`);
        handled = true;
      },
    });
    await bus.publish(makeEnvelope(`${ns}.flaky`, 1, {}));
    await vi.waitFor(() => expect(handled).toBe(true), { timeout: 10_000 });
    expect(calls).toBe(DELIVERY_LIMIT);
    expect(await transport.deadLetters(bus, queue)).toEqual([]);
  });

  it('dead-letters a poison message after the delivery limit while other messages keep flowing', async () => {
    const bus = await transport.open();
    const ns = uniqueWord();
    const queue = queueName();
    const healthy = Array.from({ length: 5 }, (_, i) => makeEnvelope(`${ns}.order-placed`, 1, { i }));
    const poison = makeEnvelope(`${ns}.order-placed`, 1, { poison: true });
    const handled: string[] = [];
    const allHealthyHandled = deferred();
    let poisonCalls = 0;

    await bus.subscribe({
      queue,
      routingKeys: [`${ns}.order-placed.v1`],
      prefetch: 4,
      handler: async (envelope) => {
        if (envelope.id === poison.id) {
          poisonCalls++;
          // The first attempt holds on until the healthy messages went through around it.
          if (poisonCalls === 1) {
            await Promise.race([allHealthyHandled.promise, new Promise((r) => setTimeout(r, 8_000))]);
          }
          throw new Error('cannot handle this one');
        }
        handled.push(envelope.id);
        if (handled.length === healthy.length) allHealthyHandled.resolve();
      },
    });

    await bus.publish(poison);
    for (const envelope of healthy) await bus.publish(envelope);

    await vi.waitFor(async () => expect(await transport.deadLetters(bus, queue)).toHaveLength(1), {
      timeout: 15_000,
      interval: 100,
    });
    expect(handled.sort()).toEqual(healthy.map((e) => e.id).sort());
    expect(poisonCalls).toBe(DELIVERY_LIMIT);
    const [dead] = await transport.deadLetters(bus, queue);
    expect(dead?.body).toMatchObject({ id: poison.id, data: { poison: true } });
  });

  it('dead-letters a body that is not an event envelope at once', async () => {
    const bus = await transport.open();
    const ns = uniqueWord();
    const queue = queueName();
    const key = `${ns}.broken.v1`;
    let calls = 0;
    await bus.subscribe({
      queue,
      routingKeys: [key],
      handler: async () => {
        calls++;
      },
    });
    const sent = await transport.sendInvalid(bus, key);
    await vi.waitFor(async () => expect(await transport.deadLetters(bus, queue)).toHaveLength(sent), {
      timeout: 5_000,
      interval: 50,
    });
    expect(calls).toBe(0);
  });

  it('dead-letters at once a message the handler declares unprocessable', async () => {
    const bus = await transport.open();
    const ns = uniqueWord();
    const queue = queueName();
    let calls = 0;
    await bus.subscribe({
      queue,
      routingKeys: [`${ns}.odd.v1`],
      handler: async () => {
        calls++;
        throw new UnprocessableMessageError('never valid');
      },
    });
    const message = makeEnvelope(`${ns}.odd`, 1, {});
    await bus.publish(message);
    await vi.waitFor(async () => expect(await transport.deadLetters(bus, queue)).toHaveLength(1), {
      timeout: 5_000,
      interval: 50,
    });
    expect(calls).toBe(1);
    expect((await transport.deadLetters(bus, queue))[0]?.body).toMatchObject({ id: message.id });
  });

  it('stops taking messages and waits for the one in flight', async () => {
    const bus = await transport.open();
    const ns = uniqueWord();
    const queue = queueName();
    const started = deferred();
    const release = deferred();
    let finished = 0;
    let calls = 0;
    const subscription = await bus.subscribe({
      queue,
      routingKeys: [`${ns}.slow.v1`],
      prefetch: 1,
      handler: async () => {
        calls++;
        started.resolve();
        await release.promise;
        finished++;
      },
    });
    await bus.publish(makeEnvelope(`${ns}.slow`, 1, {}));
    await started.promise;

    let stopped = false;
    const stopping = subscription.stop().then(() => {
      stopped = true;
    });
    await bus.publish(makeEnvelope(`${ns}.slow`, 1, {}));
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(finished).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(calls).toBe(1);
  });

  it('keeps what is published after declare, in order, until a subscriber comes', async () => {
    const bus = await transport.open();
    const ns = uniqueWord();
    const queue = queueName();
    const key = `${ns}.item-added.v1`;
    // No queue is bound yet: this one is routed nowhere.
    await bus.publish(makeEnvelope(`${ns}.item-added`, 1, { n: 0 }));
    await bus.declare(queue, [key]);
    for (const n of [1, 2, 3]) await bus.publish(makeEnvelope(`${ns}.item-added`, 1, { n }));

    const received: unknown[] = [];
    await bus.subscribe({
      queue,
      routingKeys: [key],
      prefetch: 1,
      handler: async (envelope) => void received.push((envelope.data as { n: number }).n),
    });
    await vi.waitFor(() => expect(received).toEqual([1, 2, 3]), { timeout: 5_000 });
    // A sentinel published now proves nothing else was waiting ahead of it.
    await bus.publish(makeEnvelope(`${ns}.item-added`, 1, { n: 4 }));
    await vi.waitFor(() => expect(received).toEqual([1, 2, 3, 4]), { timeout: 5_000 });
  });

  it('retries and dead-letters what waited in a declared queue like any other message', async () => {
    const bus = await transport.open();
    const ns = uniqueWord();
    const queue = queueName();
    const key = `${ns}.order-placed.v1`;
    await bus.declare(queue, [key]);
    const poison = makeEnvelope(`${ns}.order-placed`, 1, { poison: true });
    const healthy = makeEnvelope(`${ns}.order-placed`, 1, { poison: false });
    await bus.publish(poison);
    await bus.publish(healthy);

    const handled: string[] = [];
    let poisonCalls = 0;
    await bus.subscribe({
      queue,
      routingKeys: [key],
      handler: async (envelope) => {
        if (envelope.id === poison.id) {
          poisonCalls++;
          throw new Error('cannot handle this one');
        }
        handled.push(envelope.id);
      },
    });
    await vi.waitFor(async () => expect(await transport.deadLetters(bus, queue)).toHaveLength(1), {
      timeout: 15_000,
      interval: 100,
    });
    expect(poisonCalls).toBe(DELIVERY_LIMIT);
    expect(handled).toEqual([healthy.id]);
    expect((await transport.deadLetters(bus, queue))[0]?.body).toMatchObject({ id: poison.id });
  });

  it('answers ping while open and refuses work once closed', async () => {
    const bus = await transport.open();
    await expect(bus.ping()).resolves.toBeUndefined();
    await bus.close();
    await expect(bus.ping()).rejects.toThrow();
    await expect(bus.publish(makeEnvelope(`${uniqueWord()}.late`, 1, {}))).rejects.toThrow('closed');
    await expect(bus.declare(queueName(), [`${uniqueWord()}.late.v1`])).rejects.toThrow('closed');
  });
});

describe('createBus', () => {
  it('gives the in-process transport without a url', async () => {
    const bus = await createBus({ logger });
    buses.push(bus);
    expect('deadLetters' in bus).toBe(true);
  });

  it.runIf(withRabbit)('gives the RabbitMQ transport with a url', async () => {
    const bus = await createBus({ url: amqpUrl as string, logger });
    buses.push(bus);
    expect('deadLetters' in bus).toBe(false);
    await expect(bus.ping()).resolves.toBeUndefined();
  });
});
