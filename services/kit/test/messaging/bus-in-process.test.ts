import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessBus, type InProcessBus, topicMatches } from '../../src/messaging/bus-in-process.js';
import { makeEnvelope } from './bus-broker-tools.js';

const logger = pino({ level: 'silent' });
const buses: InProcessBus[] = [];
afterEach(async () => {
  for (const bus of buses.splice(0)) await bus.close();
});

function open(deliveryLimit = 3): InProcessBus {
  const bus = createInProcessBus({ deliveryLimit, logger, retryDelayMs: () => 10 });
  buses.push(bus);
  return bus;
}

describe('topicMatches', () => {
  it.each([
    ['identity.user-registered.v1', 'identity.user-registered.v1', true],
    ['identity.user-registered.v1', 'identity.user-registered.v2', false],
    ['identity.*.v1', 'identity.user-registered.v1', true],
    ['identity.*.v1', 'identity.user-registered.v2', false],
    ['identity.*', 'identity.user-registered.v1', false],
    ['identity.#', 'identity.user-registered.v1', true],
    ['identity.#', 'identity', true],
    ['#', 'activity.logged.v1', true],
    ['#.v1', 'activity.logged.v1', true],
    ['#.v1', 'activity.logged.v2', false],
    ['activity.#.v1', 'activity.v1', true],
    ['activity.#.v1', 'activity.logged.more.v1', true],
    ['*.logged.*', 'activity.logged.v1', true],
    ['*.logged.*', 'activity.logged', false],
    ['activity.logged.v1', 'activity.logged.v10', false],
  ])('%s matches %s: %s', (pattern, key, expected) => {
    expect(topicMatches(pattern, key)).toBe(expected);
  });
});

describe('in-process bus', () => {
  it('never runs a handler inside publish', async () => {
    const bus = open();
    const calls: string[] = [];
    await bus.subscribe({
      queue: 'q',
      routingKeys: ['demo.thing-done.v1'],
      handler: async (e) => void calls.push(e.id),
    });
    const message = makeEnvelope('demo.thing-done', 1, {});
    await bus.publish(message);
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(calls).toEqual([message.id]));
  });

  it('hands each handler its own copy of the message', async () => {
    const bus = open();
    const seen: unknown[] = [];
    const handler = async (envelope: { data: unknown }) => {
      seen.push(envelope.data);
      (envelope.data as { n: number }).n = 99;
    };
    await bus.subscribe({ queue: 'a', routingKeys: ['demo.#'], handler });
    await bus.subscribe({ queue: 'b', routingKeys: ['demo.#'], handler });
    const message = makeEnvelope('demo.thing-done', 1, { n: 1 });
    await bus.publish(message);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(message.data).toEqual({ n: 1 });
    expect(seen.every((data) => data !== message.data)).toBe(true);
  });

  it('records why and after how many deliveries a message was dead-lettered', async () => {
    const bus = open(4);
    let calls = 0;
    await bus.subscribe({
      queue: 'q',
      routingKeys: ['demo.thing-done.v1'],
      handler: async () => {
        calls++;
        throw new Error('still broken');
      },
    });
    const message = makeEnvelope('demo.thing-done', 1, { n: 1 });
    await bus.publish(message);
    await vi.waitFor(() => expect(bus.deadLetters('q')).toHaveLength(1));
    expect(calls).toBe(4);
    expect(bus.deadLetters('q')[0]).toMatchObject({
      body: { id: message.id },
      deliveries: 4,
      reason: 'delivery limit reached: still broken',
    });
    expect(bus.deadLetters('other')).toEqual([]);
  });

  it('keeps messages for a queue while it has no consumer', async () => {
    const bus = open();
    const received: string[] = [];
    const first = await bus.subscribe({
      queue: 'q',
      routingKeys: ['demo.thing-done.v1'],
      handler: async (e) => void received.push(e.id),
    });
    await first.stop();
    const message = makeEnvelope('demo.thing-done', 1, {});
    await bus.publish(message);
    await new Promise((r) => setTimeout(r, 20));
    expect(received).toEqual([]);
    await bus.subscribe({
      queue: 'q',
      routingKeys: ['demo.thing-done.v1'],
      handler: async (e) => void received.push(`again ${e.id}`),
    });
    await vi.waitFor(() => expect(received).toEqual([`again ${message.id}`]));
  });

  it('binds a queue declared twice to the keys of both declarations', async () => {
    const bus = open();
    await bus.declare('q', ['demo.thing-done.v1']);
    await bus.declare('q', ['demo.thing-undone.v1']);
    const first = makeEnvelope('demo.thing-done', 1, {});
    const second = makeEnvelope('demo.thing-undone', 1, {});
    await bus.publish(first);
    await bus.publish(makeEnvelope('demo.thing-redone', 1, {}));
    await bus.publish(second);
    const received: string[] = [];
    await bus.subscribe({
      queue: 'q',
      routingKeys: ['demo.thing-done.v1'],
      handler: async (e) => void received.push(e.id),
    });
    await vi.waitFor(() => expect(received).toEqual([first.id, second.id]));
  });

  it('shares a queue between its consumers and limits each to its prefetch', async () => {
    const bus = open();
    let active = 0;
    let peak = 0;
    const byConsumer = [0, 0];
    const handlerFor = (index: 0 | 1) => async () => {
      active++;
      peak = Math.max(peak, active);
      byConsumer[index] = (byConsumer[index] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 10));
      active--;
    };
    await bus.subscribe({ queue: 'q', routingKeys: ['demo.#'], prefetch: 2, handler: handlerFor(0) });
    await bus.subscribe({ queue: 'q', routingKeys: ['demo.#'], prefetch: 1, handler: handlerFor(1) });
    for (let i = 0; i < 12; i++) await bus.publish(makeEnvelope('demo.thing-done', 1, { i }));
    await vi.waitFor(() => expect((byConsumer[0] ?? 0) + (byConsumer[1] ?? 0)).toBe(12));
    expect(peak).toBeLessThanOrEqual(3);
    expect(byConsumer[0]).toBeGreaterThan(0);
    expect(byConsumer[1]).toBeGreaterThan(0);
  });

  it('drops pending retries on close', async () => {
    const bus = createInProcessBus({ deliveryLimit: 5, logger, retryDelayMs: () => 50 });
    let calls = 0;
    await bus.subscribe({
      queue: 'q',
      routingKeys: ['demo.#'],
      handler: async () => {
        calls++;
        throw new Error('no');
      },
    });
    await bus.publish(makeEnvelope('demo.thing-done', 1, {}));
    await vi.waitFor(() => expect(calls).toBe(1));
    await bus.close();
    await new Promise((r) => setTimeout(r, 120));
    expect(calls).toBe(1);
  });
});
