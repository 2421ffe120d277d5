import { setTimeout as sleep } from 'node:timers/promises';
import { type EventEnvelope, routingKey } from '@tracker/contracts/events/envelope';
import { type Channel, type ChannelModel, type ConfirmChannel, type ConsumeMessage, connect } from 'amqplib';
import type { Logger } from 'pino';
import {
  type Bus,
  deadLetterQueue,
  decodeEnvelope,
  type MessageHandler,
  retryDelayMs,
  type SubscribeOptions,
  type Subscription,
  UnprocessableMessageError,
} from './bus.js';
import { serialQueue } from './serial-queue.js';

/** The durable topic exchange every service publishes its events to. */
export const EVENTS_EXCHANGE = 'tracker.events';

export interface RabbitBusOptions {
  url: string;
  logger: Logger;
  /** Deliveries of one message before it goes to `<queue>.dead`. */
  deliveryLimit?: number;
  prefetch?: number;
  /** Shown in the broker's connection list. */
  connectionName?: string;
  /** How long `publish` waits for the broker's confirm before failing. */
  publishTimeoutMs?: number;
  /** Retries of the very first connection before giving up; a lost connection is retried forever. */
  initialConnectRetries?: number;
}

interface Live {
  model: ChannelModel;
  publisher: ConfirmChannel | null;
}

interface ConsumerContext {
  log: Logger;
  deliveryLimit: number;
  onChannelLost(consumer: RabbitConsumer, model: ChannelModel): void;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function declareConsumerTopology(
  channel: Channel,
  queue: string,
  routingKeys: readonly string[],
  deliveryLimit: number,
) {
  const deadQueue = deadLetterQueue(queue);
  await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
  await channel.assertQueue(deadQueue, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
  await channel.assertQueue(queue, {
    durable: true,
    arguments: {
      'x-queue-type': 'quorum',
      // The broker dead-letters once a message's delivery count exceeds the limit.
      'x-delivery-limit': deliveryLimit - 1,
      'x-dead-letter-exchange': '',
      'x-dead-letter-routing-key': deadQueue,
    },
  });
  for (const key of routingKeys) await channel.bindQueue(queue, EVENTS_EXCHANGE, key);
}

/** Declares a consumer queue's topology on a channel of its own, so a refusal closes only that channel. */
async function declareOnConnection(
  model: ChannelModel,
  queue: string,
  routingKeys: readonly string[],
  deliveryLimit: number,
  log: Logger,
) {
  const channel = await model.createChannel();
  channel.on('error', (error: Error) => log.debug({ queue, err: error }, 'declaring channel error'));
  try {
    await declareConsumerTopology(channel, queue, routingKeys, deliveryLimit);
  } finally {
    await channel.close().catch(() => undefined);
  }
}

/** One subscription: its own channel (so its own prefetch), re-attached after every reconnect. */
class RabbitConsumer {
  private channel: Channel | null = null;
  private consumerTag: string | null = null;
  private attachedTo: ChannelModel | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  stopped = false;

  constructor(
    readonly queue: string,
    private readonly routingKeys: readonly string[],
    private readonly handler: MessageHandler,
    private readonly prefetch: number,
    private readonly context: ConsumerContext,
  ) {}

  async attach(model: ChannelModel): Promise<void> {
    if (this.stopped || this.attachedTo === model) return;
    const channel = await model.createChannel();
    channel.on('error', (error: Error) => {
      this.context.log.warn({ queue: this.queue, err: error }, 'consumer channel error');
    });
    try {
      await declareConsumerTopology(channel, this.queue, this.routingKeys, this.context.deliveryLimit);
      await channel.prefetch(this.prefetch);
      const { consumerTag } = await channel.consume(this.queue, (message) => this.receive(channel, message));
      this.channel = channel;
      this.consumerTag = consumerTag;
      this.attachedTo = model;
    } catch (error) {
      await channel.close().catch(() => undefined);
      throw error;
    }
    channel.once('close', () => {
      if (this.channel !== channel) return;
      this.channel = null;
      this.consumerTag = null;
      this.attachedTo = null;
      if (!this.stopped) this.context.onChannelLost(this, model);
    });
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.stopping.abort();
    const channel = this.channel;
    const tag = this.consumerTag;
    if (channel && tag) await channel.cancel(tag).catch(() => undefined);
    await Promise.allSettled([...this.inFlight]);
    if (channel) {
      this.channel = null;
      await channel.close().catch(() => undefined);
    }
  }

  private receive(channel: Channel, message: ConsumeMessage | null) {
    if (message === null) {
      // The broker cancelled the consumer (its queue was deleted): closing re-declares and re-attaches.
      this.context.log.warn({ queue: this.queue }, 'consumer cancelled by the broker');
      channel.close().catch(() => undefined);
      return;
    }
    const work = this.process(channel, message).catch((error: unknown) => {
      this.context.log.error({ queue: this.queue, err: error }, 'message handling crashed');
    });
    this.inFlight.add(work);
    work.finally(() => this.inFlight.delete(work));
  }

  private async process(channel: Channel, message: ConsumeMessage) {
    const { log, deliveryLimit } = this.context;
    const meta = {
      queue: this.queue,
      messageId: message.properties.messageId,
      type: message.properties.type,
    };
    const decoded = decodeEnvelope(message.content);
    if (!decoded.ok) {
      log.error({ ...meta, reason: decoded.error }, 'invalid message sent to the dead-letter queue');
      this.settle(() => channel.nack(message, false, false));
      return;
    }
    try {
      await this.handler(decoded.envelope);
      this.settle(() => channel.ack(message));
    } catch (error) {
      if (error instanceof UnprocessableMessageError) {
        log.error({ ...meta, err: error }, 'unprocessable message sent to the dead-letter queue');
        this.settle(() => channel.nack(message, false, false));
        return;
      }
      const deliveries = Number(message.properties.headers?.['x-delivery-count'] ?? 0) + 1;
      if (deliveries >= deliveryLimit) {
        log.error(
          { ...meta, deliveries, err: error },
          'delivery limit reached, message goes to the dead-letter queue',
        );
      } else {
        log.warn({ ...meta, deliveries, err: error }, 'handler failed, message will be retried');
        // Requeued messages come straight back: a pause keeps a failing one from spinning.
        await sleep(retryDelayMs(deliveries), undefined, { signal: this.stopping.signal }).catch(
          () => undefined,
        );
      }
      this.settle(() => channel.nack(message, false, true));
    }
  }

  private settle(action: () => void) {
    try {
      action();
    } catch (error) {
      // The channel closed meanwhile; the broker redelivers the message.
      this.context.log.debug({ queue: this.queue, err: error }, 'could not settle message');
    }
  }
}

/**
 * The RabbitMQ transport: publisher confirms on a confirm channel, one quorum queue per consumer with
 * a delivery limit and a `<queue>.dead` queue, reconnects with jittered backoff and re-declares the
 * topology (declared queues and those of consumers) and consumers each time.
 */
export async function createRabbitBus(options: RabbitBusOptions): Promise<Bus> {
  const deliveryLimit = Math.max(1, Math.floor(options.deliveryLimit ?? 5));
  const defaultPrefetch = Math.max(1, Math.floor(options.prefetch ?? 20));
  const publishTimeoutMs = options.publishTimeoutMs ?? 10_000;
  const log = options.logger.child({ module: 'bus', transport: 'rabbitmq' });
  const serial = serialQueue();
  const consumers = new Set<RabbitConsumer>();
  // Queues declared without a consumer, with their routing keys: declared again on every connection.
  const declared = new Map<string, Set<string>>();
  let live: Live | null = null;
  let closing = false;

  const context: ConsumerContext = {
    log,
    deliveryLimit,
    onChannelLost(consumer, model) {
      // A channel-level error on a live connection: re-attach on that connection after a pause.
      const retry = () => {
        setTimeout(() => {
          if (closing || consumer.stopped || live?.model !== model) return;
          serial(() => consumer.attach(model)).catch((error: unknown) => {
            log.error({ queue: consumer.queue, err: error }, 'could not re-attach consumer');
            retry();
          });
        }, 1_000).unref();
      };
      retry();
    },
  };

  async function setup(model: ChannelModel) {
    await serial(async () => {
      let modelClosed = false;
      model.once('close', () => {
        modelClosed = true;
      });
      model.on('error', (error: Error) => log.debug({ err: error }, 'connection error'));
      const publisher = await model.createConfirmChannel();
      watchPublisher(model, publisher);
      await publisher.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
      // Before publishing resumes, so nothing published on this connection misses a declared queue.
      for (const [queue, keys] of declared) {
        try {
          await declareOnConnection(model, queue, [...keys], deliveryLimit, log);
        } catch (error) {
          log.error({ queue, err: error }, 'could not declare queue');
          if (modelClosed) throw error;
        }
      }
      for (const consumer of consumers) {
        try {
          await consumer.attach(model);
        } catch (error) {
          log.error({ queue: consumer.queue, err: error }, 'could not attach consumer');
          // A lost connection fails the whole setup (and reconnects); anything else is retried alone.
          if (modelClosed) throw error;
          context.onChannelLost(consumer, model);
        }
      }
      if (modelClosed) throw new Error('The RabbitMQ connection closed during setup');
      live = { model, publisher };
      model.once('close', () => {
        if (live?.model === model) live = null;
      });
    });
  }

  function watchPublisher(model: ChannelModel, publisher: ConfirmChannel) {
    publisher.on('error', (error: Error) => log.warn({ err: error }, 'publisher channel error'));
    publisher.once('close', () => {
      if (live?.model === model && live.publisher === publisher) live.publisher = null;
    });
  }

  async function currentPublisher(): Promise<ConfirmChannel> {
    const current = live;
    if (!current) throw new Error('RabbitMQ is not connected');
    if (current.publisher) return current.publisher;
    return serial(async () => {
      if (live !== current) throw new Error('RabbitMQ is not connected');
      if (current.publisher) return current.publisher;
      const publisher = await current.model.createConfirmChannel();
      watchPublisher(current.model, publisher);
      current.publisher = publisher;
      return publisher;
    });
  }

  const connection = await connect(options.url, {
    clientProperties: { connection_name: options.connectionName ?? 'tracker' },
    recovery: {
      initialDelay: 200,
      maxDelay: 10_000,
      factor: 2,
      jitter: 0.5,
      maxRetries: Number.POSITIVE_INFINITY,
      initialMaxRetries: options.initialConnectRetries ?? 5,
      setup,
    },
  });
  log.info('connected to RabbitMQ');
  // Only later connections reach this listener: the first one is over before it is attached.
  connection.on('connect', () => log.info('reconnected to RabbitMQ'));
  connection.on('disconnect', (error: Error) => {
    live = null;
    if (!closing) log.warn({ err: error }, 'lost the RabbitMQ connection, reconnecting');
  });
  connection.on('reconnect-scheduled', (info: { attempt: number; delay: number; error: Error }) =>
    log.info(
      { attempt: info.attempt, delayMs: info.delay, reason: describeError(info.error) },
      'RabbitMQ reconnect scheduled',
    ),
  );
  connection.on('reconnect-failed', (error: Error) =>
    log.error({ err: error }, 'gave up reconnecting to RabbitMQ'),
  );
  connection.on('error', (error: Error) => log.warn({ err: error }, 'RabbitMQ connection error'));
  connection.on('blocked', (reason: string) => log.warn({ reason }, 'RabbitMQ blocked the connection'));
  connection.on('unblocked', () => log.info('RabbitMQ unblocked the connection'));

  return {
    async publish(envelope: EventEnvelope) {
      if (closing) throw new Error('The bus is closed');
      const publisher = await currentPublisher();
      const content = Buffer.from(JSON.stringify(envelope));
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`RabbitMQ did not confirm message ${envelope.id} within ${publishTimeoutMs} ms`));
        }, publishTimeoutMs);
        const settle = (error: unknown) => {
          clearTimeout(timer);
          if (error)
            reject(new Error(`RabbitMQ did not take message ${envelope.id}: ${describeError(error)}`));
          else resolve();
        };
        try {
          publisher.publish(
            EVENTS_EXCHANGE,
            routingKey(envelope),
            content,
            {
              persistent: true,
              messageId: envelope.id,
              type: envelope.type,
              contentType: 'application/json',
              correlationId: envelope.correlationId,
              appId: envelope.producer,
              timestamp: Math.floor(Date.parse(envelope.occurredAt) / 1000),
            },
            settle,
          );
        } catch (error) {
          settle(error);
        }
      });
    },

    async declare(queue: string, routingKeys: readonly string[]) {
      if (closing) throw new Error('The bus is closed');
      if (!queue) throw new Error('declare needs a queue name');
      if (routingKeys.length === 0) throw new Error('declare needs at least one routing key');
      await serial(async () => {
        const current = live;
        try {
          // While disconnected the next setup declares it.
          if (current) await declareOnConnection(current.model, queue, routingKeys, deliveryLimit, log);
        } catch (error) {
          // Only a refusal from a live connection is the caller's problem; a lost one is retried.
          if (live === current) throw error;
        }
        const keys = declared.get(queue) ?? new Set<string>();
        for (const key of routingKeys) keys.add(key);
        declared.set(queue, keys);
      });
    },

    async subscribe(subscribeOptions: SubscribeOptions): Promise<Subscription> {
      if (closing) throw new Error('The bus is closed');
      if (!subscribeOptions.queue) throw new Error('subscribe needs a queue name');
      if (subscribeOptions.routingKeys.length === 0)
        throw new Error('subscribe needs at least one routing key');
      const consumer = new RabbitConsumer(
        subscribeOptions.queue,
        [...subscribeOptions.routingKeys],
        subscribeOptions.handler,
        Math.max(1, subscribeOptions.prefetch ?? defaultPrefetch),
        context,
      );
      await serial(async () => {
        const current = live;
        try {
          // While disconnected the next setup attaches it.
          if (current) await consumer.attach(current.model);
        } catch (error) {
          // Only a refusal from a live connection is the caller's problem; a lost one is retried.
          if (live === current) throw error;
        }
        consumers.add(consumer);
      });
      return {
        async stop() {
          consumers.delete(consumer);
          await consumer.stop();
        },
      };
    },

    async ping() {
      if (closing) throw new Error('The bus is closed');
      await currentPublisher();
    },

    async close() {
      if (closing) return;
      closing = true;
      await Promise.allSettled([...consumers].map((consumer) => consumer.stop()));
      consumers.clear();
      live = null;
      await connection.close();
    },
  };
}
