import { routingKey, type EventEnvelope } from '@tracker/contracts/events/envelope';
import type { Logger } from 'pino';
import {
  type Bus,
  decodeEnvelope,
  type MessageHandler,
  retryDelayMs,
  type SubscribeOptions,
  type Subscription,
  UnprocessableMessageError,
} from './bus.js';

/** A message the in-process transport gave up on, with why. */
export interface DeadLetter {
  /** The message body as published, parsed back from JSON. */
  body: unknown;
  reason: string;
  deliveries: number;
  deadAt: Date;
}

export type InProcessBus = Bus & {
  /** Messages dead-lettered from `queue` so far, oldest first. */
  deadLetters(queue: string): DeadLetter[];
};

export interface InProcessBusOptions {
  deliveryLimit?: number;
  prefetch?: number;
  logger?: Logger;
  /** Pause before a failed delivery is retried; defaults to a short growing backoff. */
  retryDelayMs?: (deliveries: number) => number;
}

interface Message {
  body: string;
  deliveries: number;
}

interface Consumer {
  handler: MessageHandler;
  prefetch: number;
  active: number;
  inFlight: Set<Promise<void>>;
  stopped: boolean;
}

interface Queue {
  name: string;
  patterns: Set<string>;
  ready: Message[];
  consumers: Consumer[];
  nextConsumer: number;
  dead: DeadLetter[];
  pumpScheduled: boolean;
}

/** Whether a RabbitMQ-style topic pattern (`*` one word, `#` zero or more words) matches a routing key. */
export function topicMatches(pattern: string, key: string): boolean {
  return matchWords(pattern.split('.'), 0, key.split('.'), 0);
}

function matchWords(pattern: string[], p: number, key: string[], k: number): boolean {
  if (p === pattern.length) return k === key.length;
  const word = pattern[p];
  if (word === '#') {
    for (let skip = k; skip <= key.length; skip++) {
      if (matchWords(pattern, p + 1, key, skip)) return true;
    }
    return false;
  }
  if (k === key.length) return false;
  return (word === '*' || word === key[k]) && matchWords(pattern, p + 1, key, k + 1);
}

/**
 * The embedded transport: messages are copied as JSON, delivered asynchronously to each bound queue,
 * retried with a short backoff and dead-lettered after `deliveryLimit` deliveries, like the broker.
 */
export function createInProcessBus(options: InProcessBusOptions = {}): InProcessBus {
  const deliveryLimit = Math.max(1, options.deliveryLimit ?? 5);
  const defaultPrefetch = Math.max(1, options.prefetch ?? 20);
  const delayFor = options.retryDelayMs ?? retryDelayMs;
  const log = options.logger?.child({ module: 'bus', transport: 'in-process' });
  const queues = new Map<string, Queue>();
  const retryTimers = new Set<NodeJS.Timeout>();
  let closed = false;

  function queueNamed(name: string): Queue {
    let queue = queues.get(name);
    if (!queue) {
      queue = {
        name,
        patterns: new Set(),
        ready: [],
        consumers: [],
        nextConsumer: 0,
        dead: [],
        pumpScheduled: false,
      };
      queues.set(name, queue);
    }
    return queue;
  }

  // A bound queue keeps what matches from then on, with or without a consumer, as a broker queue does.
  function bind(name: string, routingKeys: readonly string[]): Queue {
    const queue = queueNamed(name);
    for (const pattern of routingKeys) queue.patterns.add(pattern);
    return queue;
  }

  function schedulePump(queue: Queue) {
    if (queue.pumpScheduled || closed) return;
    queue.pumpScheduled = true;
    setImmediate(() => {
      queue.pumpScheduled = false;
      pump(queue);
    });
  }

  function pump(queue: Queue) {
    while (queue.ready.length > 0 && !closed) {
      const consumer = nextFreeConsumer(queue);
      if (!consumer) return;
      const message = queue.ready.shift() as Message;
      deliver(queue, consumer, message);
    }
  }

  function nextFreeConsumer(queue: Queue): Consumer | undefined {
    const count = queue.consumers.length;
    for (let i = 0; i < count; i++) {
      const index = (queue.nextConsumer + i) % count;
      const consumer = queue.consumers[index] as Consumer;
      if (!consumer.stopped && consumer.active < consumer.prefetch) {
        queue.nextConsumer = (index + 1) % count;
        return consumer;
      }
    }
    return undefined;
  }

  function deadLetter(queue: Queue, message: Message, reason: string) {
    let body: unknown = message.body;
    try {
      body = JSON.parse(message.body);
    } catch {
      // Kept as the raw text: that is what could not be read.
    }
    queue.dead.push({ body, reason, deliveries: message.deliveries, deadAt: new Date() });
    log?.error({ queue: queue.name, reason, deliveries: message.deliveries }, 'message dead-lettered');
  }

  function deliver(queue: Queue, consumer: Consumer, message: Message) {
    consumer.active++;
    message.deliveries++;
    const work = (async () => {
      const decoded = decodeEnvelope(message.body);
      if (!decoded.ok) {
        deadLetter(queue, message, decoded.error);
        return;
      }
      try {
        await consumer.handler(decoded.envelope);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (error instanceof UnprocessableMessageError) {
          deadLetter(queue, message, reason);
        } else if (message.deliveries >= deliveryLimit) {
          deadLetter(queue, message, `delivery limit reached: ${reason}`);
        } else if (!closed) {
          log?.warn(
            { queue: queue.name, deliveries: message.deliveries, err: error },
            'handler failed, will retry',
          );
          const timer = setTimeout(() => {
            retryTimers.delete(timer);
            queue.ready.push(message);
            schedulePump(queue);
          }, delayFor(message.deliveries));
          retryTimers.add(timer);
        }
      }
    })().finally(() => {
      consumer.active--;
      consumer.inFlight.delete(work);
      schedulePump(queue);
    });
    consumer.inFlight.add(work);
  }

  const bus: InProcessBus = {
    async publish(envelope: EventEnvelope) {
      if (closed) throw new Error('The bus is closed');
      const body = JSON.stringify(envelope);
      const key = routingKey(envelope);
      for (const queue of queues.values()) {
        if ([...queue.patterns].some((pattern) => topicMatches(pattern, key))) {
          queue.ready.push({ body, deliveries: 0 });
          schedulePump(queue);
        }
      }
    },

    async declare(queueName: string, routingKeys: readonly string[]) {
      if (closed) throw new Error('The bus is closed');
      bind(queueName, routingKeys);
    },

    async subscribe(subscribeOptions: SubscribeOptions): Promise<Subscription> {
      if (closed) throw new Error('The bus is closed');
      const queue = bind(subscribeOptions.queue, subscribeOptions.routingKeys);
      const consumer: Consumer = {
        handler: subscribeOptions.handler,
        prefetch: Math.max(1, subscribeOptions.prefetch ?? defaultPrefetch),
        active: 0,
        inFlight: new Set(),
        stopped: false,
      };
      queue.consumers.push(consumer);
      schedulePump(queue);
      return {
        async stop() {
          consumer.stopped = true;
          const index = queue.consumers.indexOf(consumer);
          if (index >= 0) queue.consumers.splice(index, 1);
          await Promise.allSettled([...consumer.inFlight]);
        },
      };
    },

    async ping() {
      if (closed) throw new Error('The bus is closed');
    },

    async close() {
      if (closed) return;
      closed = true;
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      const inFlight = [...queues.values()].flatMap((queue) =>
        queue.consumers.flatMap((c) => [...c.inFlight]),
      );
      for (const queue of queues.values()) queue.consumers.length = 0;
      await Promise.allSettled(inFlight);
    },

    deadLetters(queueName: string) {
      return [...(queues.get(queueName)?.dead ?? [])];
    },
  };
  return bus;
}
